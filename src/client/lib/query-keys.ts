/**
 * The query keys earned progress touches, kept in core so the features that show progress, the
 * one progress helper and the live updates all name them the same way without importing each
 * other. Each family sits under one prefix, so a change is invalidated by prefix.
 */
/**
 * The signed-in family (user, profile, athletes): the accounts feature reads it, and adding,
 * renaming or removing an athlete refreshes it.
 */
export const meQueryKey = ['me'] as const;

export const dashboardQueryKeys = {
  /** Every athlete's dashboard (a change that is not one athlete's, such as the rankings moving). */
  all: ['dashboard'] as const,
  athlete: (athleteId: string) => ['dashboard', athleteId] as const,
};

/** Every training key carries the athlete, since lesson progress is the athlete's. */
export const trainingQueryKeys = {
  all: ['training'] as const,
  categories: (athleteId: string) => ['training', 'categories', athleteId] as const,
  category: (categoryId: string, athleteId: string) =>
    ['training', 'category', categoryId, athleteId] as const,
  lesson: (lessonId: string, athleteId: string) =>
    ['training', 'lesson', lessonId, athleteId] as const,
};

export const challengesQueryKeys = {
  all: ['challenges'] as const,
  weekly: (athleteId: string) => ['challenges', 'weekly', athleteId] as const,
};

/** The Monthly Competitions tab: entries move with every piece of progress (server-side counts). */
export const competitionsQueryKeys = {
  all: ['competitions'] as const,
  list: (athleteId: string) => ['competitions', athleteId] as const,
};

export const achievementsQueryKeys = {
  all: ['achievements'] as const,
  list: (athleteId: string) => ['achievements', athleteId] as const,
};
