/**
 * /coach/lessons (issue 18, point 4): coaches and admins see every lesson, drafts included, by
 * category; write a new one, edit any (a built-in one too: its file no longer updates it), and
 * publish, or unpublish after a dialog naming what depends on the lesson (decision 073). A parent
 * sees an access-denied card; the server refuses them in any case.
 */
import { Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TStaffLessonRow } from '#shared/validation/lesson-authoring';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Label, Select } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useStaffLessons } from '../api/get-staff-lessons';
import { usePublishStaffLesson } from '../api/publish-staff-lesson';
import { LESSON_AUTHORING_MESSAGES } from '#shared/lesson-authoring';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { UnpublishLessonDialog } from '../components/unpublish-lesson-dialog';

export function CoachLessonsPage() {
  if (!useIsStaff()) return <StaffOnly title="Lessons" description={LESSON_AUTHORING_MESSAGES.forbidden} />;
  return <CoachLessons />;
}

function sourceNote(lesson: TStaffLessonRow): string {
  if (lesson.source === 'app') return 'Written here';
  return lesson.editedAt ? 'Built-in, edited here (its file no longer updates it)' : 'Built-in';
}

function CoachLessons() {
  const list = useStaffLessons();
  const publish = usePublishStaffLesson();
  const [categoryId, setCategoryId] = useState('');
  const [unpublishing, setUnpublishing] = useState<TStaffLessonRow | null>(null);
  const filterId = useId();

  async function toggle(lesson: TStaffLessonRow) {
    setUnpublishing(null);
    try {
      await publish.mutateAsync({ lessonId: lesson.id, isPublished: !lesson.isPublished });
      toast.success(lesson.isPublished ? `Unpublished “${lesson.title}”` : `Published “${lesson.title}”`, {
        description: lesson.isPublished ? 'Families no longer see it.' : `Every family finds it in ${lesson.categoryTitle} now.`,
      });
    } catch (error) {
      toast.error('Could not change the lesson', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <PageMeta title="Lessons" description="Write, edit, preview and publish the academy's training lessons." />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Lessons</h1>
        <Button asChild>
          <Link to={paths.coachLessonNew()}>
            <Plus aria-hidden="true" />
            New lesson
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        A new lesson is a draft until you publish it; once published, every family finds it in its category. Editing a built-in lesson keeps your
        version: its file no longer changes it.
      </p>
      {list.isPending ? <PageSpinner label="Loading the lessons" /> : null}
      {list.isError ? (
        <Alert tone="error" title="We couldn't load the lessons.">
          <p>{list.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {list.data ? (
        <>
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <Label htmlFor={filterId}>Category</Label>
            <Select id={filterId} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value="">All categories</option>
              {list.data.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Select>
          </div>
          {/* Publish at once; Unpublish asks first, with what depends on the lesson. */}
          <LessonList
            lessons={list.data.lessons.filter((l) => !categoryId || l.categoryId === categoryId)}
            isBusy={publish.isPending}
            onToggle={(l) => (l.isPublished ? setUnpublishing(l) : void toggle(l))}
          />
        </>
      ) : null}
      <UnpublishLessonDialog
        lesson={unpublishing}
        isBusy={publish.isPending}
        onConfirm={() => {
          if (unpublishing) void toggle(unpublishing);
        }}
        onClose={() => setUnpublishing(null)}
      />
    </div>
  );
}

function LessonList({ lessons, isBusy, onToggle }: { lessons: TStaffLessonRow[]; isBusy: boolean; onToggle: (lesson: TStaffLessonRow) => void }) {
  if (lessons.length === 0) return <EmptyState title="No lessons in this category yet" />;
  return (
    <ul className="flex flex-col gap-3" aria-label="Lessons">
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">{lesson.title}</h2>
                <Badge variant={lesson.isPublished ? 'default' : 'outline'}>{lesson.isPublished ? 'Published' : 'Draft'}</Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                {lesson.categoryTitle} · {lesson.difficulty} · {lesson.type} · {lesson.durationMinutes} min · {sourceNote(lesson)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.coachLesson(lesson.id)} aria-label={`Edit ${lesson.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
              <Button
                variant={lesson.isPublished ? 'outline' : 'default'}
                size="sm"
                disabled={isBusy}
                onClick={() => onToggle(lesson)}
                aria-label={`${lesson.isPublished ? 'Unpublish' : 'Publish'} ${lesson.title}`}
              >
                {lesson.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {lesson.isPublished ? 'Unpublish' : 'Publish'}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
