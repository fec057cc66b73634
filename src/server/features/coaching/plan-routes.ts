/**
 * Weekly plans' routes (issue 42, point 3): the coach's form choices, assigning, the roster with
 * each athlete's standing and the nudge, for coaches and admins only (a parent gets 403); and the
 * family's "This week's plan" for its own athletes (another family's athlete reads as not found).
 */
import { z } from 'zod';
import {
  ZFamilyPlanParams,
  ZFamilyWeeklyPlans,
  ZPlanAthletesPage,
  ZPlanAthletesQuery,
  ZPlanChoices,
  ZPlanNudgeParams,
  ZPlanNudgeResult,
  ZPlanParams,
  ZStaffWeeklyPlan,
  ZStaffWeeklyPlans,
  ZWeeklyPlanInput,
} from '#shared/validation/weekly-plans';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { signedIn, staffOnly } from '#server/feature';
import { assignPlan, familyPlans, nudgeAthlete, planChoices, staffPlanAthletes, staffPlans } from './plans';

const tags = ['coaching'];

export async function registerPlanRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/weekly-plans',
      { schema: { tags, summary: 'Plans running today or later, each athlete done, started or not started (coaches and admins)', response: { 200: ZStaffWeeklyPlans } } },
      async () => staffPlans(ctx),
    );
    staff.get(
      '/api/v1/staff/weekly-plans/:planId/athletes',
      {
        schema: {
          tags,
          summary: 'A later page of a plan’s athletes, behind first (coaches and admins)',
          params: ZPlanParams,
          querystring: ZPlanAthletesQuery,
          response: { 200: ZPlanAthletesPage },
        },
      },
      async (request) => staffPlanAthletes(ctx, request.params.planId, request.query.cursor),
    );
    staff.get(
      '/api/v1/staff/weekly-plans/choices',
      { schema: { tags, summary: 'What a plan may name: published lessons, training groups, birth years and the roster’s athletes', response: { 200: ZPlanChoices } } },
      async () => planChoices(ctx),
    );
    staff.post(
      '/api/v1/staff/weekly-plans',
      {
        schema: {
          tags,
          summary: 'Assign lessons and a minutes target to an athlete, a birth year, a training group or a plan for some days; one plan per audience and first day',
          body: ZWeeklyPlanInput,
          response: { 201: z.object({ plan: ZStaffWeeklyPlan }) },
        },
      },
      async (request, reply) => reply.code(201).send({ plan: await assignPlan(ctx, currentUser(request), request.body) }),
    );
    staff.post(
      '/api/v1/staff/weekly-plans/:planId/nudges/:athleteId',
      { schema: { tags, summary: 'Remind the family in its Coach thread; once per plan, athlete and day', params: ZPlanNudgeParams, response: { 200: ZPlanNudgeResult } } },
      async (request) => nudgeAthlete(ctx, currentUser(request), request.params.planId, request.params.athleteId),
    );
  });

  await signedIn(app, ctx, (family) => {
    family.get(
      '/api/v1/athletes/:athleteId/weekly-plans',
      { schema: { tags, summary: 'This week’s plan: the athlete’s plans running today, with the lessons done and the minutes', params: ZFamilyPlanParams, response: { 200: ZFamilyWeeklyPlans } } },
      async (request) => familyPlans(ctx, currentUser(request).id, request.params.athleteId),
    );
  });
}
