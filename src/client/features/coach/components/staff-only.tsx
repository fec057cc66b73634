import { ShieldAlert } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';

/** Whether the signed-in person is a coach or an admin (the server checks the role again on every request). */
export function useIsStaff(): boolean {
  const session = useSession();
  return session.status === 'signed-in' && (session.user.role === 'coach' || session.user.role === 'admin');
}

/** What a parent sees on the coach's pages. */
export function StaffOnly({ title }: { title: string }) {
  return (
    <Card className="mx-auto max-w-md">
      <PageMeta title={title} />
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-destructive" aria-hidden="true" /> Access Denied
        </CardTitle>
        <CardDescription>Attendance and the coach’s sessions are for coaches and admins.</CardDescription>
      </CardHeader>
    </Card>
  );
}
