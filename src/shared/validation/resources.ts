/**
 * Resource library API contracts. Families without Pro get the preview only (title, summary,
 * opening); the body and the PDF leave the server only for an active Pro membership.
 */
import { z } from 'zod';
import {
  RATING_MAX,
  RATING_MIN,
  RESERVED_SLUGS,
  RESOURCE_CATEGORIES,
  RESOURCE_LIMITS,
  RESOURCE_MESSAGES as M,
  RESOURCE_TOPIC_IDS,
  RESOURCE_TYPES,
  openingOf,
} from '../resources';
import { multiLineText, singleLineText } from './text';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZResourceSlug = singleLineText({ error: M.slugFormat })
  .max(RESOURCE_LIMITS.slug, { error: M.slugFormat })
  .regex(SLUG, { error: M.slugFormat })
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), { error: M.slugReserved });

export const ZResourceParams = z.object({ slug: ZResourceSlug });
export const ZResourceIdParams = z.object({ id: singleLineText({ error: M.notFound }).min(1).max(64, { error: M.notFound }) });

const ZCategory = z.enum(RESOURCE_CATEGORIES, { error: M.category });
const ZType = z.enum(RESOURCE_TYPES, { error: M.type });
const ZPage = z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(10_000, { error: M.page }).default(1);
const ZSearch = singleLineText({ error: M.search }).trim().max(RESOURCE_LIMITS.search, { error: M.search });

export const ZResourceListQuery = z.object({
  q: ZSearch.optional(),
  category: ZCategory.optional(),
  type: ZType.optional(),
  topic: z.enum(RESOURCE_TOPIC_IDS, { error: M.topic }).optional(),
  page: ZPage,
});
export type TResourceListQuery = z.input<typeof ZResourceListQuery>;

export const ZResourceRating = z.object({ average: z.number().nullable(), count: z.number().int() });

const previewFields = {
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ZCategory,
  type: ZType,
  tags: z.array(z.string()),
  author: z.string(),
  publishedOn: z.string(),
  readMinutes: z.number().int(),
};

/** What anyone may see of a resource, signed out included: a shared link is never a dead end. */
export const ZResourcePreview = z.object({ ...previewFields, opening: z.string() });
export type TResourcePreview = z.infer<typeof ZResourcePreview>;

export const RESOURCE_VIEWERS = ['signed-out', 'no-access', 'pro'] as const;
export const ZResourcePreviewResponse = z.object({ resource: ZResourcePreview, viewer: z.enum(RESOURCE_VIEWERS) });
export type TResourcePreviewResponse = z.infer<typeof ZResourcePreviewResponse>;

/** A library card (Pro): no body. */
export const ZResourceCard = z.object({
  ...previewFields,
  isFeatured: z.boolean(),
  isTrending: z.boolean(),
  downloadCount: z.number().int(),
  recentDownloads: z.number().int(),
  rating: ZResourceRating,
});
export type TResourceCard = z.infer<typeof ZResourceCard>;

export const ZResourceListResponse = z.object({
  resources: z.array(ZResourceCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TResourceListResponse = z.infer<typeof ZResourceListResponse>;

/** The full resource (Pro): the Markdown body and the family's own rating. */
export const ZResourceDetail = ZResourceCard.extend({ body: z.string(), myRating: z.number().int().nullable() });
export type TResourceDetail = z.infer<typeof ZResourceDetail>;
export const ZResourceDetailResponse = z.object({ resource: ZResourceDetail });

export const ZResourceAccessResponse = z.object({ hasAccess: z.boolean() });
export type TResourceAccessResponse = z.infer<typeof ZResourceAccessResponse>;

export const ZRateResourceRequest = z.object({
  rating: z.number({ error: M.rating }).int({ error: M.rating }).min(RATING_MIN, { error: M.rating }).max(RATING_MAX, { error: M.rating }),
});
export type TRateResourceRequest = z.infer<typeof ZRateResourceRequest>;
export const ZRateResourceResponse = z.object({ rating: ZResourceRating, myRating: z.number().int() });
export type TRateResourceResponse = z.infer<typeof ZRateResourceResponse>;

/* Admin ----------------------------------------------------------------------------------------- */

const ZDate = singleLineText({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: M.date });

/** What an admin writes: the same fields the content files hold. */
export const ZResourceInput = z.object({
  title: singleLineText({ error: M.title }).trim().min(3, { error: M.title }).max(RESOURCE_LIMITS.title, { error: M.title }),
  slug: ZResourceSlug.optional(),
  summary: singleLineText({ error: M.summary }).trim().min(10, { error: M.summary }).max(RESOURCE_LIMITS.summary, { error: M.summary }),
  body: multiLineText({ error: M.body })
    .max(RESOURCE_LIMITS.body, { error: M.body })
    .refine((body) => body.trim().length >= 50, { error: M.body })
    .refine((body) => openingOf(body).length >= 20, { error: M.opening }),
  category: ZCategory,
  type: ZType,
  tags: z
    .array(singleLineText({ error: M.tags }).trim().min(1, { error: M.tags }).max(RESOURCE_LIMITS.tag, { error: M.tags }), { error: M.tags })
    .max(RESOURCE_LIMITS.tags, { error: M.tags })
    .default([]),
  author: singleLineText({ error: M.author }).trim().min(2, { error: M.author }).max(RESOURCE_LIMITS.author, { error: M.author }),
  isFeatured: z.boolean().default(false),
  publishedOn: ZDate.optional(),
});
export type TResourceInput = z.input<typeof ZResourceInput>;
export type TResourceInputParsed = z.output<typeof ZResourceInput>;

export const ZAdminResourceListQuery = z.object({ q: ZSearch.optional(), page: ZPage });

const adminRowFields = {
  id: z.string(),
  ...previewFields,
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  source: z.enum(['file', 'app']),
  editedAt: z.string().nullable(),
  downloadCount: z.number().int(),
  updatedAt: z.string(),
};
export const ZAdminResourceRow = z.object(adminRowFields);
export type TAdminResourceRow = z.infer<typeof ZAdminResourceRow>;
export const ZAdminResource = z.object({ ...adminRowFields, body: z.string() });
export type TAdminResource = z.infer<typeof ZAdminResource>;

export const ZAdminResourceListResponse = z.object({
  resources: z.array(ZAdminResourceRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TAdminResourceListResponse = z.infer<typeof ZAdminResourceListResponse>;
export const ZAdminResourceResponse = z.object({ resource: ZAdminResource });
export type TAdminResourceResponse = z.infer<typeof ZAdminResourceResponse>;
