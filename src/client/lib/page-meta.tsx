import { useEffect } from 'react';

const SITE = 'Bravo Academy';

/** Sets the document title and meta description of the current page. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title === SITE ? title : `${title} | ${SITE}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
  return null;
}
