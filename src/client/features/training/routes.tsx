/** Training: the categories, their lessons, the lesson player and the curriculum's levels. */
import { Dumbbell } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { trainingQueryKeys } from '#client/lib/query-keys';

export const trainingFeature: ClientFeature = {
  name: 'training',
  routes: [
    { path: pagePatterns.training, page: lazyPage(() => import('./pages/training-page'), 'TrainingPage'), frame: 'app' },
    { path: pagePatterns.category, page: lazyPage(() => import('./pages/category-page'), 'CategoryPage'), frame: 'app' },
    { path: pagePatterns.lesson, page: lazyPage(() => import('./pages/lesson-page'), 'LessonPage'), frame: 'app' },
    { path: pagePatterns.curriculum, page: lazyPage(() => import('./pages/curriculum-page'), 'CurriculumPage'), frame: 'app' },
  ],
  navigation: [{ to: paths.training(), label: 'Training', icon: Dumbbell, place: 'tab', order: 20 }],
  // XP moves the athlete's level, which decides the difficulty each lesson shows.
  liveQueries: ({ type }) => (type === 'xp' || type === 'streak' ? [trainingQueryKeys.all] : []),
  allLiveQueries: [trainingQueryKeys.all],
};
