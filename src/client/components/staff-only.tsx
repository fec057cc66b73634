/**
 * The staff's pages for anyone else: whether the signed-in person is a coach or an admin, and the
 * card a parent sees instead of a staff page. The server checks the role again on every request.
 */
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';

export function useIsStaff(): boolean {
  const session = useSession();
  return session.status === 'signed-in' && (session.user.role === 'coach' || session.user.role === 'admin');
}

export function StaffOnly({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto max-w-md">
      <PageMeta title={title} />
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-destructive" aria-hidden="true" /> Access Denied
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent className="text-sm text-muted-foreground">{children}</CardContent> : null}
    </Card>
  );
}
