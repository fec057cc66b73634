import { ShieldAlert } from 'lucide-react';
import { LESSON_AUTHORING_MESSAGES } from '#shared/lesson-authoring';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';

/** Whether the signed-in person writes lessons (the server checks the role again on every request). */
export function useIsLessonAuthor(): boolean {
  const session = useSession();
  return session.status === 'signed-in' && (session.user.role === 'coach' || session.user.role === 'admin');
}

/** What a parent sees on the coaches' lesson pages. */
export function LessonAuthorsOnly({ title }: { title: string }) {
  return (
    <Card className="mx-auto max-w-md">
      <PageMeta title={title} />
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-destructive" aria-hidden="true" /> Access Denied
        </CardTitle>
        <CardDescription>{LESSON_AUTHORING_MESSAGES.forbidden}</CardDescription>
      </CardHeader>
    </Card>
  );
}
