import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { deleteAccount } from '../api/delete-account';
import { actionableMessage } from './auth-messages';
import { leaveSignedOut } from './leave-signed-out';

const CONFIRMATION = 'DELETE';

/** Deleting the account takes a typed confirmation: it removes the whole family and cannot be undone. */
export function DeleteAccountDialog() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);

  async function confirm() {
    setIsDeleting(true);
    try {
      await deleteAccount();
    } catch (error) {
      toast.error('Account Not Deleted', {
        description: actionableMessage(error) ?? 'Please try again in a moment.',
      });
      setIsDeleting(false);
      return;
    }
    toast.success('Account Deleted', {
      description: "Your family's account and data have been removed.",
    });
    leaveSignedOut(navigate);
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setTyped('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="This deletes your account, your profile, your athletes and all of their training progress (XP, streaks, achievements, challenges). It cannot be undone."
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === CONFIRMATION) void confirm();
          }}
        >
          <Field label={`Type ${CONFIRMATION} to confirm`}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={typed !== CONFIRMATION || isDeleting}
            >
              {isDeleting ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
