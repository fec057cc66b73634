/** The achievements' query keys, all under 'achievements' and per athlete (invalidated by prefix). */
export const achievementsQueryKeys = {
  all: ['achievements'] as const,
  list: (athleteId: string) => ['achievements', athleteId] as const,
};
