import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalendarFeed } from '#shared/validation/calendar-feed';
import { api } from '#client/lib/api';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedQueryKey,
  queryFn: () => api.get<TCalendarFeed>('/api/v1/calendar-feed'),
});

/** The family's own calendar feed links, or `feed: null` before it made one. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}
