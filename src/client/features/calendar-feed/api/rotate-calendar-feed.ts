import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '#shared/validation/calendar-feed';
import { api } from '#client/lib/api';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** Makes the family's calendar link, or a new one that replaces it (the old one stops working). */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TCalendarFeed>('/api/v1/calendar-feed/rotate'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey, feed),
  });
}
