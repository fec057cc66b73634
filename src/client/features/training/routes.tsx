/**
 * Training: the categories, their lessons, the lesson player and the curriculum's levels; for
 * coaches and admins, the lessons they write and publish.
 */
import { Dumbbell, NotebookPen } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { trainingQueryKeys } from '#client/lib/query-keys';
import { staffLessonQueryKeys } from './api/staff-lesson-keys';
import { m } from '#shared/i18n/paraglide/messages';

export const trainingFeature: ClientFeature = {
  name: 'training',
  routes: [
    { path: pagePatterns.training, page: lazyPage(() => import('./pages/training-page'), 'TrainingPage'), frame: 'app' },
    { path: pagePatterns.category, page: lazyPage(() => import('./pages/category-page'), 'CategoryPage'), frame: 'app' },
    { path: pagePatterns.lesson, page: lazyPage(() => import('./pages/lesson-page'), 'LessonPage'), frame: 'app' },
    { path: pagePatterns.curriculum, page: lazyPage(() => import('./pages/curriculum-page'), 'CurriculumPage'), frame: 'app' },
    { path: pagePatterns.coachLessons, page: lazyPage(() => import('./pages/coach-lessons-page'), 'CoachLessonsPage'), frame: 'app' },
    { path: pagePatterns.coachLessonNew, page: lazyPage(() => import('./pages/lesson-editor-page'), 'LessonEditorPage'), frame: 'app' },
    { path: pagePatterns.coachLesson, page: lazyPage(() => import('./pages/lesson-editor-page'), 'LessonEditorPage'), frame: 'app' },
  ],
  navigation: [
    { to: paths.training(), label: m.nav_training, icon: Dumbbell, place: 'tab', order: 20 },
    { to: paths.coachLessons(), label: m.nav_lessons, icon: NotebookPen, place: 'header', order: 9, onlyFor: 'staff' },
  ],
  // XP moves the athlete's level, which decides the difficulty each lesson shows; a lesson
  // published, edited or unpublished by a coach changes the categories for everyone.
  liveQueries: ({ type }) => (type === 'xp' || type === 'streak' ? [trainingQueryKeys.all] : type === 'lessons' ? [trainingQueryKeys.all, staffLessonQueryKeys.all] : []),
  allLiveQueries: [trainingQueryKeys.all, staffLessonQueryKeys.all],
};
