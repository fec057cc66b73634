/** The challenges' query keys live in core: lessons and live updates refresh them too. */
export { challengesQueryKeys } from '#client/lib/query-keys';
