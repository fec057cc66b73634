/** The evaluations' query keys, under one prefix: saving or publishing refreshes them together. */
export const evaluationQueryKeys = {
  all: ['evaluations'] as const,
  roster: () => ['evaluations', 'roster'] as const,
  skills: () => ['evaluations', 'skills'] as const,
  athlete: (athleteId: string) => ['evaluations', 'athlete', athleteId] as const,
  passport: (athleteId: string) => ['evaluations', 'passport', athleteId] as const,
};
