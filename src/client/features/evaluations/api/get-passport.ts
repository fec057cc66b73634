import { useQuery } from '@tanstack/react-query';
import type { TPassport } from '#shared/validation/evaluations';
import { api } from '#client/lib/api';
import { evaluationQueryKeys } from './query-keys';

/** One of the family's athletes' skill passport (published evaluations only). */
export function usePassport(athleteId: string | undefined) {
  return useQuery({
    queryKey: evaluationQueryKeys.passport(athleteId ?? ''),
    queryFn: () => api.get<TPassport>(`/api/v1/athletes/${encodeURIComponent(athleteId!)}/passport`),
    enabled: Boolean(athleteId),
    retry: false,
  });
}
