/** The achievements' query keys live in core: lessons and challenges refresh them too. */
export { achievementsQueryKeys } from '#client/lib/query-keys';
