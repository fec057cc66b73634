/** Coaching's query keys (weekly plans, a session's results), under one prefix: a live 'messages' or 'progress' event refreshes them together. */
export const coachingQueryKeys = {
  all: ['coaching'] as const,
  staffPlans: () => ['coaching', 'staff-plans'] as const,
  planAthletes: (planId: string) => ['coaching', 'plan-athletes', planId] as const,
  coachHome: () => ['coaching', 'coach-home'] as const,
  choices: () => ['coaching', 'choices'] as const,
  athletePlans: (athleteId: string) => ['coaching', 'athlete-plans', athleteId] as const,
  sessionResults: (sessionId: string) => ['coaching', 'session-results', sessionId] as const,
};
