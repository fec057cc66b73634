import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { PageMeta } from '#client/lib/page-meta';

/** Any unknown path (docs/product.md, Pages and routes): a way home, and the missing path in the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <PageMeta title="Page not found" description="This page does not exist." />
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home()}>Return to Home</Link>
      </Button>
    </section>
  );
}
