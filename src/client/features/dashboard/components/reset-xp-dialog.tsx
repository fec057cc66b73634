import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { AppError } from '#shared/errors';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { firstName } from '#client/lib/format';
import { toast } from '#client/lib/toast';
import { useResetProgress } from '../api/reset-progress';
import { rememberLevel } from '../level-up';

/** The Reset XP messages (docs/product.md, Messages). */
function resetFailure(error: unknown): string {
  if (error instanceof AppError && error.status === 401) return 'You must be logged in to reset XP';
  const message = error instanceof Error ? error.message.trim() : '';
  return message ? `Failed to reset XP: ${message}` : 'An unexpected error occurred';
}

/** Reset XP with a confirmation: clears the athlete's XP ledger and challenge progress. */
export function ResetXpDialog({
  athleteId,
  athleteName,
}: {
  athleteId: string;
  athleteName: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const reset = useResetProgress();
  const name = firstName(athleteName);

  function confirm() {
    reset.mutate(athleteId, {
      onSuccess: ({ totals }) => {
        rememberLevel(athleteId, totals.level);
        setIsOpen(false);
        toast.success('XP and challenge progress reset successfully!');
      },
      onError: (error) => toast.error(resetFailure(error)),
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <RotateCcw aria-hidden="true" /> Reset XP
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Reset ${name}'s XP?`}
        description={`This clears ${name}'s XP, level and weekly challenge progress and cannot be undone. Completed lessons and the streak are kept.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset XP'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
