/** The challenges' query keys, all under 'challenges' and per athlete (invalidated by prefix). */
export const challengesQueryKeys = {
  all: ['challenges'] as const,
  weekly: (athleteId: string) => ['challenges', 'weekly', athleteId] as const,
};
