/**
 * The training feature's query keys, all under 'training' and all carrying the athlete, since
 * progress is the athlete's: a save (or the realtime client) invalidates them by prefix.
 */
export const trainingQueryKeys = {
  all: ['training'] as const,
  categories: (athleteId: string) => ['training', 'categories', athleteId] as const,
  category: (categoryId: string, athleteId: string) =>
    ['training', 'category', categoryId, athleteId] as const,
  lesson: (lessonId: string, athleteId: string) =>
    ['training', 'lesson', lessonId, athleteId] as const,
};

export const athleteQuery = (athleteId: string) => `athleteId=${encodeURIComponent(athleteId)}`;
