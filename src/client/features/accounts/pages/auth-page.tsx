/**
 * /auth (docs/product.md, Accounts): Sign In and Sign Up tabs (?tab=signup opens Sign
 * Up). A signed-in visitor is told so, or sent to /dashboard once the family is set up (a coach to
 * /coach). After sign-in the parent goes back where the guard stopped them, else to the dashboard or
 * setup; a coach to /coach.
 */
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { m } from '#shared/i18n/paraglide/messages';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { QueryProvider, queryClient } from '#client/lib/query';
import { homeFor, markSignedOut, refreshSession, useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { type Me, meQueryOptions, useMe } from '../api/get-me';
import { signOut } from '../api/sign-out';
import { ConfirmationLinkProblem } from '../components/confirmation-link-problem';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type Tab = 'signin' | 'signup';

/** The page the session guard sent the visitor from, if it is one of ours. */
function readFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : undefined;
}

/** The e-mailed confirmation link lands on /profile-setup?error=... when it is bad; signed out, the guard brings it here. */
function confirmationLinkError(
  from: string | undefined,
  searchParams: URLSearchParams,
): string | undefined {
  const own = searchParams.get('error');
  if (own) return own;
  if (!from?.startsWith(paths.profileSetup())) return undefined;
  return new URLSearchParams(from.split('?')[1] ?? '').get('error') ?? undefined;
}

function destinationAfterSignIn(me: Me | undefined, from: string | undefined): string {
  if (from && !from.startsWith(paths.profileSetup()) && !from.startsWith(paths.auth())) return from;
  // A coach starts on today's sessions; a family (and an admin) on the dashboard once set up.
  if (me?.user.role === 'coach') return homeFor('coach');
  return me?.isSetupComplete ? paths.dashboard() : paths.profileSetup();
}

export function AuthPage() {
  return (
    <QueryProvider>
      <AuthScreen />
    </QueryProvider>
  );
}

function AuthScreen() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [prefillEmail, setPrefillEmail] = useState('');
  const [isRedirecting, setIsRedirecting] = useState(false);
  const tab: Tab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';
  const from = readFrom(location.state);
  const linkError = confirmationLinkError(from, searchParams);

  function selectTab(next: Tab) {
    setSearchParams(next === 'signup' ? { tab: 'signup' } : {}, {
      replace: true,
      state: location.state,
    });
  }

  async function finishSignIn() {
    setIsRedirecting(true);
    let me: Me | undefined;
    try {
      me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    } catch {
      me = undefined;
    }
    await refreshSession();
    navigate(destinationAfterSignIn(me, from), { replace: true });
  }

  if (isRedirecting) return <PageSpinner label={m.auth_signing_in()} />;
  if (session.status === 'loading') return <PageSpinner label={m.shell_checking_session()} />;
  if (session.status === 'signed-in') return <SignedInNotice email={session.user.email} />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <PageMeta
        title={tab === 'signup' ? m.auth_sign_up() : m.auth_sign_in()}
        description={m.auth_meta_description()}
      />
      <h1 className="text-2xl font-bold sm:text-3xl">{m.auth_welcome()}</h1>
      <p className="mt-1 text-muted-foreground">
        {tab === 'signup' ? m.auth_intro_sign_up() : m.auth_intro_sign_in()}
      </p>
      {linkError ? <ConfirmationLinkProblem code={linkError} /> : null}
      <Card className="mt-6 p-4 sm:p-6">
        <Tabs value={tab} onValueChange={(value) => selectTab(value as Tab)}>
          <TabsList aria-label={m.auth_tabs_label()}>
            <TabsTrigger value="signin" className="h-11">
              {m.auth_sign_in()}
            </TabsTrigger>
            <TabsTrigger value="signup" className="h-11">
              {m.auth_sign_up()}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="mt-5">
            <SignInForm key={prefillEmail} defaultEmail={prefillEmail} onSignedIn={finishSignIn} />
          </TabsContent>
          <TabsContent value="signup" className="mt-5">
            <SignUpForm
              onAccountExists={(email) => {
                setPrefillEmail(email);
                selectTab('signin');
              }}
            />
          </TabsContent>
        </Tabs>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {m.auth_invite_only()}{' '}
        <Link to={paths.academyDetails()} className="font-semibold text-primary hover:underline">
          {m.auth_learn_joining()}
        </Link>
      </p>
    </section>
  );
}

/** "Already signed in as {email}", or straight on to the dashboard when the family is set up. */
function SignedInNotice({ email }: { email: string }) {
  const me = useMe();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function handleSignOut() {
    setIsSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      toast.error(m.auth_sign_out_error(), {
        description: error instanceof Error ? error.message : undefined,
      });
      setIsSigningOut(false);
      return;
    }
    markSignedOut();
    queryClient.clear();
  }

  if (me.isPending) return <PageSpinner label={m.auth_checking_profile()} />;
  if (me.data?.user.role === 'coach' || me.data?.isSetupComplete) return <Navigate to={homeFor(me.data.user.role)} replace />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <PageMeta title={m.auth_signed_in_title()} />
      <Card className="flex flex-col gap-4 p-6">
        <h1 className="text-2xl font-bold">{m.auth_signed_in_heading()}</h1>
        <p className="text-muted-foreground">
          {m.auth_signed_in_as()} <strong className="break-all text-foreground">{email}</strong>
        </p>
        <Button asChild size="lg">
          <Link to={paths.profileSetup()}>{m.auth_continue_setup()}</Link>
        </Button>
        <Button variant="ghost" onClick={() => void handleSignOut()} disabled={isSigningOut}>
          {isSigningOut ? m.auth_signing_out() : m.auth_sign_out()}
        </Button>
      </Card>
    </section>
  );
}
