/**
 * The contacts' message dialogs (docs/product.md, Conversations): to one family (its Academy Support
 * thread) or to every family the search finds, with the number of recipients stated before sending.
 * Toasts as docs/product.md gives them (Messages): "Message Sent", "Mass Message Sent", and their failures.
 */
import { type FormEvent, useState } from 'react';
import { AppError } from '#shared/errors';
import { canSendMessage, MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES, normaliseMessageBody } from '#shared/messaging';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { useMassMessage, useMessageFamily } from '../api/send-staff-message';

export type StaffMessageTarget = { kind: 'one'; userId: string; name: string } | { kind: 'all'; q: string; total: number };

const families = (n: number) => `${n} ${n === 1 ? 'family' : 'families'}`;

export function StaffMessageDialog({ target, onClose }: { target: StaffMessageTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.kind === 'one' ? `Message ${target.name}` : 'Mass message'}
          description={
            target.kind === 'one'
              ? 'It goes to the family’s Academy Support conversation in the app.'
              : `This message goes to ${families(target.total)}${target.q ? ` matching “${target.q}”` : ''}, each in its Academy Support conversation.`
          }
        >
          <StaffMessageForm target={target} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function StaffMessageForm({ target, onDone }: { target: StaffMessageTarget; onDone: () => void }) {
  const [body, setBody] = useState('');
  const [isUrgent, setIsUrgent] = useState(false);
  const single = useMessageFamily();
  const mass = useMassMessage();
  const isPending = single.isPending || mass.isPending;
  const reason = (error: unknown) => (error instanceof AppError ? error.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = normaliseMessageBody(body);
    if (!text || !canSendMessage(body) || isPending) return;
    if (target.kind === 'one') {
      single.mutate(
        { userId: target.userId, body: text, isUrgent },
        {
          onSuccess: () => {
            toast.success(MESSAGING_MESSAGES.sent);
            onDone();
          },
          onError: (error) => toast.error(MESSAGING_MESSAGES.sendFailed, { description: reason(error) }),
        },
      );
    } else {
      mass.mutate(
        { q: target.q || undefined, body: text, isUrgent },
        {
          onSuccess: (result) => {
            toast.success(MESSAGING_MESSAGES.massSent, { description: `Sent to ${families(result.sent)}.` });
            onDone();
          },
          onError: (error) => toast.error(MESSAGING_MESSAGES.massSendFailed, { description: reason(error) }),
        },
      );
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field label="Message" limit={{ length: body.trim().length, max: MESSAGE_MAX_LENGTH, message: MESSAGING_MESSAGES.bodyTooLong }}>
        <Textarea value={body} rows={6} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isUrgent} onChange={(e) => setIsUrgent(e.target.checked)} className="size-4" />
        Urgent (e-mailed even in quiet hours)
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSendMessage(body) || isPending}>
          {isPending ? 'Sending…' : target.kind === 'one' ? 'Send Message' : `Send to ${families(target.total)}`}
        </Button>
      </div>
    </form>
  );
}
