export { competitionsQueryKeys } from '#client/lib/query-keys';
