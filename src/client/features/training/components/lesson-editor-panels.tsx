/**
 * Panels the lesson editor shows under a lesson once it is saved (it has an id to attach to): each
 * is a component given the saved lesson. Lesson videos (issue 18, point 5) add their upload panel
 * to this list; a new lesson shows none until its first save.
 */
import type { ComponentType } from 'react';
import type { TStaffLesson } from '#shared/validation/lesson-authoring';
import { LessonVideoUpload } from './lesson-video-upload';

export type SavedLessonPanelProps = { lesson: TStaffLesson };

export const SAVED_LESSON_PANELS: readonly { key: string; Panel: ComponentType<SavedLessonPanelProps> }[] = [
  { key: 'videos', Panel: ({ lesson }) => <LessonVideoUpload lessonId={lesson.id} stepTitles={lesson.steps.map((step) => step.title)} /> },
];

export function SavedLessonPanels({ lesson }: SavedLessonPanelProps) {
  if (SAVED_LESSON_PANELS.length === 0) return null;
  return (
    <div className="flex flex-col gap-5">
      {SAVED_LESSON_PANELS.map(({ key, Panel }) => (
        <Panel key={key} lesson={lesson} />
      ))}
    </div>
  );
}
