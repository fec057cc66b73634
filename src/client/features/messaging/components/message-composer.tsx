/**
 * The box a message is written in (docs/product.md, Messages): the send button is disabled while the
 * text is blank or too long and while sending; on failure "Failed to send message" with the text kept.
 */
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { AppError } from '#shared/errors';
import { canSendMessage, MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES, normaliseMessageBody } from '#shared/messaging';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';

export function MessageComposer({
  label,
  onSend,
  withUrgent = false,
}: {
  label: string;
  /** Resolves when the message is stored; rejects to keep the text. */
  onSend: (input: { body: string; isUrgent: boolean }) => Promise<unknown>;
  withUrgent?: boolean;
}) {
  const [text, setText] = useState('');
  const [isUrgent, setIsUrgent] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const id = useId();
  const canSend = canSendMessage(text) && !isSending;
  const isTooLong = text.trim().length > MESSAGE_MAX_LENGTH;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = normaliseMessageBody(text);
    if (!body || !canSend) return;
    setIsSending(true);
    try {
      await onSend({ body, isUrgent });
      setText('');
      setIsUrgent(false);
    } catch (error) {
      toast.error(MESSAGING_MESSAGES.sendFailed, { description: error instanceof AppError ? error.message : undefined });
    } finally {
      setIsSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Ctrl or Cmd + Enter sends; Enter alone starts a new line (messages may have paragraphs).
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  }

  return (
    <form className="flex flex-col gap-2 border-t bg-card p-3" onSubmit={(e) => void send(e)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={text}
          rows={2}
          placeholder="Write a message…"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={isTooLong || undefined}
          className="min-h-11 min-w-0 flex-1 resize-none"
        />
        <Button type="submit" className="shrink-0" disabled={!canSend} aria-label={isSending ? 'Sending' : 'Send'}>
          <Send className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{isSending ? 'Sending…' : 'Send'}</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        {withUrgent ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={isUrgent} onChange={(e) => setIsUrgent(e.target.checked)} className="size-4" />
            Urgent (e-mailed even in quiet hours)
          </label>
        ) : (
          <span />
        )}
        <span className={isTooLong ? 'font-semibold text-destructive' : ''}>{isTooLong ? MESSAGING_MESSAGES.bodyTooLong : `${text.trim().length}/${MESSAGE_MAX_LENGTH}`}</span>
      </div>
    </form>
  );
}
