import { z } from 'zod';
import {
  ZDeleteAccountRequest,
  ZParentSetupRequest,
  ZProfile,
  ZSessionUser,
  ZUpdateLocaleRequest,
  ZUpdateProfileRequest,
} from '#shared/validation/accounts';
import { ZAthlete } from '#shared/validation/athletes';
import { currentUser } from '#server/auth/session';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import { defineFeature } from '#server/feature';
import { deleteAccount, exportFamilyData, getMe, saveParentStep, updateLocale, updateProfile } from './service';

const tags = ['accounts'];
const ZProfileResponse = z.object({ profile: ZProfile });
const HOUR_MS = 60 * 60_000;
/** The export reads everything the family has; deletion also ends the subscription at the provider. */
export const ACCOUNT_RATE_LIMITS = {
  export: { windowMs: HOUR_MS, max: 10 },
  delete: { windowMs: HOUR_MS, max: 5 },
} as const;

export const accountsFeature = defineFeature({ name: 'accounts', isSignedInOnly: true }, async (app, ctx) => {

  app.get(
    '/api/v1/me',
    {
      schema: {
        tags,
        summary: 'The signed-in family: user, profile and athletes',
        response: {
          200: z.object({
            user: ZSessionUser,
            profile: ZProfile.nullable(),
            athletes: z.array(ZAthlete),
            isSetupComplete: z.boolean(),
          }),
        },
      },
    },
    async (request) => getMe(ctx.db, currentUser(request)),
  );

  app.put(
    '/api/v1/profile',
    { schema: { tags, summary: 'Edit the profile (empty fields are saved as null)', body: ZUpdateProfileRequest, response: { 200: ZProfileResponse } } },
    async (request) => ({ profile: await updateProfile(ctx.db, currentUser(request), request.body) }),
  );

  app.put(
    '/api/v1/account/locale',
    { schema: { tags, summary: 'Choose the family’s language (English or Spanish)', body: ZUpdateLocaleRequest, response: { 200: ZUpdateLocaleRequest } } },
    async (request) => updateLocale(ctx.db, currentUser(request), request.body),
  );

  app.put(
    '/api/v1/profile/parent',
    { schema: { tags, summary: 'Profile setup, step 1: the parent', body: ZParentSetupRequest, response: { 200: ZProfileResponse } } },
    async (request) => ({ profile: await saveParentStep(ctx.db, currentUser(request), request.body) }),
  );

  app.get(
    '/api/v1/account/export',
    { onRequest: rateLimit(ctx.db, { name: 'account-export', rule: ACCOUNT_RATE_LIMITS.export, key: byFamily }), schema: { tags, summary: 'Download everything kept about the family (JSON)' } },
    async (request, reply) => {
      const data = await exportFamilyData(ctx, currentUser(request));
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="bravo-academy-family-data-${date}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/api/v1/account',
    { onRequest: rateLimit(ctx.db, { name: 'account-delete', rule: ACCOUNT_RATE_LIMITS.delete, key: byFamily }), schema: { tags, summary: 'Delete the account and all the family’s data', body: ZDeleteAccountRequest } },
    async (request, reply) => {
      await deleteAccount(ctx, currentUser(request));
      for (const name of ['session_token', 'session_data', 'dont_remember']) {
        void reply.header('set-cookie', `bravo.${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
        void reply.header('set-cookie', `__Secure-bravo.${name}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
      }
      return reply.status(204).send();
    },
  );
});
