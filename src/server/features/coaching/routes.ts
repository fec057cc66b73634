/**
 * Coaching (issue 42; docs/product.md, Coaching): the coaches' tools tied to the training record.
 * So far: weekly plans (point 3), verified results (point 4; the counts live in training's lesson
 * sessions, and go with their export and deletion) and the coach's home (point 5). Its data goes
 * into the family's export; its rows go with the athletes, and so with the account.
 */
import { ZCoachHome } from '#shared/validation/coach-home';
import { currentUser } from '#server/auth/session';
import { defineFeature, staffOnly } from '#server/feature';
import { readCoachHome } from './home';
import { registerPlanRoutes } from './plan-routes';
import { registerResultRoutes } from './result-routes';
import { deleteFamilyAthletePlans } from './plan-queries';
import { exportFamilyPlans } from './plans';

export const coachingFeature = defineFeature({ name: 'coaching', dependencies: ['athletes', 'messaging', 'sessions', 'training'] }, async (app, ctx) => {
  ctx.familyData.push({ name: 'weeklyPlans', export: exportFamilyPlans });
  ctx.accountDeletion.push({ name: 'weeklyPlans', inTransaction: (trx, family) => deleteFamilyAthletePlans(trx, family.userId) });
  await registerPlanRoutes(app, ctx);
  await registerResultRoutes(app, ctx);
  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/coach-home',
      {
        schema: {
          tags: ['coaching'],
          summary: 'The coach’s home: Coach threads waiting, lessons written (an admin: every coach’s), evaluations due and plans running (coaches and admins)',
          response: { 200: ZCoachHome },
        },
      },
      async (request) => readCoachHome(ctx, currentUser(request)),
    );
  });
});
