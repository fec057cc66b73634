/**
 * The Send Message dialog (docs/product.md, Admin): to one family, or to every family the search finds,
 * with the number of recipients stated before anything is sent. Messages go to the parent's account.
 */
import { type FormEvent, useState } from 'react';
import { AppError } from '#shared/errors';
import { CONTACT_MESSAGES, MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, ZMessageForm } from '#shared/validation/contacts';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { useSendBulkMessage, useSendMessage } from '../api/send-message';

export type MessageTarget = { kind: 'one'; userId: string; name: string } | { kind: 'all'; q: string; total: number };

export function SendMessageDialog({ target, onClose }: { target: MessageTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.kind === 'one' ? `Send Message to ${target.name}` : 'Send Message to all listed families'}
          description={
            target.kind === 'one'
              ? 'The family reads it on its dashboard and receives it by e-mail.'
              : `This message goes to ${target.total} ${target.total === 1 ? 'family' : 'families'}, on their dashboards and by e-mail.`
          }
        >
          <MessageForm target={target} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MessageForm({ target, onDone }: { target: MessageTarget; onDone: () => void }) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const single = useSendMessage();
  const bulk = useSendBulkMessage();
  const isPending = single.isPending || bulk.isPending;
  const isEmpty = !subject.trim() || !body.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZMessageForm.safeParse({ subject, body });
    if (!parsed.success) {
      const fields: { subject?: string; body?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'subject' || key === 'body') && !fields[key]) fields[key] = issue.message;
      }
      setErrors(fields);
      return;
    }
    setErrors({});
    const reason = (error: unknown) => (error instanceof AppError ? error.message : 'Something went wrong. Please try again.');
    if (target.kind === 'one') {
      single.mutate(
        { userId: target.userId, subject, body },
        {
          onSuccess: () => {
            toast.success(CONTACT_MESSAGES.sent);
            onDone();
          },
          onError: (error) => toast.error(CONTACT_MESSAGES.sendFailed, { description: reason(error) }),
        },
      );
    } else {
      bulk.mutate(
        { q: target.q || undefined, subject, body },
        {
          onSuccess: (result) => {
            toast.success(CONTACT_MESSAGES.bulkSent(result.sent));
            onDone();
          },
          onError: (error) => toast.error(CONTACT_MESSAGES.bulkFailed, { description: reason(error) }),
        },
      );
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field label="Subject" error={errors.subject} limit={{ length: subject.length, max: MESSAGE_SUBJECT_MAX, message: CONTACT_MESSAGES.subjectTooLong }}>
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Message" error={errors.body} limit={{ length: body.length, max: MESSAGE_BODY_MAX, message: CONTACT_MESSAGES.bodyTooLong }}>
        <Textarea value={body} rows={6} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isEmpty || isPending}>
          {isPending ? 'Sending…' : target.kind === 'one' ? 'Send Message' : `Send to ${target.total} ${target.total === 1 ? 'family' : 'families'}`}
        </Button>
      </div>
    </form>
  );
}
