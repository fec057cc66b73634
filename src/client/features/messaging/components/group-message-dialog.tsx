/**
 * "Message a group" on the contacts' Families tab (docs/product.md, Messages: Groups): staff choose
 * everyone with a membership, a plan, a birth year, a training group or the families with payment
 * trouble, see how many families that is, and send; each family gets it once, in its Academy Support
 * conversation. The search's "Message all" stays beside it.
 */
import { type FormEvent, useState } from 'react';
import { AppError } from '#shared/errors';
import { canSendMessage, MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES, normaliseMessageBody } from '#shared/messaging';
import { AUDIENCE_MESSAGES, AUDIENCE_SUBJECT_MAX, audienceKey } from '#shared/validation/audiences';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useAudienceMessage, useAudiences } from '../api/audiences';

const families = (n: number) => `${n} ${n === 1 ? 'family' : 'families'}`;

export function GroupMessageDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {isOpen ? (
        <DialogContent title="Message a group" description="Each family of the group gets it once, in its Academy Support conversation.">
          <GroupMessageForm onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function GroupMessageForm({ onDone }: { onDone: () => void }) {
  const audiences = useAudiences(true);
  const send = useAudienceMessage();
  const [key, setKey] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [isUrgent, setIsUrgent] = useState(false);

  if (audiences.isPending) return <Spinner label="Loading groups" />;
  if (audiences.isError) {
    return (
      <Alert tone="error" title={AUDIENCE_MESSAGES.loadFailed}>
        <Button variant="outline" className="mt-2" onClick={() => void audiences.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const choices = audiences.data.audiences;
  const chosen = choices.find((c) => audienceKey(c.audience) === key) ?? choices[0];
  const count = chosen?.families ?? 0;
  const isSubjectTooLong = subject.trim().length > AUDIENCE_SUBJECT_MAX;
  const canSend = Boolean(chosen) && count > 0 && canSendMessage(body) && !isSubjectTooLong && !send.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = normaliseMessageBody(body);
    if (!chosen || !text || !canSend) return;
    send.mutate(
      { audience: chosen.audience, subject: subject.trim() || undefined, body: text, isUrgent },
      {
        onSuccess: (result) => {
          toast.success(MESSAGING_MESSAGES.massSent, { description: `Sent to ${families(result.sent)}.` });
          onDone();
        },
        onError: (error) => toast.error(MESSAGING_MESSAGES.massSendFailed, { description: error instanceof AppError ? error.message : undefined }),
      },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field label="Send to" hint={count > 0 ? `${families(count)} will get this message.` : AUDIENCE_MESSAGES.noRecipients}>
        <Select value={chosen ? audienceKey(chosen.audience) : ''} onChange={(e) => setKey(e.target.value)}>
          {choices.map((c) => (
            <option key={audienceKey(c.audience)} value={audienceKey(c.audience)}>
              {`${c.label} (${c.families})`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Subject (optional)" limit={{ length: subject.trim().length, max: AUDIENCE_SUBJECT_MAX, message: AUDIENCE_MESSAGES.subjectTooLong }} showCount={false}>
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
      </Field>
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
        <Button type="submit" disabled={!canSend}>
          {send.isPending ? 'Sending…' : `Send to ${families(count)}`}
        </Button>
      </div>
    </form>
  );
}
