import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuestsResponse } from '#shared/validation/quests';
import { api } from '#client/lib/api';

/**
 * Keyed by birth year first: a squad's live event (sent to every page) refreshes only the pages of
 * that birth year; the family's own XP events refresh all of its quests.
 */
export const questsQueryKeys = {
  all: ['quests'] as const,
  squad: (birthYear: number) => ['quests', birthYear] as const,
  athlete: (birthYear: number, athleteId: string) => ['quests', birthYear, athleteId] as const,
};

export const questsQueryOptions = (birthYear: number, athleteId: string) =>
  queryOptions({
    queryKey: questsQueryKeys.athlete(birthYear, athleteId),
    queryFn: () => api.get<TQuestsResponse>(`/api/v1/athletes/${encodeURIComponent(athleteId)}/quests`),
  });

/** Today's daily quests and this week's squad quest of the athlete. */
export function useQuests(athlete: { id: string; birthYear: number } | undefined) {
  return useQuery({ ...questsQueryOptions(athlete?.birthYear ?? 0, athlete?.id ?? ''), enabled: Boolean(athlete) });
}
