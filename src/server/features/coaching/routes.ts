/**
 * Coaching (issue 42; docs/product.md, Coaching): the coaches' tools tied to the training record.
 * So far: weekly plans (point 3) and verified results (point 4; the counts live in training's
 * lesson sessions, and go with their export and deletion). Its data goes into the family's export; its rows go with the
 * athletes, and so with the account.
 */
import { defineFeature } from '#server/feature';
import { registerPlanRoutes } from './plan-routes';
import { registerResultRoutes } from './result-routes';
import { deleteFamilyAthletePlans } from './plan-queries';
import { exportFamilyPlans } from './plans';

export const coachingFeature = defineFeature({ name: 'coaching', dependencies: ['athletes', 'messaging', 'sessions', 'training'] }, async (app, ctx) => {
  ctx.familyData.push({ name: 'weeklyPlans', export: exportFamilyPlans });
  ctx.accountDeletion.push({ name: 'weeklyPlans', inTransaction: (trx, family) => deleteFamilyAthletePlans(trx, family.userId) });
  await registerPlanRoutes(app, ctx);
  await registerResultRoutes(app, ctx);
});
