/** The training keys live in core: challenges and live updates refresh them too. */
export { trainingQueryKeys } from '#client/lib/query-keys';

export const athleteQuery = (athleteId: string) => `athleteId=${encodeURIComponent(athleteId)}`;
