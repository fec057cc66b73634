/**
 * /admin (docs/product.md, Admin): the role is checked on the server. Unknown (spinner),
 * then signed out "Authentication Required", not an admin "Access Denied", or the admin shell.
 */
import { Lock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { useAdminAccess } from '../api/get-admin-access';
import { AdminShell } from '../components/admin-shell';

function Refusal({
  icon,
  title,
  message,
  action,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <PageMeta title={title} />
      <Card className="flex w-full max-w-md flex-col items-center gap-3 p-6 text-center">
        {icon}
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="mt-2 w-full">{action}</div>
      </Card>
    </main>
  );
}

export function AdminPage() {
  const access = useAdminAccess();

  if (access.isPending) {
    return (
      <main className="min-h-dvh">
        <PageMeta title="Admin Dashboard" />
        <PageSpinner label="Checking admin access" />
      </main>
    );
  }

  if (access.isError) {
    const status = access.error instanceof AppError ? access.error.status : 0;
    if (status === 401) {
      return (
        <Refusal
          icon={<Lock className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="Authentication Required"
          message="Please sign in to access the admin dashboard."
          action={
            <Button asChild size="lg" className="w-full">
              <Link to={paths.auth()} state={{ from: paths.admin() }}>
                Sign In
              </Link>
            </Button>
          }
        />
      );
    }
    if (status === 403) {
      return (
        <Refusal
          icon={<ShieldAlert className="size-10 text-destructive" aria-hidden="true" />}
          title="Access Denied"
          message="You don't have permission to access the admin dashboard."
          action={
            <Button asChild size="lg" className="w-full">
              <Link to={paths.dashboard()}>Back to Dashboard</Link>
            </Button>
          }
        />
      );
    }
    return (
      <Refusal
        icon={<ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />}
        title="Admin Dashboard"
        message={`We couldn't check your access: ${access.error.message}`}
        action={
          <Button size="lg" className="w-full" onClick={() => void access.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  return <AdminShell />;
}
