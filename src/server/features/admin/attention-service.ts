/**
 * "Needs attention" (issue 39, point 1; docs/product.md, Needs attention; decision 081): what waits
 * for staff, each item with the page that handles it. Admins see every section; coaches the
 * families' threads and the safety flags, and never a family's e-mail (no section carries one).
 * An item leaves its section when it is handled: the thread answered, the application moved on,
 * the case in review or closed, a later payment through or the membership active, the departure
 * effective.
 */
import type { Role } from '#shared/validation/accounts';
import { ACADEMY } from '#shared/academy';
import { DEPARTURE_REASON_LABELS, type DepartureReason } from '#shared/departures';
import { paths } from '#shared/page-paths';
import {
  ATTENTION_SECTION_LABELS,
  ATTENTION_SECTION_LIMIT,
  type AttentionSection,
  COACH_ATTENTION_SECTIONS,
  FAILED_PAYMENT_DAYS,
  type TAttention,
  type TAttentionItem,
  type TAttentionSection,
} from '#shared/validation/attention';
import { CASE_CONCERN_LABELS, type CaseConcern } from '#shared/validation/safety-cases';
import type { Db } from '#server/db/database';
import * as q from './attention-queries';

const iso = (value: string | Date) => new Date(value).toISOString();
const oneLine = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};
const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] || 'An athlete';
// One formatter each, made once: toLocaleString with options builds a new one on every call (about a millisecond).
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: ACADEMY.timeZone });
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const day = (value: string) => dayFormat.format(new Date(value));
const usd = (cents: number) => usdFormat.format(cents / 100);
const familiesPath = (name: string) => paths.admin({ tab: 'families', q: name });

type Reader = (db: Db, now: Date, limit: number) => Promise<{ count: number; items: TAttentionItem[] }>;

const READERS: Record<AttentionSection, Reader> = {
  threads: async (db, _now, limit) => {
    const [rows, count] = await Promise.all([q.waitingThreads(db, limit), q.countWaitingThreads(db)]);
    return {
      count,
      items: rows.map((r) => ({
        id: r.id,
        title: r.family_name,
        detail: `${r.kind === 'coach' ? 'Coach' : 'Academy Support'}: ${r.body && !r.hidden_at ? `“${oneLine(r.body)}”` : 'a message waits for an answer'}`,
        since: iso(r.staff_waiting_since!),
        path: paths.contacts({ tab: 'inbox', t: r.id }),
      })),
    };
  },
  safetyCases: async (db, _now, limit) => {
    const [rows, count] = await Promise.all([q.openCases(db, limit), q.countOpenCases(db)]);
    return {
      count,
      items: rows.map((r) => ({
        id: r.id,
        title: r.family_name ?? `Deleted family ${r.family_ref}`,
        detail: `Safety flag: ${CASE_CONCERN_LABELS[r.concern as CaseConcern] ?? r.concern}`,
        since: iso(r.created_at),
        path: paths.safetyCase(r.id),
      })),
    };
  },
  applications: async (db, _now, limit) => {
    const [rows, count] = await Promise.all([q.newApplications(db, limit), q.countNewApplications(db)]);
    return {
      count,
      items: rows.map((r) => ({
        id: r.id,
        title: r.parent_name,
        detail: `Applied for ${firstName(r.player_name)}, age ${r.player_age}`,
        since: iso(r.created_at),
        path: paths.admin({ tab: 'applications', status: 'new' }),
      })),
    };
  },
  failedPayments: async (db, now, limit) => {
    const since = new Date(now.getTime() - FAILED_PAYMENT_DAYS * 86_400_000).toISOString();
    const failures = await q.recentFailures(db, since);
    const latest = await q.latestCompleted(db, [...new Set(failures.map((f) => f.user_id))]);
    // Resolved: a payment of the family went through after it.
    const unresolved = failures.filter((f) => {
      const paid = latest.get(f.user_id);
      return !paid || paid <= iso(f.created_at);
    });
    return {
      count: unresolved.length,
      items: unresolved.slice(0, limit).map((r) => ({
        id: r.id,
        title: r.family_name,
        detail: `${usd(r.amount_cents)} failed: ${oneLine(r.description, 60)}`,
        since: iso(r.created_at),
        path: familiesPath(r.family_name),
      })),
    };
  },
  grace: async (db, _now, limit) => {
    const [rows, count] = await Promise.all([q.graceMemberships(db, limit), q.countGraceMemberships(db)]);
    return {
      count,
      items: rows.map((r) => ({
        id: r.id,
        title: r.family_name,
        detail: `${firstName(r.athlete_name)}’s membership is past due (in grace)`,
        since: iso(r.updated_at),
        path: familiesPath(r.family_name),
      })),
    };
  },
  departures: async (db, now, limit) => {
    const at = now.toISOString();
    const [rows, count] = await Promise.all([q.pendingDepartures(db, at, limit), q.countPendingDepartures(db, at)]);
    return {
      count,
      items: rows.map((r) => ({
        id: r.membership_id,
        title: r.family_name,
        detail: `${firstName(r.athlete_name)}: ${r.kind === 'withdraw' ? 'withdrawing' : 'cancelling'} (${DEPARTURE_REASON_LABELS[r.reason as DepartureReason] ?? r.reason}), ends ${day(iso(r.effective_at))}`,
        since: iso(r.asked_at),
        path: `${paths.admin({ tab: 'overview' })}#leaving`,
      })),
    };
  },
};

/** The sections a role sees, in the order the page shows them. */
export function attentionSectionsFor(role: Role): readonly AttentionSection[] {
  return role === 'admin' ? (Object.keys(READERS) as AttentionSection[]) : role === 'coach' ? COACH_ATTENTION_SECTIONS : [];
}

export async function getAttention(db: Db, role: Role, now = new Date(), limit = ATTENTION_SECTION_LIMIT): Promise<TAttention> {
  const keys = attentionSectionsFor(role);
  const read = await Promise.all(keys.map((key) => READERS[key](db, now, limit)));
  const sections: TAttentionSection[] = keys.map((key, i) => ({ key, label: ATTENTION_SECTION_LABELS[key], count: read[i]!.count, items: read[i]!.items }));
  return { total: sections.reduce((sum, s) => sum + s.count, 0), sections, checkedAt: now.toISOString() };
}
