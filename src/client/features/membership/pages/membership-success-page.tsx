/**
 * /membership-success (docs/product.md, Membership): reads session_id; missing or malformed ids get
 * their messages (docs/product.md, Messages); otherwise the payment is verified with the server
 * (pending, then success or error), with up to 3 retries, Back to Membership and Contact Support.
 * While the bank is still confirming an asynchronous payment the page asks again a few times before
 * saying so; a checkout that was never paid says that instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, Mail, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import { SESSION_MESSAGES, VERIFY_MAX_RETRIES, isVerifiableSessionId } from '#shared/membership';
import { paths } from '#shared/page-paths';
import { formatSessionsRemaining, remainingWording } from '#shared/sessions-remaining';
import type { TMembership } from '#shared/validation/membership';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { verifyPayment } from '../api/verify-payment';
import { formatBillingDate } from '../components/dates';
import { MembershipStatusBadge } from '../components/membership-status-badge';

/** While the provider says "pending", ask again every 2 s, this many times. */
const PENDING_POLLS = 10;
const POLL_MS = 2000;

type Phase =
  | { name: 'pending' }
  | { name: 'success'; membership: TMembership | null }
  | { name: 'processing' }
  | { name: 'unpaid' }
  | { name: 'error'; message: string };

function supportHref(sessionId: string | null): string {
  const subject = 'Payment question';
  const body = `Hello ${ACADEMY.name},\n\nI need help with a membership payment.\n\nSession ID: ${sessionId ?? '(none)'}\n`;
  return `mailto:${ACADEMY.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function Frame({ icon, title, children, tone }: { icon: ReactNode; title: string; children: ReactNode; tone: 'success' | 'error' | 'info' }) {
  const ring = tone === 'success' ? 'text-success' : tone === 'error' ? 'text-destructive' : 'text-primary';
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <PageMeta title={title} />
      <Card className="flex flex-col items-center gap-3 p-6 text-center">
        <span className={ring}>{icon}</span>
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </Card>
    </div>
  );
}

function SupportLink({ sessionId }: { sessionId: string | null }) {
  return (
    <Button asChild variant="ghost">
      <a href={supportHref(sessionId)}>
        <Mail aria-hidden="true" />
        Contact Support
      </a>
    </Button>
  );
}

function BackToMembership({ variant = 'outline' }: { variant?: 'outline' | 'default' }) {
  return (
    <Button asChild variant={variant}>
      <Link to={paths.membership()}>Back to Membership</Link>
    </Button>
  );
}

function Verifier({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ name: 'pending' });
  const [retryCount, setRetryCount] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function attempt(poll: number) {
      try {
        const result = await verifyPayment(sessionId);
        if (!isCurrent) return;
        if (result.status === 'success') {
          setPhase({ name: 'success', membership: result.membership });
          void queryClient.invalidateQueries();
        } else if (result.status === 'unpaid') {
          setPhase({ name: 'unpaid' });
        } else if (poll + 1 < PENDING_POLLS) {
          timer = setTimeout(() => void attempt(poll + 1), POLL_MS);
        } else {
          setPhase({ name: 'processing' });
        }
      } catch (error) {
        if (!isCurrent) return;
        setPhase({ name: 'error', message: error instanceof AppError && error.message ? error.message : SESSION_MESSAGES.unknownError });
      }
    }
    void attempt(0);
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, retryCount, queryClient]);

  if (phase.name === 'pending') {
    return (
      <Frame icon={<Spinner label="Verifying your payment" />} title="Verifying Payment" tone="info">
        <p className="text-muted-foreground" aria-live="polite">
          Confirming your payment with the payment provider. This takes a few seconds.
        </p>
      </Frame>
    );
  }

  if (phase.name === 'processing') {
    return (
      <Frame icon={<Clock className="size-12" aria-hidden="true" />} title="Payment Processing" tone="info">
        <p className="text-muted-foreground">
          Your bank is still confirming the payment. Your membership starts as soon as it clears, and we will e-mail your
          receipt. You can safely leave this page.
        </p>
        <p className="text-xs break-all text-muted-foreground">Session ID: {sessionId}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <BackToMembership variant="default" />
          <SupportLink sessionId={sessionId} />
        </div>
      </Frame>
    );
  }

  if (phase.name === 'unpaid') {
    return (
      <Frame icon={<AlertTriangle className="size-12" aria-hidden="true" />} title="Payment Not Completed" tone="error">
        <p className="text-muted-foreground">
          This checkout was not paid, and no money was taken. Choose your plan again on the membership page to finish
          joining.
        </p>
        <p className="text-xs break-all text-muted-foreground">Session ID: {sessionId}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <BackToMembership variant="default" />
          <SupportLink sessionId={sessionId} />
        </div>
      </Frame>
    );
  }

  if (phase.name === 'error') {
    const canRetry = retryCount < VERIFY_MAX_RETRIES;
    return (
      <Frame icon={<XCircle className="size-12" aria-hidden="true" />} title={SESSION_MESSAGES.failedTitle} tone="error">
        <div role="alert" className="flex flex-col gap-2">
          <p>{SESSION_MESSAGES.failedText}</p>
          <p className="font-medium text-destructive">{phase.message || SESSION_MESSAGES.unknownError}</p>
        </div>
        <dl className="w-full rounded-md bg-muted p-3 text-left text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">Session ID:</dt>
            <dd className="break-all">{sessionId}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold">Retry Count:</dt>
            <dd>
              {retryCount}/{VERIFY_MAX_RETRIES}
            </dd>
          </div>
        </dl>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {canRetry ? <Button
              onClick={() => {
                setPhase({ name: 'pending' });
                setRetryCount((n) => n + 1);
              }}
            >
              Retry Verification
            </Button> : null}
          <BackToMembership />
          <SupportLink sessionId={sessionId} />
        </div>
      </Frame>
    );
  }

  const { membership } = phase;
  return (
    <Frame icon={<CheckCircle2 className="size-12" aria-hidden="true" />} title="Payment Successful!" tone="success">
      <p className="text-muted-foreground">Welcome to {ACADEMY.name}. Your receipt is on its way to your inbox.</p>
      {membership ? (
        <div className="w-full rounded-md border p-4 text-left">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">
              {membership.plan.label}
              {membership.athleteName ? ` for ${membership.athleteName}` : ''}
            </p>
            <MembershipStatusBadge status={membership.status} />
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Sessions: {formatSessionsRemaining(membership.remaining, remainingWording(membership))} · {membership.hoursPerMonth} hours a month
          </p>
          <p className="text-sm text-muted-foreground">
            {membership.status === 'active' ? 'Renews' : 'Runs until'} {formatBillingDate(membership.currentPeriodEnd)}
          </p>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.membership()}>Return to Membership</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard()}>Go to Dashboard</Link>
        </Button>
      </div>
    </Frame>
  );
}

export function MembershipSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');

  if (!sessionId) {
    return (
      <Frame icon={<AlertTriangle className="size-12" aria-hidden="true" />} title={SESSION_MESSAGES.missingTitle} tone="error">
        <p className="text-muted-foreground">{SESSION_MESSAGES.missingText}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <BackToMembership variant="default" />
          <SupportLink sessionId={null} />
        </div>
      </Frame>
    );
  }
  if (!isVerifiableSessionId(sessionId)) {
    return (
      <Frame icon={<AlertTriangle className="size-12" aria-hidden="true" />} title={SESSION_MESSAGES.invalidTitle} tone="error">
        <p className="text-muted-foreground">The payment session ID in the link is not valid.</p>
        <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm">{SESSION_MESSAGES.invalidHint}</p>
        <p className="text-xs break-all text-muted-foreground">Received: {sessionId}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <BackToMembership variant="default" />
          <SupportLink sessionId={sessionId} />
        </div>
      </Frame>
    );
  }
  return <Verifier key={sessionId} sessionId={sessionId} />;
}
