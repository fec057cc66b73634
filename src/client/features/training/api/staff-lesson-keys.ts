/** The coaches' lesson editor's query keys: apart from the families' training keys, which carry an athlete. */
export const staffLessonQueryKeys = {
  all: ['staff-lessons'] as const,
  list: () => ['staff-lessons', 'list'] as const,
  one: (lessonId: string) => ['staff-lessons', 'one', lessonId] as const,
  dependents: (lessonId: string) => ['staff-lessons', 'dependents', lessonId] as const,
};
