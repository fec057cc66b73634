/**
 * Safeguarding cases (issue 39, point 4; docs/product.md, Safeguarding cases): coaches and admins
 * read and handle them; only an admin exports one. A parent is refused (403) before any of it runs.
 */
import { currentUser } from '#server/auth/session';
import { defineFeature, staffOnly } from '#server/feature';
import { ZCaseDetail, ZCaseList, ZCaseListQuery, ZCaseNoteInput, ZCaseParams, ZCaseUpdate } from '#shared/validation/safety-cases';
import { z } from 'zod';
import { addCaseNote, changeCase, exportCase, getCase, listCases } from './service';

const tags = ['safeguarding'];

export const safeguardingFeature = defineFeature({ name: 'safeguarding', dependencies: ['accounts', 'messaging'] }, async (app, ctx) => {
  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/safety-cases',
      { schema: { tags, summary: 'Safety cases: open and in review, longest open first; or closed, newest first, a page at a time', querystring: ZCaseListQuery, response: { 200: ZCaseList } } },
      async (request) => listCases(ctx.db, request.query),
    );

    staff.get(
      '/api/v1/staff/safety-cases/:caseId',
      { schema: { tags, summary: 'A safety case with its history (the family’s e-mail for admins only)', params: ZCaseParams, response: { 200: ZCaseDetail } } },
      async (request) => getCase(ctx.db, currentUser(request), request.params.caseId),
    );

    staff.patch(
      '/api/v1/staff/safety-cases/:caseId',
      { schema: { tags, summary: 'Change a case’s state or owner (closing needs a note saying what was done)', params: ZCaseParams, body: ZCaseUpdate, response: { 200: ZCaseDetail } } },
      async (request) => changeCase(ctx, currentUser(request), request.params.caseId, request.body),
    );

    staff.post(
      '/api/v1/staff/safety-cases/:caseId/notes',
      { schema: { tags, summary: 'Add a note to a case (at most 2,000 characters)', params: ZCaseParams, body: ZCaseNoteInput, response: { 201: ZCaseDetail } } },
      async (request, reply) => reply.code(201).send(await addCaseNote(ctx, currentUser(request), request.params.caseId, request.body.body)),
    );
  });

  await staffOnly(app, ctx, { roles: ['admin'] }, (admin) => {
    admin.post(
      '/api/v1/admin/safety-cases/:caseId/export',
      { schema: { tags, summary: 'The whole case as one document, for a request; recorded in the case', params: ZCaseParams, response: { 200: z.object({ exportedAt: z.string(), exportedBy: z.string(), case: ZCaseDetail.omit({ staff: true }) }) } } },
      async (request) => exportCase(ctx.db, currentUser(request), request.params.caseId),
    );
  });
});
