/**
 * /admin-setup (docs/product.md, Admin): the visitor's authenticated and admin status,
 * and a one-time "Initialize Admin Account", with the setup code from the server's log, while the
 * academy has never had an admin (docs/decisions/017). Later admins are granted by an admin or the
 * operator; nothing is granted at sign-in.
 */
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { useAdminStatus } from '../api/get-admin-status';
import { SetupCodeForm } from '../components/setup-code-form';

function StatusRow({ label, value }: { label: string; value: boolean }) {
  const Icon = value ? CheckCircle2 : XCircle;
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <dt className="font-medium">{label}</dt>
      <dd className="flex items-center gap-2 font-semibold">
        <Icon
          className={value ? 'size-5 text-success' : 'size-5 text-muted-foreground'}
          aria-hidden="true"
        />
        {value ? 'Yes' : 'No'}
      </dd>
    </div>
  );
}

export function AdminSetupPage() {
  const status = useAdminStatus();
  return (
    <section className="mx-auto flex max-w-lg flex-col gap-4">
      <PageMeta title="Admin Setup" />
      <h1 className="text-2xl font-bold sm:text-3xl">Admin setup</h1>
      <p className="text-muted-foreground">
        The academy's first admin is set up once, here. After that, admins are granted by an
        existing admin.
      </p>
      {status.isPending ? (
        <PageSpinner label="Checking your admin status" />
      ) : status.isError ? (
        <Alert tone="error" title="We couldn't check your admin status.">
          {status.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void status.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : (
        <Card className="p-4 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Your status
          </h2>
          <dl className="mt-2 divide-y">
            <StatusRow label="Authenticated" value={status.data.isAuthenticated} />
            <StatusRow label="Admin" value={status.data.isAdmin} />
          </dl>
          <div className="mt-4 flex flex-col gap-3">
            {status.data.canInitialize ? (
              <SetupCodeForm />
            ) : status.data.isAdmin ? (
              <p className="text-sm text-muted-foreground">Your account has admin privileges.</p>
            ) : (
              <p className="text-sm text-muted-foreground">
                The academy already has an admin. Ask them to grant you access if you need it.
              </p>
            )}
            <Button asChild variant={status.data.isAdmin ? 'default' : 'outline'}>
              <Link to={paths.admin()}>Go to the Admin Dashboard</Link>
            </Button>
          </div>
        </Card>
      )}
    </section>
  );
}
