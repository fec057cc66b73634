/**
 * /admin/resources: admins keep the library up to date. The role is checked by the server on every
 * request; the page shows "Authentication Required" or "Access Denied" from the list's 401 or 403,
 * as /admin does. List, search, create, edit with a preview rendered as families see it, publish and
 * unpublish. An edit here is kept: the resource's content file no longer rewrites it.
 */
import { ArrowLeft, Eye, EyeOff, Lock, Pencil, Plus, Search, ShieldAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS, RESOURCE_LIMITS, RESOURCE_MESSAGES, RESOURCE_TYPES, type ResourceCategory, type ResourceType, openingOf, readMinutes } from '#shared/resources';
import { fieldErrorsFromZod } from '#shared/validation/fields';
import { type TAdminResource, type TResourceInput, ZResourceInput } from '#shared/validation/resources';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input, Label, Select, Textarea } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { QueryProvider } from '#client/lib/query';
import { toast } from '#client/lib/toast';
import { useAdminResource } from '../api/get-admin-resource';
import { useAdminResources } from '../api/get-admin-resources';
import { usePublishAdminResource } from '../api/publish-admin-resource';
import { useSaveAdminResource } from '../api/save-admin-resource';
import { ResourceBody } from '../components/resource-body';
import { ResourceBadges, formatPublished } from '../components/resource-meta';

function Refusal({ icon, title, message, action }: { icon: ReactNode; title: string; message: string; action: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <PageMeta title={title} />
      <Card className="flex w-full max-w-md flex-col items-center gap-3 p-6 text-center">
        {icon}
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="mt-2 w-full">{action}</div>
      </Card>
    </main>
  );
}

type Draft = { title: string; slug: string; summary: string; body: string; category: ResourceCategory; type: ResourceType; tags: string; author: string; isFeatured: boolean; publishedOn: string };

const EMPTY: Draft = { title: '', slug: '', summary: '', body: '', category: 'nutrition', type: 'Article', tags: '', author: 'Bravo Academy Coaching Staff', isFeatured: false, publishedOn: '' };

function draftOf(resource: TAdminResource): Draft {
  return { ...resource, tags: resource.tags.join(', ') };
}

function inputOf(draft: Draft): TResourceInput {
  return {
    title: draft.title,
    slug: draft.slug.trim() || undefined,
    summary: draft.summary,
    body: draft.body,
    category: draft.category,
    type: draft.type,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    author: draft.author,
    isFeatured: draft.isFeatured,
    publishedOn: draft.publishedOn.trim() || undefined,
  };
}

/** The preview: the resource as families will see it, rendered by the same components. */
function Preview({ draft }: { draft: Draft }) {
  return (
    <article aria-label="Preview" className="flex flex-col gap-4 rounded-lg border bg-background p-4">
      <ResourceBadges category={draft.category} type={draft.type} readMinutes={readMinutes(draft.body)} isFeatured={draft.isFeatured} />
      <h2 className="text-2xl font-bold leading-tight">{draft.title || 'Untitled resource'}</h2>
      <p className="text-lg text-muted-foreground">{draft.summary}</p>
      <p className="text-sm text-muted-foreground">
        By {draft.author} · {formatPublished(draft.publishedOn || new Date().toISOString().slice(0, 10))}
      </p>
      <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
        Everyone, signed out included, sees the title, summary and this opening: “{openingOf(draft.body).slice(0, 140) || 'no opening paragraph yet'}
        {openingOf(draft.body).length > 140 ? '…' : ''}”
      </p>
      <ResourceBody markdown={draft.body} />
    </article>
  );
}

function Editor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const existing = useAdminResource(id);
  if (id && existing.isPending) return <PageSpinner label="Loading the resource" />;
  if (id && existing.isError) return <Alert tone="error" title="We couldn't load this resource.">{existing.error.message}</Alert>;
  return <EditorForm key={id ?? 'new'} id={id} initial={existing.data ? draftOf(existing.data) : EMPTY} onDone={onDone} />;
}

function EditorForm({ id, initial, onDone }: { id: string | null; initial: Draft; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAdminResource();
  const formId = useId();
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    const parsed = ZResourceInput.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id, input });
      toast.success(id ? 'Resource saved' : 'Resource created', { description: id ? undefined : 'It stays unpublished until you publish it.' });
      onDone();
    } catch (error) {
      if (error instanceof AppError && error.fields) setErrors(error.fields);
      toast.error('Could not save the resource', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <section aria-labelledby={`${formId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          Back to the list
        </Button>
        <h2 id={`${formId}-heading`} className="text-xl font-bold">
          {id ? 'Edit resource' : 'New resource'}
        </h2>
      </div>
      <Tabs defaultValue="write">
        <TabsList>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write">
          <form aria-label="Resource" onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <Field label="Title" error={errors.title} limit={{ length: draft.title.length, max: RESOURCE_LIMITS.title, message: RESOURCE_MESSAGES.title }}>
              <Input value={draft.title} onChange={(e) => set('title')(e.target.value)} />
            </Field>
            <Field label="Address (slug)" hint="Lower-case words joined by dashes; left empty, it is made from the title." error={errors.slug} limit={{ length: draft.slug.length, max: RESOURCE_LIMITS.slug, message: RESOURCE_MESSAGES.slugFormat }} showCount={false}>
              <Input value={draft.slug} onChange={(e) => set('slug')(e.target.value)} />
            </Field>
            <Field label="Summary" error={errors.summary} limit={{ length: draft.summary.length, max: RESOURCE_LIMITS.summary, message: RESOURCE_MESSAGES.summary }}>
              <Textarea value={draft.summary} onChange={(e) => set('summary')(e.target.value)} className="min-h-16" />
            </Field>
            <Field label="Text (Markdown)" hint="Start with an opening paragraph. ## for headings, - for lists, **bold**, *italic*, [links](https://...)." error={errors.body} limit={{ length: draft.body.length, max: RESOURCE_LIMITS.body, message: RESOURCE_MESSAGES.body }}>
              <Textarea value={draft.body} onChange={(e) => set('body')(e.target.value)} className="min-h-80 font-mono text-sm" />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Category" error={errors.category}>
                <Select value={draft.category} onChange={(e) => set('category')(e.target.value as ResourceCategory)}>
                  {RESOURCE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {RESOURCE_CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Type" error={errors.type}>
                <Select value={draft.type} onChange={(e) => set('type')(e.target.value as ResourceType)}>
                  {RESOURCE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Tags" hint="Separated by commas." error={errors.tags ?? errors['tags.0']}>
                <Input value={draft.tags} onChange={(e) => set('tags')(e.target.value)} />
              </Field>
              <Field label="Author" error={errors.author} limit={{ length: draft.author.length, max: RESOURCE_LIMITS.author, message: RESOURCE_MESSAGES.author }} showCount={false}>
                <Input value={draft.author} onChange={(e) => set('author')(e.target.value)} />
              </Field>
              <Field label="Published date" hint="YYYY-MM-DD; empty for today." error={errors.publishedOn}>
                <Input value={draft.publishedOn} onChange={(e) => set('publishedOn')(e.target.value)} placeholder="2026-11-25" />
              </Field>
              <div className="flex items-center gap-2 self-end pb-3">
                <input id={`${formId}-featured`} type="checkbox" className="size-5" checked={draft.isFeatured} onChange={(e) => set('isFeatured')(e.target.checked)} />
                <Label htmlFor={`${formId}-featured`}>Featured (shown first in the library)</Label>
              </div>
            </div>
            <Button type="submit" size="lg" className="self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : id ? 'Save changes' : 'Create resource'}
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="preview">
          <Preview draft={draft} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function ResourceList({ onEdit }: { onEdit: (id: string | null) => void }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminResources(q, page);
  const publish = usePublishAdminResource();
  const searchId = useId();

  async function toggle(resource: { id: string; title: string; isPublished: boolean }) {
    try {
      await publish.mutateAsync({ id: resource.id, isPublished: !resource.isPublished });
      toast.success(resource.isPublished ? `Unpublished “${resource.title}”` : `Published “${resource.title}”`);
    } catch (error) {
      toast.error('Could not change the resource', { description: error instanceof Error ? error.message : undefined });
    }
  }

  if (list.isPending) return <PageSpinner label="Loading resources" />;
  if (list.isError) return <Alert tone="error" title="We couldn't load the resources.">{list.error.message}</Alert>;
  const { resources, total, totalPages } = list.data;
  return (
    <section aria-labelledby="resource-list-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="resource-list-heading" className="text-xl font-bold">
          Resources ({total})
        </h2>
        <Button onClick={() => onEdit(null)}>
          <Plus aria-hidden="true" />
          New resource
        </Button>
      </div>
      <form
        role="search"
        aria-label="Search resources"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get('q');
          setQ(typeof value === 'string' ? value.trim() : '');
          setPage(1);
        }}
      >
        <Label htmlFor={searchId} className="sr-only">
          Search resources
        </Label>
        <Input id={searchId} name="q" type="search" defaultValue={q} maxLength={100} placeholder="Search by title, tag or author" />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden="true" />
        </Button>
      </form>
      {resources.length === 0 ? (
        <EmptyState title="No resources found" />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Resources">
          {resources.map((resource) => (
            <li key={resource.id}>
              <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{resource.title}</h3>
                    <Badge variant={resource.isPublished ? 'default' : 'outline'}>{resource.isPublished ? 'Published' : 'Draft'}</Badge>
                    {resource.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
                  </div>
                  <p className="truncate text-xs text-muted-foreground">
                    /resource/{resource.slug} · {RESOURCE_CATEGORY_LABELS[resource.category]} · {resource.type} · {resource.downloadCount} downloads
                    {resource.source === 'file' ? (resource.editedAt ? ' · edited here (the file no longer updates it)' : ' · from its content file') : ' · created here'}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => onEdit(resource.id)} aria-label={`Edit ${resource.title}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant={resource.isPublished ? 'outline' : 'default'}
                    size="sm"
                    disabled={publish.isPending}
                    onClick={() => void toggle(resource)}
                    aria-label={`${resource.isPublished ? 'Unpublish' : 'Publish'} ${resource.title}`}
                  >
                    {resource.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {resource.isPublished ? 'Unpublish' : 'Publish'}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav aria-label="Resource pages" className="flex items-center justify-between">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {totalPages}
          </span>
          <Button variant="outline" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function AdminResources() {
  const access = useAdminResources('', 1);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  if (access.isPending) {
    return (
      <main className="min-h-dvh">
        <PageMeta title="Resource Library Admin" />
        <PageSpinner label="Checking admin access" />
      </main>
    );
  }
  if (access.isError) {
    const status = access.error instanceof AppError ? access.error.status : 0;
    if (status === 401) {
      return (
        <Refusal
          icon={<Lock className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="Authentication Required"
          message={access.error.message}
          action={
            <Button asChild size="lg" className="w-full">
              <Link to={paths.auth()} state={{ from: paths.adminResources() }}>
                Sign In
              </Link>
            </Button>
          }
        />
      );
    }
    if (status === 403) {
      return (
        <Refusal
          icon={<ShieldAlert className="size-10 text-destructive" aria-hidden="true" />}
          title="Access Denied"
          message={access.error.message}
          action={
            <Button asChild size="lg" className="w-full">
              <Link to={paths.dashboard()}>Back to Dashboard</Link>
            </Button>
          }
        />
      );
    }
    return (
      <Refusal
        icon={<ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />}
        title="Resource Library Admin"
        message={`We couldn't check your access: ${access.error.message}`}
        action={
          <Button size="lg" className="w-full" onClick={() => void access.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PageMeta title="Resource Library Admin" />
      <header className="bg-pitch text-pitch-foreground shadow">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent">{ACADEMY.name}</p>
            <h1 className="text-xl font-bold sm:text-2xl">Resource Library</h1>
          </div>
          <Button asChild variant="inverse">
            <Link to={paths.admin()}>
              <ArrowLeft aria-hidden="true" />
              Admin Dashboard
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {editing === undefined ? <ResourceList onEdit={setEditing} /> : <Editor id={editing} onDone={() => setEditing(undefined)} />}
      </main>
    </div>
  );
}

export function AdminResourcesPage() {
  return (
    <QueryProvider>
      <AdminResources />
    </QueryProvider>
  );
}
