/**
 * Asked before Unpublish (decision 073): what depends on the lesson (its curriculum module, the
 * families part-way through it, the athletes who completed it) and, when the server would refuse
 * (the module's last published lesson), the reason, with Unpublish disabled.
 */
import { EyeOff } from 'lucide-react';
import type { TLessonDependents } from '#shared/validation/lesson-authoring';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { useLessonDependents } from '../api/get-lesson-dependents';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Dependents({ dependents: d }: { dependents: TLessonDependents }) {
  return (
    <ul className="mb-4 flex list-disc flex-col gap-1.5 pl-5 text-sm" aria-label="What depends on this lesson">
      {d.modules.map((m) => (
        <li key={m.id}>
          Curriculum module <strong>{m.title}</strong> ({m.levelTitle}): {m.publishedLessons} of {m.totalLessons} lessons published
          {d.blockedReason ? '.' : `; ${m.publishedLessons - 1} after this, and the module counts only those.`}
        </li>
      ))}
      <li>
        {d.inProgress.families === 0
          ? 'No family has it under way.'
          : `${count(d.inProgress.families, 'family has', 'families have')} it under way (${count(d.inProgress.athletes, 'athlete', 'athletes')}): they can no longer open it.`}
      </li>
      {d.completedAthletes > 0 ? <li>{count(d.completedAthletes, 'athlete', 'athletes')} completed it: their XP and completions stay.</li> : null}
    </ul>
  );
}

export function UnpublishLessonDialog({
  lesson,
  isBusy,
  onConfirm,
  onClose,
}: {
  lesson: { id: string; title: string } | null;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dependents = useLessonDependents(lesson?.id ?? null);
  return (
    <Dialog open={lesson !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {lesson ? (
        <DialogContent title={`Unpublish “${lesson.title}”?`} description="Families will no longer find it in its category or open it.">
          {dependents.isPending ? <Spinner label="Checking what depends on this lesson" className="mb-4" /> : null}
          {dependents.isError ? (
            <Alert tone="error" title="We couldn't check what depends on this lesson." className="mb-4">
              <p>{dependents.error.message}</p>
            </Alert>
          ) : null}
          {dependents.data ? <Dependents dependents={dependents.data} /> : null}
          {dependents.data?.blockedReason ? (
            <Alert tone="error" title="This lesson can't be unpublished" className="mb-4">
              <p>{dependents.data.blockedReason}</p>
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={!dependents.data || dependents.data.blockedReason !== null || isBusy} onClick={onConfirm}>
              <EyeOff aria-hidden="true" />
              {isBusy ? 'Unpublishing…' : 'Unpublish'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
