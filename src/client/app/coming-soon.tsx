import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Button } from '../components/ui/button';
import { PageMeta } from '../lib/page-meta';

/** What a page that is not built yet shows: a plain note inside the app, never a broken page. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <PageMeta title={title} />
      <Construction className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">This part of the app is coming with the next release.</p>
      <Button asChild variant="outline">
        <Link to={paths.dashboard()}>Back to Dashboard</Link>
      </Button>
    </section>
  );
}
