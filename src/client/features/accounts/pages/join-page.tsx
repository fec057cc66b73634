/**
 * /join?invite=CODE (docs/product.md, Admissions): the invitation link. Signed out, it names the
 * invited address and offers sign-up with it; signed in, it checks the link is for this account and
 * sends the family on to choose a membership.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#shared/page-paths';
import { INVITATION_MESSAGES, type InvitationStatus } from '#shared/validation/invitations';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { QueryProvider } from '#client/lib/query';
import { useSession } from '#client/lib/session';
import { useInvitationCheck, useInvitationPreview } from '../api/invitation';
import { SignUpForm } from '../components/sign-up-form';

const CODE = /^[A-Za-z0-9_-]{43}$/;

const CLOSED: Record<Exclude<InvitationStatus, 'open'>, string> = {
  used: INVITATION_MESSAGES.used,
  revoked: INVITATION_MESSAGES.revoked,
  expired: INVITATION_MESSAGES.expired,
};

export function JoinPage() {
  return (
    <QueryProvider>
      <JoinScreen />
    </QueryProvider>
  );
}

function JoinScreen() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('invite') ?? '';
  const isWellFormed = CODE.test(code);
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const preview = useInvitationPreview(code, isWellFormed && session.status === 'signed-out');
  const check = useInvitationCheck(code, isWellFormed && isSignedIn);

  const frame = (body: ReactNode) => (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <PageMeta title="Your Invitation" description="Accept your invitation to Bravo Academy." />
      <h1 className="text-2xl font-bold sm:text-3xl">Your invitation to Bravo Academy</h1>
      {body}
    </section>
  );
  const problem = (message: string) =>
    frame(
      <Alert tone="error" title="This invitation can’t be used" className="mt-6">
        <p>{message}</p>
        <p className="mt-2">
          <Link to={paths.academyDetails()} className="font-semibold text-primary hover:underline">
            Learn about joining
          </Link>
        </p>
      </Alert>,
    );

  if (!isWellFormed) return problem(INVITATION_MESSAGES.notFound);
  if (session.status === 'loading') return <PageSpinner label="Checking your session" />;

  if (isSignedIn) {
    if (check.isPending) return <PageSpinner label="Checking your invitation" />;
    if (check.isError) {
      return frame(
        <>
          <Alert tone="error" title="This invitation can’t be used" className="mt-6">
            <p>{check.error.message}</p>
          </Alert>
          <p className="mt-4 text-sm text-muted-foreground">
            Signed in as <strong className="break-all text-foreground">{session.user.email}</strong>.
          </p>
        </>,
      );
    }
    return frame(
      <Card className="mt-6 flex flex-col gap-4 p-4 sm:p-6">
        <p>
          Your invitation for <strong className="break-all">{check.data.email}</strong> is ready. Add your athlete if you have not yet, then choose a
          membership.
        </p>
        <Button asChild size="lg">
          <Link to={paths.membership()}>Choose a membership</Link>
        </Button>
      </Card>,
    );
  }

  if (preview.isPending) return <PageSpinner label="Checking your invitation" />;
  if (preview.isError) return problem(preview.error.message);
  if (preview.data.status !== 'open') return problem(CLOSED[preview.data.status]);
  const { email } = preview.data;
  return frame(
    <>
      <p className="mt-1 text-muted-foreground">
        This invitation is for <strong className="break-all text-foreground">{email}</strong>. Create your family’s account with this address,
        confirm it from the e-mail we send, then add your athlete and choose a membership.
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <SignUpForm invitedEmail={email} onAccountExists={() => undefined} />
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account with this address?{' '}
        <Link to={paths.auth()} state={{ from: `${paths.join({ invite: code })}` }} className="font-semibold text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </>,
  );
}
