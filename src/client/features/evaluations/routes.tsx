/**
 * Skill evaluations and passports (issue 42, points 1-2): the coach's roster of evaluations due and
 * the evaluation of one athlete, and the family's skill passport of one of its athletes.
 */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { evaluationQueryKeys } from './api/query-keys';

export const evaluationsFeature: ClientFeature = {
  name: 'evaluations',
  routes: [
    { path: pagePatterns.coachEvaluations, page: lazyPage(() => import('./pages/evaluation-roster-page'), 'EvaluationRosterPage'), frame: 'app' },
    { path: pagePatterns.coachEvaluation, page: lazyPage(() => import('./pages/evaluation-page'), 'EvaluationPage'), frame: 'app' },
    { path: pagePatterns.passport, page: lazyPage(() => import('./pages/passport-page'), 'PassportPage'), frame: 'app' },
  ],
  allLiveQueries: [evaluationQueryKeys.all],
};
