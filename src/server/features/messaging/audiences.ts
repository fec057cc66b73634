/**
 * Messages to groups (issue 39, point 7; docs/product.md, Messages: Groups; decision 075). An
 * audience is everyone with a membership, a plan, a birth year, a training group, or the families with
 * a failed payment or in grace; it names families, each once however many of its athletes match. A
 * family belongs to a plan, year or group through an athlete whose membership still runs. The send
 * goes through the staff messages' path (each family's Academy Support thread and a notification),
 * all in one transaction, audited with the audience.
 */
import { formatTrainingWindow, type PlanTier } from '#shared/academy-plans';
import { AppError } from '#shared/errors';
import { effectiveMembershipStatus, type MembershipStatus } from '#shared/membership';
import { describeYears, GROUP_BIRTH_YEARS, groupFor, groupWindow, isPlanWide, PLAN_WIDE_GROUPS, type TrainingGroup, trainingGroups, yearsTaken } from '#shared/training-groups';
import { AUDIENCE_MESSAGES, type TAudience, type TAudienceChoices } from '#shared/validation/audiences';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { readTrainingGroups } from '../sessions/service';
import { listAudienceMemberships, listRecentPayments } from './audience-queries';
import { announceThreadChange, sendStaffMessages } from './service';

const DAY_MS = 86_400_000;
/** A failed payment counts this long, unless a completed one came after it (the churn radar's rule). */
const FAILED_PAYMENT_DAYS = 30;

/** What the audiences are resolved from: running memberships, the groups, and who has payment trouble. */
type Roster = {
  members: { familyId: string; tier: PlanTier; birthYear: number; status: MembershipStatus }[];
  groups: { group: TrainingGroup; isArchived: boolean }[];
  failedPayment: Set<string>;
};

async function readRoster(db: Db | Trx, now: Date): Promise<Roster> {
  const [rows, groups, payments] = await Promise.all([
    listAudienceMemberships(db),
    readTrainingGroups(db),
    listRecentPayments(db, new Date(now.getTime() - FAILED_PAYMENT_DAYS * DAY_MS).toISOString()),
  ]);
  const members = rows.flatMap((r) => {
    const status = effectiveMembershipStatus({ status: r.status, currentPeriodEnd: new Date(r.current_period_end).toISOString(), provider: r.provider }, now);
    return status === 'expired' ? [] : [{ familyId: r.user_id, tier: r.tier === 'pro' ? ('pro' as const) : ('core' as const), birthYear: Number(r.birth_year), status }];
  });
  const lastFailed = new Map<string, number>();
  const lastCompleted = new Map<string, number>();
  for (const p of payments) {
    const map = p.status === 'failed' ? lastFailed : lastCompleted;
    map.set(p.user_id, Math.max(map.get(p.user_id) ?? 0, new Date(p.created_at).getTime()));
  }
  const failedPayment = new Set([...lastFailed].filter(([familyId, at]) => at > (lastCompleted.get(familyId) ?? 0)).map(([familyId]) => familyId));
  return { members, groups, failedPayment };
}

const activeGroups = (roster: Roster) => roster.groups.filter((g) => !g.isArchived).map((g) => g.group);

/** The families the audience names, each once. An unknown or archived group is refused (400), so nothing is sent. */
function resolve(roster: Roster, audience: TAudience): string[] {
  const active = activeGroups(roster);
  let matches: (member: Roster['members'][number]) => boolean;
  switch (audience.kind) {
    case 'members':
      matches = () => true;
      break;
    case 'plan':
      matches = (m) => m.tier === audience.value;
      break;
    case 'birth-year':
      matches = (m) => m.birthYear === audience.value;
      break;
    case 'group': {
      const found = roster.groups.find((g) => g.group.id === audience.value);
      if (!found) throw new AppError('VALIDATION', AUDIENCE_MESSAGES.unknownGroup, { audience: AUDIENCE_MESSAGES.unknownGroup });
      if (found.isArchived) throw new AppError('VALIDATION', AUDIENCE_MESSAGES.archivedGroup, { audience: AUDIENCE_MESSAGES.archivedGroup });
      matches = (m) => groupFor(active, m.tier, m.birthYear).id === audience.value;
      break;
    }
    case 'payment-trouble': {
      // In grace: a membership whose renewal failed and is being retried (past due).
      const inGrace = roster.members.filter((m) => m.status === 'past_due').map((m) => m.familyId);
      return [...new Set([...inGrace, ...roster.failedPayment])].sort();
    }
  }
  return [...new Set(roster.members.filter(matches).map((m) => m.familyId))].sort();
}

/** "Training group: Core (2016–2017) · Fri–Sun, 4–5 PM PT": a group as the picker names it, a plan's own group with the years it takes. */
function groupLabel(active: readonly TrainingGroup[], group: TrainingGroup): string {
  const name = isPlanWide(group) ? `${group.label} (${describeYears(yearsTaken(active, group))})` : group.label;
  return `Training group: ${name} · ${formatTrainingWindow(groupWindow(group))}`;
}

/** The picker's choices, each with how many families it reaches now; groups are the active ones that train someone. */
export async function listAudiences(db: Db, now = new Date()): Promise<TAudienceChoices> {
  const roster = await readRoster(db, now);
  const active = activeGroups(roster);
  const choices: { audience: TAudience; label: string }[] = [
    { audience: { kind: 'members' }, label: 'Everyone with a membership' },
    ...PLAN_WIDE_GROUPS.map((g) => ({ audience: { kind: 'plan' as const, value: g.tier }, label: `Plan: ${g.label}` })),
    ...GROUP_BIRTH_YEARS.map((year) => ({ audience: { kind: 'birth-year' as const, value: year }, label: `Birth year: ${year}` })),
    ...trainingGroups(active).map((g) => ({ audience: { kind: 'group' as const, value: g.id }, label: groupLabel(active, g) })),
    { audience: { kind: 'payment-trouble' }, label: 'Families with a failed payment or in grace' },
  ];
  return { audiences: choices.map((c) => ({ ...c, families: resolve(roster, c.audience).length })) };
}

/** How the audit log names the audience. */
function describeAudience(roster: Roster, audience: TAudience): string {
  switch (audience.kind) {
    case 'members':
      return 'everyone with a membership';
    case 'plan':
      return `the ${audience.value === 'pro' ? 'Pro' : 'Core'} plan`;
    case 'birth-year':
      return `birth year ${audience.value}`;
    case 'group':
      return `the training group ${roster.groups.find((g) => g.group.id === audience.value)?.group.label ?? audience.value}`;
    case 'payment-trouble':
      return 'families with a failed payment or in grace';
  }
}

/** Sends to every family of the audience, in one transaction: all the messages and notifications, or none. */
export async function messageAudience(
  ctx: AppContext,
  staff: SessionUser,
  input: { audience: TAudience; subject?: string | undefined; body: string; isUrgent: boolean },
  now = new Date(),
): Promise<{ sent: number }> {
  const sent = await inTransaction(ctx.db, async (trx) => {
    const roster = await readRoster(trx, now);
    const familyIds = resolve(roster, input.audience);
    if (!familyIds.length) throw new AppError('VALIDATION', AUDIENCE_MESSAGES.noRecipients);
    await sendStaffMessages(
      trx,
      { id: staff.id, name: staff.name.trim() || 'Bravo Academy' },
      familyIds.map((id) => ({ id })),
      { subject: input.subject ?? null, body: input.body, isUrgent: input.isUrgent },
      ctx.config.appUrl,
      now,
    );
    const named = describeAudience(roster, input.audience);
    await recordAudit(
      trx,
      {
        actor: { id: staff.id, email: staff.email },
        action: 'message.bulk-sent',
        target: { type: 'families' },
        summary: `Sent a message to ${familyIds.length} ${familyIds.length === 1 ? 'family' : 'families'}: ${named}`,
        details: { audience: input.audience, count: familyIds.length },
      },
      now,
    );
    return familyIds.length;
  });
  // One event to every open page (each reads only its own threads), not one per family.
  await announceThreadChange(ctx, 'everyone');
  return { sent };
}
