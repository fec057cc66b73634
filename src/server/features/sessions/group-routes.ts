/**
 * Training groups' routes (issue 38, point 1; docs/product.md, Training sessions: Groups): coaches
 * and admins read the groups; admins add a birth-year group and archive one (a coach gets 403).
 */
import { ZAddTrainingGroupInput, ZTrainingGroupParams, ZTrainingGroupResponse, ZTrainingGroups } from '#shared/validation/training-groups';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import { addGroup, archiveGroup, listGroups } from './groups';

const tags = ['sessions'];

export async function registerGroupRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/session-groups',
      { schema: { tags, summary: 'The training groups: each plan’s own and its birth-year groups, with the years each takes (coaches and admins)', response: { 200: ZTrainingGroups } } },
      async () => listGroups(ctx),
    );
  });

  await staffOnly(app, ctx, { roles: ['admin'] }, (admin) => {
    admin.post(
      '/api/v1/admin/session-groups',
      { schema: { tags, summary: 'Add a birth-year group of a plan; its sessions are made at once (admins)', body: ZAddTrainingGroupInput, response: { 200: ZTrainingGroupResponse } } },
      async (request) => ({ group: await addGroup(ctx, currentUser(request), request.body) }),
    );

    admin.post(
      '/api/v1/admin/session-groups/:groupId/archive',
      { schema: { tags, summary: 'Archive a birth-year group: its athletes train with their plan’s own group again (admins)', params: ZTrainingGroupParams, response: { 200: ZTrainingGroupResponse } } },
      async (request) => ({ group: await archiveGroup(ctx, currentUser(request), request.params.groupId) }),
    );
  });
}
