/**
 * What the assistant says from the family's own membership (docs/product.md, Academy assistant:
 * answers from the family's data): each athlete's plan, status, sessions left (counted from the
 * schedule's rows), the next renewal, a break, the commitment. Rendered on the server from the
 * membership feature's own view, and never sent to a language model.
 */
import { ACADEMY } from '../academy';
import { formatTrainingWindow } from '../academy-plans';
import { CANCEL_REASON_WORDS, sessionDayLabel, sessionTimeLabel } from '../session-labels';
import { formatCreditsExpiry, formatSessionsRemaining, remainingWording } from '../sessions-remaining';
import type { TMembership } from '../validation/membership';
import type { TMembershipTerms } from '../validation/membership-terms';
import type { TFamilySchedule } from '../validation/sessions';
import { formatDollars } from './knowledge';
import type { AssistantTopic } from './topics';

/** The topics whose answer depends on the family's membership. */
export const FAMILY_DATA_TOPICS = ['pause', 'change-plan', 'cancel', 'sessions-left', 'renewal', 'schedule'] as const satisfies readonly AssistantTopic[];
export type FamilyDataTopic = (typeof FAMILY_DATA_TOPICS)[number];

export function isFamilyDataTopic(topic: string | null | undefined): topic is FamilyDataTopic {
  return (FAMILY_DATA_TOPICS as readonly (string | null | undefined)[]).includes(topic);
}

export type FamilyMembership = { membership: TMembership; terms: TMembershipTerms | undefined };

/** "March 5, 2027", in the academy's time zone, as the billing pages write it. */
export function formatAnswerDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: ACADEMY.timeZone });
}

export const NO_MEMBERSHIP_LINE = 'You have no active membership right now. The Membership page shows the plans.';

const whose = (m: TMembership) => (m.athleteName ? `${m.athleteName}’s ${m.plan.label}` : `Your ${m.plan.label}`);

/** The one sentence that says where a membership stands; null when it is simply active and renewing. */
function standing({ membership: m, terms }: FamilyMembership): string | null {
  if (terms?.activeBreak) {
    return `${whose(m)} is paused until ${formatAnswerDate(terms.activeBreak.endsAt)}: nothing is charged and it does not renew while paused. Billing resumes when the break ends, or earlier if you resume it on Manage Billing.`;
  }
  if (m.status === 'expired') return `${whose(m)} has ended. The Membership page shows the plans to start again.`;
  if (m.status === 'past_due') return `${whose(m)} has a payment past due: update your card on Manage Billing to keep training.`;
  if (m.status === 'canceled' || m.cancelAtPeriodEnd) return `${whose(m)} is canceled: training continues until ${formatAnswerDate(m.currentPeriodEnd)}, then it ends and is not renewed.`;
  return null;
}

function topicLine(topic: FamilyDataTopic, entry: FamilyMembership): string {
  const { membership: m, terms } = entry;
  const status = standing(entry);
  const change = m.scheduledChange ? ` It changes to the ${m.scheduledChange.planLabel} on ${formatAnswerDate(m.scheduledChange.effectiveAt)}.` : '';
  switch (topic) {
    case 'sessions-left': {
      const counted = formatSessionsRemaining(m.remaining, remainingWording(m));
      const left = [`${whose(m)}: sessions ${counted}.`, formatCreditsExpiry(m.remaining)].filter(Boolean).join(' ');
      return m.status === 'expired' ? (status ?? left) : [left, status].filter(Boolean).join(' ');
    }
    case 'renewal':
      return status ?? `${whose(m)} renews on ${formatAnswerDate(m.currentPeriodEnd)} for ${formatDollars(m.plan.priceCents)}.${change}`;
    case 'pause':
      if (terms?.activeBreak || m.status === 'expired') return status!;
      if (terms?.canPause) return `${whose(m)} can be paused now, for 1 to 4 months, with Pause Membership on Manage Billing.`;
      return `${whose(m)} cannot be paused right now: only an active membership that is not set to cancel can be.${status ? ` ${status}` : ''}`;
    case 'cancel':
      if (status) return status;
      if (terms?.isCommitted && terms.remainingBalanceCents > 0) {
        return `${whose(m)} has a commitment until ${formatAnswerDate(terms.commitmentEndsAt)}: cancelling now means the remaining balance of ${formatDollars(terms.remainingBalanceCents)} is due, then it runs until ${formatAnswerDate(m.currentPeriodEnd)}.`;
      }
      return `${whose(m)} has no commitment left: cancelling stops it at the end of the paid period, ${formatAnswerDate(m.currentPeriodEnd)}.`;
    case 'change-plan':
      return `${m.athleteName ? `${m.athleteName} is` : 'You are'} on the ${m.plan.label}.${change}${status ? ` ${status}` : ''}`;
    case 'schedule':
      return `${m.athleteName ? `${m.athleteName} trains` : 'Your plan trains'} on the ${m.plan.name}: ${formatTrainingWindow(m.plan.schedule)}.`;
  }
}

/**
 * The family's own lines for a topic, one per athlete's membership (ended ones only when nothing
 * else is left), or the no-membership line. Pure: `now` is already in the memberships' statuses.
 */
export function familyLines(topic: FamilyDataTopic, memberships: readonly FamilyMembership[]): string[] {
  const live = memberships.filter((entry) => entry.membership.status !== 'expired');
  if (live.length === 0) {
    if (topic === 'schedule') return [];
    return memberships.length ? [...memberships.slice(0, 1).map((entry) => standing(entry)!)] : [NO_MEMBERSHIP_LINE];
  }
  return live.map((entry) => topicLine(topic, entry));
}

/** How many coming sessions the Schedule answer names per athlete, and how far ahead it lists cancellations. */
export const SCHEDULE_ANSWER_SESSIONS = 3;
export const SCHEDULE_CANCELLED_DAYS = 7;

type ScheduledSession = TFamilySchedule['athletes'][number]['sessions'][number];

const when = (s: ScheduledSession) => `${sessionDayLabel(s.startsAt)}, ${sessionTimeLabel(s.startsAt, s.endsAt)}`;

/** "Leo’s next sessions: Friday, March 20, 4:00–5:00 PM; … All at <place>." */
function nextSessionsLine(name: string, sessions: ScheduledSession[]): string {
  const next = sessions.filter((s) => s.status === 'scheduled').slice(0, SCHEDULE_ANSWER_SESSIONS);
  if (next.length === 0) return `${name} has no sessions on the schedule in the next 2 weeks.`;
  if (next.length === 1) return `${name}’s next session: ${when(next[0]!)}, at ${next[0]!.location}.`;
  const isOnePlace = next.every((s) => s.location === next[0]!.location);
  const items = next.map((s) => (isOnePlace ? when(s) : `${when(s)} at ${s.location}`));
  return `${name}’s next sessions: ${items.join('; ')}.${isOnePlace ? ` All at ${next[0]!.location}.` : ''}`;
}

/**
 * The Schedule answer from the family's real sessions (issue 38, point 8): each training athlete's
 * next sessions, then each cancelled session of the next 7 days, once however many athletes it had.
 */
export function scheduleLines(schedule: TFamilySchedule, now: Date): string[] {
  const lines = schedule.athletes.map((a) => nextSessionsLine(a.athleteName || 'Your athlete', a.sessions));
  const horizon = new Date(now.getTime() + SCHEDULE_CANCELLED_DAYS * 86_400_000).toISOString();
  const cancelled = new Map<string, { session: ScheduledSession; names: string[] }>();
  for (const athlete of schedule.athletes) {
    for (const session of athlete.sessions) {
      if (session.status !== 'cancelled' || session.startsAt >= horizon) continue;
      const seen = cancelled.get(session.id) ?? { session, names: [] };
      seen.names.push(athlete.athleteName || 'your athlete');
      cancelled.set(session.id, seen);
    }
  }
  for (const { session, names } of [...cancelled.values()].sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt))) {
    const reason = session.cancelReason ? CANCEL_REASON_WORDS[session.cancelReason] : null;
    lines.push(`Cancelled: ${when(session)}${reason ? ` (${reason})` : ''}, for ${names.join(' and ')}.`);
  }
  return lines;
}

/** The Schedule answer's last line: where the coming sessions are. */
export const SCHEDULE_PAGE_LINE = 'The Schedule page lists the coming sessions, and there you can say an athlete can’t make one.';
