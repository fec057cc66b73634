import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { PageMeta } from '#client/lib/page-meta';

/** "Category Not Found" / "Lesson Not Found", with the way back to /training (docs/product.md, Training). */
export function NotFoundState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <PageMeta title={title} />
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <Button asChild>
        <Link to={paths.training()}>Back to Training</Link>
      </Button>
    </section>
  );
}
