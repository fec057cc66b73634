import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '#client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { QueryProvider } from '#client/lib/query';
import { api } from '#client/lib/api';
import { PageMeta } from '#client/lib/page-meta';
import { NotFoundPage } from './not-found-page';

type MailboxResponse = {
  messages: {
    id: string;
    kind: string;
    to: string;
    subject: string;
    text: string;
    links: { label: string; url: string }[];
    status: string;
    createdAt: string;
  }[];
};

/**
 * The outbox on a laptop with no mail server: every message and its links. The server offers it only
 * without SMTP_URL, outside production, at a localhost address, and only to this machine.
 */
export function DevMailboxPage() {
  return (
    <QueryProvider>
      <Mailbox />
    </QueryProvider>
  );
}

function Mailbox() {
  const mailbox = useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: () => api.get<MailboxResponse>('/api/v1/dev/mailbox'),
    refetchInterval: 3000,
    retry: false,
  });
  if (mailbox.isPending) return <PageSpinner label="Loading the mailbox" />;
  if (mailbox.isError) return <NotFoundPage />;
  const { messages } = mailbox.data;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title="Dev mailbox" />
      <h1 className="text-2xl font-bold">Dev mailbox</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        E-mails the app has queued on this laptop. With SMTP_URL set they are delivered instead, and this page
        exists only on this machine, never in production or at a public address.
      </p>
      <div className="mt-6 flex flex-col gap-4">
        {messages.length === 0 ? <EmptyState title="No messages yet" /> : null}
        {messages.map((m) => (
          <Card key={m.id}>
            <CardHeader>
              <CardTitle className="text-base">{m.subject}</CardTitle>
              <p className="text-sm text-muted-foreground">
                To {m.to} · {new Date(m.createdAt).toLocaleString()} · {m.status}
              </p>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {m.links.length ? (
                <ul className="flex flex-col gap-1">
                  {m.links.map((link) => (
                    <li key={link.url}>
                      <a className="font-semibold text-primary underline break-all" href={link.url}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <pre className="whitespace-pre-wrap wrap-anywhere rounded-md bg-muted p-3 text-xs">{m.text}</pre>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
