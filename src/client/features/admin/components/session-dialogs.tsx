/**
 * The admin's dialogs for one session (or a new one): add, move, cancel with a confirmation,
 * restore with a confirmation, and the history. Each form checks itself with the route's own schema
 * and shows the server's message when it refuses (a session that started, another admin first).
 */
import type { TAdminSession } from '#shared/validation/session-admin';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describeSession } from './session-labels';
import { AddSessionForm, MoveSessionForm } from './session-forms';
import { CancelSessionForm, RestoreSessionConfirm, SessionHistoryList } from './session-status-forms';

export type SessionDialog =
  | { kind: 'add' }
  | { kind: 'move'; session: TAdminSession }
  | { kind: 'cancel'; session: TAdminSession }
  | { kind: 'restore'; session: TAdminSession }
  | { kind: 'history'; session: TAdminSession };

function titleOf(dialog: SessionDialog): string {
  if (dialog.kind === 'add') return 'Add a session';
  return { move: 'Move session', cancel: 'Cancel session', restore: 'Restore session', history: 'Session history' }[dialog.kind];
}

export function SessionDialogs({ dialog, onClose }: { dialog: SessionDialog | null; onClose: () => void }) {
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {dialog ? (
        <DialogContent title={titleOf(dialog)} description={dialog.kind === 'add' ? 'A clinic or a make-up day for one group.' : describeSession(dialog.session)}>
          {dialog.kind === 'add' ? <AddSessionForm onDone={onClose} /> : null}
          {dialog.kind === 'move' ? <MoveSessionForm session={dialog.session} onDone={onClose} /> : null}
          {dialog.kind === 'cancel' ? <CancelSessionForm session={dialog.session} onDone={onClose} /> : null}
          {dialog.kind === 'restore' ? <RestoreSessionConfirm session={dialog.session} onDone={onClose} /> : null}
          {dialog.kind === 'history' ? <SessionHistoryList session={dialog.session} /> : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
