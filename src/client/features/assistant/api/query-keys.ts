/** The assistant's queries: the family's transcript, newest page first. */
export const assistantQueryKeys = {
  all: ['assistant'] as const,
  transcript: ['assistant', 'transcript'] as const,
};
