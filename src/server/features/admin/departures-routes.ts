/** The admin's Leaving list and win-back (issue 39, point 3; decision 074), inside the admin feature's staffOnly scope. */
import { ZDepartureParams, ZDeparturesPage, ZDeparturesQuery, ZWinBackRequest, ZWinBackResponse } from '#shared/validation/departures';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { getDepartures, sendWinBack } from './departures-service';

const tags = ['admin'];

export function registerDeparturesRoutes(admin: ZodApp, ctx: AppContext): void {
  admin.get(
    '/api/v1/admin/departures',
    { schema: { tags, summary: 'Memberships cancelled or withdrawn, newest asked first, with who, why and when; a page at a time', querystring: ZDeparturesQuery, response: { 200: ZDeparturesPage } } },
    async (request) => getDepartures(ctx.db, request.query),
  );
  admin.post(
    '/api/v1/admin/departures/:membershipId/win-back',
    { schema: { tags, summary: 'Send the one win-back message of a departure to the family’s Academy Support thread', params: ZDepartureParams, body: ZWinBackRequest, response: { 200: ZWinBackResponse } } },
    async (request) => sendWinBack(ctx, currentUser(request), request.params.membershipId, request.body),
  );
}
