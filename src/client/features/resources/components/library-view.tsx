/**
 * The resource library (Pro): search, category and type filters, a topic from the topic cards,
 * featured and trending first, twelve a page. Its state lives in the address, so a filtered
 * library can be shared and the back button works.
 */
import { ArrowLeft, ChevronLeft, ChevronRight, Search, X } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS, RESOURCE_TYPES, type ResourceCategory, type ResourceType, topicById } from '#shared/resources';
import type { TResourceListQuery } from '#shared/validation/resources';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Input, Label, Select } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { useLibrary } from '../api/get-library';
import { useResourceAccess } from '../api/get-resource-access';
import { LockedLibrary } from './locked-library';
import { ResourceCard } from './resource-card';

function useLibraryQuery() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const type = params.get('type');
  const topic = topicById(params.get('topic'));
  const page = Number(params.get('page') ?? '1');
  const query = {
    q: params.get('q') ?? undefined,
    category: (RESOURCE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as ResourceCategory) : undefined,
    type: (RESOURCE_TYPES as readonly string[]).includes(type ?? '') ? (type as ResourceType) : undefined,
    topic: topic?.id,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  } satisfies TResourceListQuery;
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return [query, update] as const;
}

export function LibraryView({ onBack, headingLevel = 2 }: { onBack?: () => void; headingLevel?: 1 | 2 }) {
  const access = useResourceAccess();
  const [query, update] = useLibraryQuery();
  const hasAccess = access.data?.hasAccess === true;
  const library = useLibrary(query, hasAccess);
  const topic = topicById(query.topic);
  const searchId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    update({ q: typeof value === 'string' ? value.trim() : undefined });
  }

  return (
    <section aria-labelledby="library-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {onBack ? (
          <Button variant="outline" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : null}
        <Heading id="library-heading" className={headingLevel === 1 ? 'text-2xl font-bold sm:text-3xl' : 'text-xl font-bold'}>
          Resource Library
        </Heading>
      </div>

      {access.isPending ? (
        <PageSpinner label="Checking your membership" />
      ) : access.isError ? (
        <Alert tone="error" title="We couldn't open the library.">
          {access.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void access.refetch()}>
            Try again
          </button>
        </Alert>
      ) : !hasAccess ? (
        <LockedLibrary />
      ) : (
        <>
          <form role="search" aria-label="Search the library" onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end" key={query.q ?? ''}>
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={searchId}>Search</Label>
              <Input id={searchId} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} placeholder="Hydration, nerves, sleep..." />
            </div>
            <Button type="submit">
              <Search aria-hidden="true" />
              Search
            </Button>
          </form>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${searchId}-category`}>Category</Label>
              <Select id={`${searchId}-category`} value={query.category ?? ''} onChange={(e) => update({ category: e.target.value || undefined })}>
                <option value="">All categories</option>
                {RESOURCE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {RESOURCE_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${searchId}-type`}>Type</Label>
              <Select id={`${searchId}-type`} value={query.type ?? ''} onChange={(e) => update({ type: e.target.value || undefined })}>
                <option value="">All types</option>
                {RESOURCE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {topic || query.q ? (
            <div className="flex flex-wrap gap-2">
              {topic ? (
                <Button variant="secondary" size="sm" onClick={() => update({ topic: undefined })} aria-label={`Topic: ${topic.title}. Show every topic`}>
                  Topic: {topic.title}
                  <X aria-hidden="true" />
                </Button>
              ) : null}
              {query.q ? (
                <Button variant="secondary" size="sm" onClick={() => update({ q: undefined })} aria-label={`Search: ${query.q}. Clear the search`}>
                  “{query.q}”
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          ) : null}

          {library.isPending ? (
            <PageSpinner label="Loading the library" />
          ) : library.isError ? (
            <Alert tone="error" title="We couldn't load the library.">
              {library.error.message}{' '}
              <button type="button" className="font-semibold underline" onClick={() => void library.refetch()}>
                Try again
              </button>
            </Alert>
          ) : library.data.resources.length === 0 ? (
            <EmptyState title="No resources match">Try another search, or clear the filters to see the whole library.</EmptyState>
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {library.data.total} {library.data.total === 1 ? 'resource' : 'resources'}
                {library.data.totalPages > 1 ? `, page ${library.data.page} of ${library.data.totalPages}` : ''}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Resources">
                {library.data.resources.map((resource) => (
                  <li key={resource.slug}>
                    <ResourceCard resource={resource} />
                  </li>
                ))}
              </ul>
              {library.data.totalPages > 1 ? (
                <nav aria-label="Library pages" className="flex items-center justify-between gap-3">
                  <Button variant="outline" disabled={query.page === 1} onClick={() => update({ page: String(query.page - 1) })}>
                    <ChevronLeft aria-hidden="true" />
                    Previous
                  </Button>
                  <Button variant="outline" disabled={library.data.page >= library.data.totalPages} onClick={() => update({ page: String(query.page + 1) })}>
                    Next
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
