/** The Resource Hub, /resource-hub: the library on its own page (docs/product.md, Resources and Support). */
import { PageMeta } from '#client/lib/page-meta';
import { LibraryView } from '../components/library-view';

export function ResourceHubPage() {
  return (
    <>
      <PageMeta title="Resource Hub" description="The Bravo Academy resource library for Pro families." />
      <LibraryView headingLevel={1} />
    </>
  );
}
