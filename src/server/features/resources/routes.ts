/**
 * Resources and Support (docs/product.md, Resources and Support): one public preview per resource,
 * so a shared link is never a dead end; the library, the full text, the PDF and ratings for Pro
 * families (entitlement checked on every request); the admins' editing behind one role check.
 */
import { z } from 'zod';
import {
  ZAdminResourceListQuery,
  ZAdminResourceListResponse,
  ZAdminResourceResponse,
  ZRateResourceRequest,
  ZRateResourceResponse,
  ZResourceAccessResponse,
  ZResourceDetailResponse,
  ZResourceIdParams,
  ZResourceInput,
  ZResourceListQuery,
  ZResourceListResponse,
  ZResourceParams,
  ZResourcePreviewResponse,
} from '#shared/validation/resources';
import { DOWNLOADS_PER_MINUTE, RESOURCE_MESSAGES } from '#shared/resources';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn, staffOnly } from '#server/feature';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import { seedResources } from './seed';
import {
  createResource,
  downloadResource,
  editResource,
  expireTrending,
  exportFamilyResources,
  getForAdmin,
  getLibrary,
  getPreview,
  getResource,
  hasLibraryAccess,
  listForAdmin,
  rateResource,
  setPublished,
} from './service';

const tags = ['resources'];

export const resourcesFeature = defineFeature({ name: 'resources', dependencies: ['accounts', 'membership'], seed: seedResources }, async (app, ctx) => {
  ctx.familyData.push({ name: 'resources', export: exportFamilyResources });
  ctx.jobs.push({
    // Each download counts at once; downloads older than 14 days leave the trending count here.
    name: 'resources-trending',
    cron: '*/15 * * * *',
    async run(now) {
      const changed = await expireTrending(ctx.db, now);
      ctx.log.info({ changed }, 'resource trending recounted');
    },
  });

  // Public: what anyone may read of a published resource (title, summary, opening) and who is asking.
  app.get(
    '/api/v1/resources/:slug/preview',
    {
      schema: {
        tags,
        summary: 'A resource’s title, summary and opening, for anyone (signed out included); never its body',
        params: ZResourceParams,
        response: { 200: ZResourcePreviewResponse },
      },
    },
    async (request) => getPreview(ctx.db, request.params.slug, await ctx.session.getSessionUser(request)),
  );

  await signedIn(app, ctx, (authed) => {
    authed.get(
      '/api/v1/resources/access',
      { schema: { tags, summary: 'Whether the family’s membership includes the resource library (active Pro)', response: { 200: ZResourceAccessResponse } } },
      async (request) => ({ hasAccess: await hasLibraryAccess(ctx.db, currentUser(request).id) }),
    );

    authed.get(
      '/api/v1/resources',
      {
        schema: {
          tags,
          summary: 'The library (Pro): featured, then trending, then newest; search, category, type or topic; 12 a page',
          querystring: ZResourceListQuery,
          response: { 200: ZResourceListResponse },
        },
      },
      async (request) => getLibrary(ctx.db, currentUser(request).id, request.query),
    );

    authed.get(
      '/api/v1/resources/:slug',
      { schema: { tags, summary: 'A whole resource (Pro), with the family’s own rating', params: ZResourceParams, response: { 200: ZResourceDetailResponse } } },
      async (request) => ({ resource: await getResource(ctx.db, currentUser(request).id, request.params.slug) }),
    );

    authed.get(
      '/api/v1/resources/:slug/download',
      {
        onRequest: rateLimit(ctx.db, { name: 'resource-download', rule: { windowMs: 60_000, max: DOWNLOADS_PER_MINUTE }, key: byFamily }),
        schema: { tags, summary: 'The resource as a PDF (Pro); each download is counted', params: ZResourceParams },
      },
      async (request, reply) => {
        const { filename, bytes } = await downloadResource(ctx, currentUser(request).id, request.params.slug);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(bytes);
      },
    );

    authed.put(
      '/api/v1/resources/:slug/rating',
      {
        schema: {
          tags,
          summary: 'Rate a resource 1-5 (Pro); one rating per family, a second replaces the first',
          params: ZResourceParams,
          body: ZRateResourceRequest,
          response: { 200: ZRateResourceResponse },
        },
      },
      async (request) => rateResource(ctx.db, currentUser(request).id, request.params.slug, request.body.rating),
    );
  });

  await staffOnly(app, ctx, { roles: ['admin'], messages: { signedOut: RESOURCE_MESSAGES.adminSignedOut, forbidden: RESOURCE_MESSAGES.adminForbidden } }, (admin) => {
    admin.get(
      '/api/v1/admin/resources',
      {
        schema: {
          tags,
          summary: 'Every resource, published or not, most recently changed first (admin)',
          querystring: ZAdminResourceListQuery,
          response: { 200: ZAdminResourceListResponse },
        },
      },
      async (request) => listForAdmin(ctx.db, request.query.q, request.query.page),
    );

    admin.get(
      '/api/v1/admin/resources/:id',
      { schema: { tags, summary: 'One resource with its Markdown, to edit (admin)', params: ZResourceIdParams, response: { 200: ZAdminResourceResponse } } },
      async (request) => ({ resource: await getForAdmin(ctx.db, request.params.id) }),
    );

    admin.post(
      '/api/v1/admin/resources',
      { schema: { tags, summary: 'Create a resource, unpublished (admin)', body: ZResourceInput, response: { 201: ZAdminResourceResponse } } },
      async (request, reply) => reply.code(201).send({ resource: await createResource(ctx.db, currentUser(request), request.body) }),
    );

    admin.put(
      '/api/v1/admin/resources/:id',
      {
        schema: {
          tags,
          summary: 'Edit a resource (admin); from then on its content file no longer rewrites it',
          params: ZResourceIdParams,
          body: ZResourceInput,
          response: { 200: ZAdminResourceResponse },
        },
      },
      async (request) => ({ resource: await editResource(ctx.db, currentUser(request), request.params.id, request.body) }),
    );

    for (const [action, isPublished] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      admin.post(
        `/api/v1/admin/resources/:id/${action}`,
        {
          schema: {
            tags,
            summary: isPublished ? 'Publish a resource: families with Pro see it (admin)' : 'Unpublish a resource: families no longer see it (admin)',
            params: ZResourceIdParams,
            body: z.object({}).optional(),
            response: { 200: ZAdminResourceResponse },
          },
        },
        async (request) => ({ resource: await setPublished(ctx.db, currentUser(request), request.params.id, isPublished) }),
      );
    }
  });
});
