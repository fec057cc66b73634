/**
 * The resource library (docs/product.md, Resources and Support): the preview anyone may read, the
 * Pro library and resources (the membership's entitlement decides, on the server, on every request),
 * PDF downloads counted one row each, ratings one per family, and the admins' editing.
 */
import { changesOf, recordAudit } from '#server/audit/audit';
import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors';
import {
  ADMIN_RESOURCE_PAGE_SIZE,
  RESOURCE_CATEGORIES,
  RESOURCE_MESSAGES,
  RESOURCE_PAGE_SIZE,
  TRENDING_MIN_DOWNLOADS,
  TRENDING_WINDOW_DAYS,
  type ResourceCategory,
  type ResourceType,
  averageRating,
  openingOf,
  readMinutes,
  slugify,
  topicById,
} from '#shared/resources';
import type {
  TAdminResource,
  TAdminResourceListResponse,
  TAdminResourceRow,
  TRateResourceResponse,
  TResourceCard,
  TResourceDetail,
  TResourceInputParsed,
  TResourceListResponse,
  TResourcePreviewResponse,
} from '#shared/validation/resources';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import { markdownToBlocks, type PdfDocumentSpec } from '#server/pdf/document';
import { canUse } from '../membership/service';
import {
  countLibrary,
  familyResourceData,
  findById,
  findPublishedBySlug,
  insertResource,
  isSlugTaken,
  listAll,
  listLibrary,
  lockResource,
  ratingBy,
  ratingsOf,
  recentDownloadsOf,
  recordDownload,
  refreshTrending,
  type ResourceRow,
  type ResourceCardRow,
  searchTextOf,
  updateResource,
  upsertRating,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

function trendingSince(now: Date): string {
  return new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS).toISOString();
}

function tagsOf(row: ResourceCardRow): string[] {
  return JSON.parse(row.tags) as string[];
}

const notFound = () => new AppError('NOT_FOUND', RESOURCE_MESSAGES.notFound);

function previewFields(row: ResourceCardRow) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as ResourceCategory,
    type: row.type as ResourceType,
    tags: tagsOf(row),
    author: row.author,
    publishedOn: row.published_on,
    readMinutes: row.read_minutes,
  };
}

function toCard(
  row: ResourceCardRow,
  recent: number,
  rating: { sum: number; count: number } | undefined,
): TResourceCard {
  return {
    ...previewFields(row),
    isFeatured: row.is_featured === 1,
    isTrending: recent >= TRENDING_MIN_DOWNLOADS,
    downloadCount: row.download_count,
    recentDownloads: recent,
    rating: {
      average: averageRating(rating?.sum ?? 0, rating?.count ?? 0),
      count: rating?.count ?? 0,
    },
  };
}

/** The library and full resources need an active Pro membership (docs/product.md, Resources and Support). */
export async function requireLibraryAccess(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<void> {
  if (!(await canUse(db, userId, 'resource-library', now)))
    throw new AppError('FORBIDDEN', RESOURCE_MESSAGES.proRequired);
}

export async function hasLibraryAccess(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return canUse(db, userId, 'resource-library', now);
}

/** What anyone may read, signed out included: title, summary and the opening paragraph. */
export async function getPreview(
  db: Db,
  slug: string,
  viewer: SessionUser | null,
  now = new Date(),
): Promise<TResourcePreviewResponse> {
  const row = await findPublishedBySlug(db, slug);
  if (!row) throw notFound();
  const access = viewer
    ? (await hasLibraryAccess(db, viewer.id, now))
      ? 'pro'
      : 'no-access'
    : 'signed-out';
  return { resource: { ...previewFields(row), opening: openingOf(row.body) }, viewer: access };
}

export type LibraryRequest = {
  q?: string | undefined;
  category?: ResourceCategory | undefined;
  type?: ResourceType | undefined;
  topic?: string | undefined;
  page: number;
};

/** One page of the library (Pro). A topic narrows to its categories; a category narrows further. */
export async function getLibrary(
  db: Db,
  userId: string,
  request: LibraryRequest,
  now = new Date(),
): Promise<TResourceListResponse> {
  await requireLibraryAccess(db, userId, now);
  const topic = topicById(request.topic);
  let categories: readonly string[] | undefined = topic?.categories;
  if (request.category)
    categories = (categories ?? RESOURCE_CATEGORIES).filter((c) => c === request.category);
  const filter = { q: request.q, categories: categories ?? undefined, type: request.type };
  if (categories && categories.length === 0)
    return {
      resources: [],
      page: request.page,
      pageSize: RESOURCE_PAGE_SIZE,
      total: 0,
      totalPages: 0,
    };
  const [rows, total] = await Promise.all([
    listLibrary(db, filter, {
      limit: RESOURCE_PAGE_SIZE,
      offset: (request.page - 1) * RESOURCE_PAGE_SIZE,
    }),
    countLibrary(db, filter),
  ]);
  return {
    resources: rows.map((row) =>
      toCard(row, row.recent_downloads, {
        sum: Number(row.rating_sum),
        count: Number(row.rating_count),
      }),
    ),
    page: request.page,
    pageSize: RESOURCE_PAGE_SIZE,
    total,
    totalPages: Math.ceil(total / RESOURCE_PAGE_SIZE),
  };
}

async function requirePublished(db: Db, slug: string): Promise<ResourceRow> {
  const row = await findPublishedBySlug(db, slug);
  if (!row) throw notFound();
  return row;
}

/** The whole resource (Pro). */
export async function getResource(
  db: Db,
  userId: string,
  slug: string,
  now = new Date(),
): Promise<TResourceDetail> {
  await requireLibraryAccess(db, userId, now);
  const row = await requirePublished(db, slug);
  const [recent, ratings, myRating] = await Promise.all([
    recentDownloadsOf(db, row.id, trendingSince(now)),
    ratingsOf(db, [row.id]),
    ratingBy(db, row.id, userId),
  ]);
  return { ...toCard(row, recent, ratings.get(row.id)), body: row.body, myRating };
}

/** A resource as a PDF document: the same Markdown families read on the page. */
export function resourcePdfSpec(
  row: Pick<
    ResourceRow,
    'title' | 'summary' | 'body' | 'author' | 'published_on' | 'read_minutes' | 'type'
  >,
): PdfDocumentSpec {
  const date = new Date(`${row.published_on}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    title: row.title,
    subtitle: `${row.author} · ${date} · ${row.read_minutes} min read`,
    blocks: [{ kind: 'paragraph', text: row.summary }, ...markdownToBlocks(row.body)],
    footer:
      'Bravo Academy resource library, for the academy’s families. Medical questions belong with your pediatrician.',
  };
}

/** The last few PDFs, by resource and version: a burst of downloads renders each once. */
const pdfCache = new Map<string, Buffer>();
const PDF_CACHE_SIZE = 16;

/** Renders the resource's PDF (Pro) and counts the download: one row and the counter, in one transaction. */
export async function downloadResource(
  ctx: AppContext,
  userId: string,
  slug: string,
  now = new Date(),
): Promise<{ filename: string; bytes: Buffer }> {
  await requireLibraryAccess(ctx.db, userId, now);
  const row = await requirePublished(ctx.db, slug);
  const key = `${row.id}:${row.updated_at}`;
  let bytes = pdfCache.get(key);
  if (!bytes) {
    bytes = await ctx.pdf.render(resourcePdfSpec(row));
    pdfCache.set(key, bytes);
    if (pdfCache.size > PDF_CACHE_SIZE) pdfCache.delete(pdfCache.keys().next().value!);
  }
  await inTransaction(ctx.db, (trx) => recordDownload(trx, row.id, userId, now.toISOString()));
  return { filename: `${row.slug}.pdf`, bytes };
}

/** A family's rating (Pro), once per family: a second rating replaces the first. */
export async function rateResource(
  db: Db,
  userId: string,
  slug: string,
  rating: number,
  now = new Date(),
): Promise<TRateResourceResponse> {
  await requireLibraryAccess(db, userId, now);
  const row = await requirePublished(db, slug);
  await inTransaction(db, (trx) => upsertRating(trx, row.id, userId, rating, now.toISOString()));
  const totals = (await ratingsOf(db, [row.id])).get(row.id);
  return {
    rating: {
      average: averageRating(totals?.sum ?? 0, totals?.count ?? 0),
      count: totals?.count ?? 0,
    },
    myRating: rating,
  };
}

/** The trending job: downloads older than the window stop counting (every 15 minutes, idempotent). */
export async function expireTrending(db: Db, now = new Date()): Promise<number> {
  return inTransaction(db, (trx) => refreshTrending(trx, trendingSince(now)));
}

export async function exportFamilyResources(db: Db, userId: string) {
  return familyResourceData(db, userId);
}

/* Admin ----------------------------------------------------------------------------------------- */

function toAdminRow(row: ResourceRow): TAdminResourceRow {
  return {
    id: row.id,
    ...previewFields(row),
    isFeatured: row.is_featured === 1,
    isPublished: row.is_published === 1,
    source: row.source,
    editedAt: row.edited_at,
    downloadCount: row.download_count,
    updatedAt: row.updated_at,
  };
}

function toAdminResource(row: ResourceRow): TAdminResource {
  return { ...toAdminRow(row), body: row.body };
}

export async function listForAdmin(
  db: Db,
  q: string | undefined,
  page: number,
): Promise<TAdminResourceListResponse> {
  const { rows, total } = await listAll(db, q, {
    limit: ADMIN_RESOURCE_PAGE_SIZE,
    offset: (page - 1) * ADMIN_RESOURCE_PAGE_SIZE,
  });
  return {
    resources: rows.map(toAdminRow),
    page,
    pageSize: ADMIN_RESOURCE_PAGE_SIZE,
    total,
    totalPages: Math.ceil(total / ADMIN_RESOURCE_PAGE_SIZE),
  };
}

export async function getForAdmin(db: Db, id: string): Promise<TAdminResource> {
  const row = await findById(db, id);
  if (!row) throw notFound();
  return toAdminResource(row);
}

function contentColumns(input: TResourceInputParsed, slug: string, publishedOn: string) {
  return {
    slug,
    title: input.title,
    summary: input.summary,
    body: input.body.trim(),
    category: input.category,
    type: input.type,
    tags: JSON.stringify(input.tags),
    author: input.author,
    read_minutes: readMinutes(input.body),
    search_text: searchTextOf(input),
    is_featured: input.isFeatured ? 1 : 0,
    published_on: input.publishedOn ?? publishedOn,
  };
}

const slugTaken = () =>
  new AppError('CONFLICT', RESOURCE_MESSAGES.slugTaken, { slug: RESOURCE_MESSAGES.slugTaken });

/** Two admins saving the same address at once: the unique index refuses the second, as a 409. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
}

/** A new resource, unpublished until an admin publishes it. */
export async function createResource(
  db: Db,
  admin: SessionUser,
  input: TResourceInputParsed,
  now = new Date(),
): Promise<TAdminResource> {
  const slug = input.slug ?? slugify(input.title);
  if (!slug)
    throw new AppError('VALIDATION', RESOURCE_MESSAGES.slugFormat, {
      slug: RESOURCE_MESSAGES.slugFormat,
    });
  const id = `app-${randomUUID()}`;
  const iso = now.toISOString();
  await guardSlug(() =>
    inTransaction(db, async (trx) => {
      if (await isSlugTaken(trx, slug)) throw slugTaken();
      await insertResource(trx, {
        id,
        ...contentColumns(input, slug, iso.slice(0, 10)),
        is_published: 0,
        source: 'app',
        edited_at: iso,
        edited_by: admin.id,
        created_at: iso,
        updated_at: iso,
      });
      await recordAudit(trx, { actor: admin, action: 'resource.saved', target: { type: 'resource', id }, summary: `Created the resource “${input.title}”` }, now);
    }),
  );
  return getForAdmin(db, id);
}

/** An admin's edit: from now on the file no longer rewrites this resource (seed.ts). */
export async function editResource(
  db: Db,
  admin: SessionUser,
  id: string,
  input: TResourceInputParsed,
  now = new Date(),
): Promise<TAdminResource> {
  const iso = now.toISOString();
  await guardSlug(() =>
    inTransaction(db, async (trx) => {
      const current = await lockResource(trx, id);
      if (!current) throw notFound();
      const slug = input.slug ?? current.slug;
      if (slug !== current.slug && (await isSlugTaken(trx, slug, id))) throw slugTaken();
      const content = contentColumns(input, slug, current.published_on);
      await updateResource(trx, id, {
        ...content,
        edited_at: iso,
        edited_by: admin.id,
        updated_at: iso,
      });
      await recordAudit(
        trx,
        { actor: admin, action: 'resource.saved', target: { type: 'resource', id }, summary: `Edited the resource “${input.title}”`, details: changesOf(current, content) },
        now,
      );
    }),
  );
  return getForAdmin(db, id);
}

export async function setPublished(
  db: Db,
  admin: SessionUser,
  id: string,
  isPublished: boolean,
  now = new Date(),
): Promise<TAdminResource> {
  await inTransaction(db, async (trx) => {
    const current = await lockResource(trx, id);
    if (!current) throw notFound();
    await updateResource(trx, id, { is_published: isPublished ? 1 : 0, updated_at: now.toISOString() });
    await recordAudit(
      trx,
      {
        actor: admin,
        action: isPublished ? 'resource.published' : 'resource.unpublished',
        target: { type: 'resource', id },
        summary: `${isPublished ? 'Published' : 'Unpublished'} the resource “${current.title}”`,
        details: { before: { isPublished: current.is_published === 1 }, after: { isPublished } },
      },
      now,
    );
  });
  return getForAdmin(db, id);
}
