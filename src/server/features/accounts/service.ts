/**
 * The family's account: profile, the setup wizard's parent step, the data export and deletion.
 */
import type { TParentSetupRequest, TProfile, TSessionUser, TUpdateLocaleRequest, TUpdateProfileRequest } from '#shared/validation/accounts';
import type { TAthlete } from '#shared/validation/athletes';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { getFamilyAthletes } from '../athletes/service';
import { deleteUserCascade, findProfile, setUserLocale, toProfile, upsertProfile } from './queries';
import { inTransaction, type Trx } from '#server/db/transaction';
import { forgetAuditSubject } from '#server/audit/audit-forget';

export type Me = {
  user: TSessionUser;
  profile: TProfile | null;
  athletes: TAthlete[];
  /** A display name and at least one athlete: the auth page then sends the parent to the dashboard. */
  isSetupComplete: boolean;
};

export async function getProfile(db: Db, user: SessionUser): Promise<TProfile | null> {
  const row = await findProfile(db, user.id);
  return row ? toProfile(row, user.email) : null;
}

export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const [profile, athletes] = await Promise.all([getProfile(db, user), getFamilyAthletes(db, user.id)]);
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.createdAt },
    profile,
    athletes,
    isSetupComplete: Boolean(profile?.displayName) && athletes.length > 0,
  };
}

export async function updateProfile(db: Db, user: SessionUser, input: TUpdateProfileRequest): Promise<TProfile> {
  await upsertProfile(db, user.id, {
    display_name: input.displayName,
    phone: input.phone,
    address: input.address,
    birth_date: input.birthDate,
    bio: input.bio,
  });
  return (await getProfile(db, user))!;
}

/** Settings, Language: the family's e-mails and notifications are written in it from now on (decision 098). */
export async function updateLocale(db: Db, user: SessionUser, input: TUpdateLocaleRequest): Promise<TUpdateLocaleRequest> {
  await setUserLocale(db, user.id, input.locale);
  return { locale: input.locale };
}

export async function saveParentStep(db: Db, user: SessionUser, input: TParentSetupRequest): Promise<TProfile> {
  await upsertProfile(db, user.id, {
    display_name: input.fullName,
    phone: input.phone,
    address: input.address,
    birth_date: input.birthDate,
  });
  return (await getProfile(db, user))!;
}

/** Everything the academy keeps about the family, as one JSON document. */
export async function exportFamilyData(ctx: AppContext, user: SessionUser): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {
    exportedAt: new Date().toISOString(),
    account: { email: user.email, name: user.name, role: user.role, createdAt: user.createdAt },
    profile: await getProfile(ctx.db, user),
  };
  for (const source of ctx.familyData) data[source.name] = await source.export(ctx.db, user.id);
  return data;
}

/** The names the family is known by: the account's and the profile's. */
async function namesOf(trx: Trx, userId: string): Promise<string[]> {
  const row = await trx
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.name', 'profiles.display_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return [row?.name, row?.display_name].filter((n): n is string => Boolean(n));
}

/**
 * Deletes the family: each feature's step first (any may refuse, and nothing is deleted), then in one
 * transaction what the features keep outside the users row's cascade, and the account itself.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'email'>,
  options: { alsoInTransaction?: (trx: Trx) => Promise<void> } = {},
): Promise<void> {
  for (const step of ctx.accountDeletion) await step.before?.(user.id);
  await inTransaction(ctx.db, async (trx) => {
    // An admin's deletion records itself in the audit log in the same transaction.
    await options.alsoInTransaction?.(trx);
    for (const step of ctx.accountDeletion) await step.inTransaction?.(trx, { userId: user.id, email: user.email });
    // Entries about the family (the deletion's own included) keep a pseudonym, no name or e-mail.
    await forgetAuditSubject(trx, { userId: user.id, email: user.email, names: await namesOf(trx, user.id) }, ctx.config.authSecret);
    await deleteUserCascade(trx, user.id, user.email);
  });
  ctx.events.publish({ userId: user.id }, [{ type: 'session-ended' }]);
}
