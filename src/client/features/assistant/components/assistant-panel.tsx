/**
 * The AI chat panel of /messages (docs/product.md, Academy assistant):
 * the family's stored transcript, the quick questions Membership, Schedule and Pricing, Clear Chat,
 * a "View membership" button when the server suggests it, the closest answers and "Send to Academy
 * Support" when the assistant is unsure, links to the app's pages an answer leads to, and the spec's
 * failure message and toast when it cannot answer. A question over the limit is never cut: the
 * field counts, says the limit and keeps every character until it is shortened. Self-contained: the
 * messages page only places it, and on a phone hands it the way back, so one header shows.
 */
import { ArrowLeft, ArrowRight, Bot, Eraser, LifeBuoy, SendHorizontal, UserRound } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, QUICK_QUESTIONS } from '#shared/assistant/rules';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import type { TAssistantQuestion, TChatMessage } from '#shared/validation/assistant';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { controlClass } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { toast } from '#client/lib/toast';
import { useAskAssistant } from '../api/ask-assistant';
import { useClearTranscript } from '../api/clear-transcript';
import { transcriptMessages, useAssistantTranscript } from '../api/get-transcript';
import { useHandOff } from '../api/hand-off';

/** A message shown only on this screen: the question that failed and the spec's failure answer. */
type LocalMessage = TChatMessage & { isLocal: true };

function localMessage(content: string, isAI: boolean): LocalMessage {
  return { id: `local-${crypto.randomUUID()}`, content, isAI, timestamp: new Date().toISOString(), suggestsMembership: false, suggestions: [], links: [], handoffQuestionId: null, safeguarding: false, isLocal: true };
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

type AssistantPanelProps = {
  className?: string;
  /** On a phone, the way back to the conversation list, shown in the panel's own header. */
  onBack?: () => void;
};

export function AssistantPanel({ className, onBack }: AssistantPanelProps) {
  const transcript = useAssistantTranscript();
  const ask = useAskAssistant();
  const clear = useClearTranscript();
  const handOff = useHandOff();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalMessage[]>([]);
  const [handedOff, setHandedOff] = useState<Set<string>>(new Set());
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const counterId = useId();

  const messages: TChatMessage[] = [...transcriptMessages(transcript.data), ...local];
  const isBusy = ask.isPending || clear.isPending;
  // After the safeguarding answer the panel offers no topics: the family reads the help, not a menu.
  const afterSafeguarding = messages.at(-1)?.safeguarding === true;
  // Counted as the server counts it: after trimming (ZAssistantQuestion).
  const length = text.trim().length;
  const isTooLong = length > ASSISTANT_LIMITS.messageMaxLength;
  const canSend = length > 0 && !isTooLong && !isBusy;

  // The newest message in sight, scrolling the log only (not the page around it).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  async function send(question: TAssistantQuestion) {
    setPending(question.message);
    try {
      await ask.mutateAsync(question);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        toast.error(error.message, { id: 'assistant-error' });
      } else if (error instanceof AppError && error.code === 'VALIDATION') {
        // Refused as written (too long, a control character): the words come back to be fixed.
        if (!question.context?.type && !question.context?.topic) setText(question.message);
        toast.error(error.message, { id: 'assistant-error' });
      } else {
        // The spec's answer when the assistant cannot respond (docs/product.md, Messages: AI chat).
        setLocal((shown) => [...shown, localMessage(question.message, false), localMessage(ASSISTANT_MESSAGES.failure, true)]);
        toast.error(ASSISTANT_MESSAGES.failureToastTitle, { description: ASSISTANT_MESSAGES.failureToastDescription, id: 'assistant-error' });
      }
    } finally {
      setPending(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || isTooLong || isBusy) return;
    setText('');
    void send({ message, context: {} });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) onSubmit(event);
  }

  async function onClear() {
    try {
      await clear.mutateAsync();
      setLocal([]);
      setHandedOff(new Set());
      toast.success(ASSISTANT_MESSAGES.cleared, { id: 'assistant-cleared' });
    } catch {
      toast.error(ASSISTANT_MESSAGES.clearFailed, { id: 'assistant-error' });
    }
  }

  async function onHandOff(questionId: string) {
    try {
      await handOff.mutateAsync({ messageId: questionId });
      setHandedOff((ids) => new Set(ids).add(questionId));
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') setHandedOff((ids) => new Set(ids).add(questionId));
      toast.error(error instanceof AppError ? error.message : ASSISTANT_MESSAGES.handOffUnavailable, { id: 'assistant-error' });
    }
  }

  return (
    <section aria-label="AI Assistant" className={cn('flex h-full min-h-[28rem] flex-col rounded-lg border bg-card', className)}>
      <header className="flex items-center justify-between gap-2 border-b p-2 sm:p-3">
        <div className="flex min-w-0 items-center gap-2">
          {onBack ? (
            <Button variant="ghost" size="icon" className="shrink-0 md:hidden" onClick={onBack} aria-label="Back to conversations">
              <ArrowLeft className="size-5" aria-hidden="true" />
            </Button>
          ) : null}
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Bot className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="truncate font-semibold leading-tight">AI Assistant</h2>
            <p className="hidden text-xs text-muted-foreground sm:block">Answers from the academy’s own information</p>
          </div>
        </div>
        {/* On the narrowest phones the icon alone, so the name keeps its line. */}
        <Button variant="ghost" size="sm" className="shrink-0" onClick={() => void onClear()} disabled={isBusy || messages.length === 0}>
          <Eraser aria-hidden="true" />
          <span className="max-[359px]:sr-only">Clear Chat</span>
        </Button>
      </header>

      <div ref={logRef} role="log" aria-live="polite" aria-label="Conversation with the AI Assistant" className="flex-1 space-y-3 overflow-y-auto p-3">
        {transcript.hasNextPage ? (
          <div className="text-center">
            <Button variant="link" size="sm" onClick={() => void transcript.fetchNextPage()} disabled={transcript.isFetchingNextPage}>
              Show earlier messages
            </Button>
          </div>
        ) : null}
        <Bubble message={localMessage(ASSISTANT_MESSAGES.welcome, true)} showTime={false} />
        {transcript.isPending ? <Spinner label="Loading the conversation" /> : null}
        {transcript.isError ? <Alert tone="error">We could not load your conversation. You can still ask a question.</Alert> : null}
        {messages.map((message) => (
          <Bubble key={message.id} message={message}>
            {message.links.map((link) => (
              <Button key={link.path} asChild size="sm" variant="outline">
                <Link to={link.path}>
                  <ArrowRight aria-hidden="true" />
                  {link.label}
                </Link>
              </Button>
            ))}
            {message.suggestsMembership ? (
              <Button asChild size="sm" variant="accent">
                <Link to={paths.membership()}>View membership</Link>
              </Button>
            ) : null}
            {message.suggestions.map((s) => (
              <Button key={s.id} size="sm" variant="outline" disabled={isBusy} onClick={() => void send({ message: s.title, context: { topic: s.id } })}>
                {s.title}
              </Button>
            ))}
            {message.handoffQuestionId ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={handOff.isPending || handedOff.has(message.handoffQuestionId)}
                onClick={() => void onHandOff(message.handoffQuestionId!)}
              >
                <LifeBuoy aria-hidden="true" />
                {handedOff.has(message.handoffQuestionId) ? 'Sent to Academy Support' : 'Send to Academy Support'}
              </Button>
            ) : null}
          </Bubble>
        ))}
        {pending ? (
          <>
            <Bubble message={localMessage(pending, false)} showTime={false} />
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner label="The assistant is answering" className="[&>span:first-child]:size-4" />
              <span aria-hidden="true">Thinking…</span>
            </div>
          </>
        ) : null}
      </div>

      <div className="border-t p-3">
        {afterSafeguarding ? null : (
          <div role="group" aria-label="Quick questions" className="mb-2 flex flex-wrap gap-2">
            {QUICK_QUESTIONS.map((q) => (
              <Button key={q.type} size="sm" variant="outline" disabled={isBusy} onClick={() => void send({ message: q.message, context: { type: q.type } })}>
                {q.label}
              </Button>
            ))}
          </div>
        )}
        <form onSubmit={onSubmit} className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Ask the AI Assistant
          </label>
          {/* One line high, unlike the shared Textarea: the chat's field sits under a scrolling log. No
              maxLength: a pasted question is never cut; the counter and the error below say the limit. */}
          <textarea
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Ask a question…"
            aria-describedby={counterId}
            aria-invalid={isTooLong || undefined}
            rows={1}
            className={cn(controlClass, 'h-11 min-w-0 resize-none py-2', isTooLong && 'border-destructive')}
          />
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send">
            <SendHorizontal aria-hidden="true" />
          </Button>
        </form>
        <div id={counterId} className="mt-1 flex flex-wrap items-start justify-between gap-x-3 text-xs">
          {isTooLong ? (
            <p role="alert" className="font-medium text-destructive">
              {ASSISTANT_MESSAGES.tooLong}
            </p>
          ) : (
            <span />
          )}
          <p className={cn('tabular-nums', isTooLong ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
            <span className="sr-only">Characters: </span>
            {length.toLocaleString('en-US')} / {ASSISTANT_LIMITS.messageMaxLength.toLocaleString('en-US')}
          </p>
        </div>
      </div>
    </section>
  );
}

function Bubble({ message, showTime = true, children }: { message: TChatMessage; showTime?: boolean; children?: ReactNode }) {
  const Icon = message.isAI ? Bot : UserRound;
  return (
    <div className={cn('flex gap-2', message.isAI ? 'justify-start' : 'flex-row-reverse')}>
      <span aria-hidden="true" className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon className="size-4" />
      </span>
      <div className={cn('max-w-[85%] space-y-2', message.isAI ? '' : 'items-end text-right')}>
        <div className={cn('whitespace-pre-line rounded-lg px-3 py-2 text-left text-sm', message.isAI ? 'bg-muted' : 'bg-primary text-primary-foreground')}>
          <span className="sr-only">{message.isAI ? 'Assistant: ' : 'You: '}</span>
          {message.content}
        </div>
        {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
        {showTime ? <p className="text-xs text-muted-foreground">{timeFormat.format(new Date(message.timestamp))}</p> : null}
      </div>
    </div>
  );
}
