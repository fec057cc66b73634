import { useQuery } from '@tanstack/react-query';
import type { TSkillCatalogue } from '#shared/validation/evaluations';
import { api } from '#client/lib/api';
import { evaluationQueryKeys } from './query-keys';

/** The skill catalogue, with each skill's described levels per birth-year band (coaches and admins). */
export function useSkillCatalogue() {
  return useQuery({ queryKey: evaluationQueryKeys.skills(), queryFn: () => api.get<TSkillCatalogue>('/api/v1/coach/skills'), staleTime: Infinity, retry: false });
}
