/** What other parts of the app may use from the social feature. */
export { socialQueryKeys } from './api/query-keys';
