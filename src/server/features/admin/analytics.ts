/**
 * The admin dashboard's academy numbers and churn radar (issue 14, points 6 and 7; docs/product.md,
 * Admin): figures read through the membership and progress services, rules from src/shared.
 */
import { getPlan } from '#shared/academy-plans';
import {
  academyMonthStart,
  attendanceSignals,
  monthlyChurnRate,
  monthlyRecurringRevenueCents,
  radarReasons,
} from '#shared/admin/analytics';
import { academyDate, academyMidnight, addDays, weekStart } from '#shared/progress/time';
import type { TAnalytics, TRadar, TRadarFamily } from '#shared/validation/analytics';
import type { Db } from '#server/db/database';
import { specChurnRate } from '#shared/departures';
import {
  countMembershipsByPlan,
  countSpecChurn,
  listLiveMemberships,
  sumPayments,
} from '#server/features/membership/service';
import { countStaffMessages } from '#server/features/messaging/service';
import { countAthletesEarningInWeeks, listAthleteSignals } from '#server/features/progress/service';
import { countAttendance, listAttendanceMarks } from '#server/features/sessions/service';

const DAY_MS = 86_400_000;
const HISTORY_MONTHS = 12;

const rateOf = ({ attended, marked }: { attended: number; marked: number }) =>
  marked > 0 ? attended / marked : null;

/** This academy week's attendance (from Monday) against the four weeks before it (issue 38, point 7). */
async function attendanceFigure(db: Db, now: Date): Promise<TAnalytics['attendance']> {
  const monday = weekStart(now);
  const at = (date: string) => academyMidnight(date).toISOString();
  const [week, before] = await countAttendance(
    db,
    [
      [at(monday), at(addDays(monday, 7))],
      [at(addDays(monday, -28)), at(monday)],
    ],
    now,
  );
  return {
    weekStart: monday,
    rate: rateOf(week!),
    attended: week!.attended,
    marked: week!.marked,
    previousRate: rateOf(before!),
    previousAttended: before!.attended,
    previousMarked: before!.marked,
  };
}

/** Every card's figure for the academy month holding `now`, against last month, and 12 months of history. */
export async function getAnalytics(db: Db, now: Date = new Date()): Promise<TAnalytics> {
  const nowIso = now.toISOString();
  // starts[i] begins the month i - 11 months from now; starts[12] is next month.
  const starts = Array.from({ length: HISTORY_MONTHS + 1 }, (_, i) =>
    academyMonthStart(now, i - (HISTORY_MONTHS - 1)).toISOString(),
  );
  const thisMonth = starts[HISTORY_MONTHS - 1]!;
  const lastMonth = starts[HISTORY_MONTHS - 2]!;
  const nextMonth = starts[HISTORY_MONTHS]!;
  const months: [string, string][] = starts
    .slice(0, HISTORY_MONTHS)
    .map((from, i) => [from, starts[i + 1]!]);
  // Members at the end of each month (now for this one), then on the first of this and last month.
  const instants = [...starts.slice(1, HISTORY_MONTHS), nowIso, thisMonth, lastMonth];
  // Weekly active athletes: the last complete academy week, four weeks before it, and this week so far.
  const thisWeek = weekStart(now);
  const lastWeek = addDays(thisWeek, -7);
  const iNow = HISTORY_MONTHS - 1;
  const iFirst = HISTORY_MONTHS;
  const iLastFirst = HISTORY_MONTHS + 1;
  const [plans, payments, active, messages, attendance, specChurn] = await Promise.all([
    countMembershipsByPlan(db, instants, [
      [thisMonth, nextMonth],
      [lastMonth, thisMonth],
    ]),
    sumPayments(db, months, [
      [thisMonth, nextMonth],
      [lastMonth, thisMonth],
    ]),
    countAthletesEarningInWeeks(db, [lastWeek, addDays(lastWeek, -28), thisWeek]),
    countStaffMessages(db, thisMonth),
    attendanceFigure(db, now),
    countSpecChurn(db, thisMonth, nowIso),
  ]);
  const sum = (pick: (p: (typeof plans)[number]) => number) =>
    plans.reduce((total, p) => total + pick(p), 0);
  const mrr = (index: number) =>
    monthlyRecurringRevenueCents(
      plans.map((p) => ({
        plan: getPlan(p.planId) ?? { interval: 'month' as const, priceCents: 0 },
        count: p.activeAt[index]!,
      })),
    );
  const cancellations = sum((p) => p.ended[0]!);
  const activeOnFirst = sum((p) => p.activeAt[iFirst]!);
  const revenueThisMonth = payments.rangeCents[HISTORY_MONTHS - 1]!;
  return {
    month: academyDate(now).slice(0, 7),
    activeMembers: { value: sum((p) => p.activeAt[iNow]!), previous: activeOnFirst },
    membersByPlan: plans
      .map((p) => ({
        planId: p.planId,
        label: getPlan(p.planId)?.label ?? p.planId,
        value: p.activeAt[iNow]!,
        previous: p.activeAt[iFirst]!,
      }))
      .filter((p) => p.value > 0 || p.previous > 0)
      .sort((a, b) => a.label.localeCompare(b.label)),
    monthlyRecurringRevenueCents: { value: mrr(iNow), previous: mrr(iFirst) },
    revenueThisMonthCents: {
      value: revenueThisMonth,
      previous: payments.rangeCents[HISTORY_MONTHS - 2]!,
    },
    totalRevenueCents: {
      value: payments.totalCents,
      previous: payments.totalCents - revenueThisMonth,
    },
    newMembers: { value: sum((p) => p.created[0]!), previous: sum((p) => p.created[1]!) },
    churn: {
      rate: monthlyChurnRate(cancellations, activeOnFirst),
      previousRate: monthlyChurnRate(
        sum((p) => p.ended[1]!),
        sum((p) => p.activeAt[iLastFirst]!),
      ),
      cancellations,
      activeOnFirst,
    },
    specChurn: { rate: specChurnRate(specChurn.cancelled, specChurn.active), ...specChurn },
    failedPayments: { value: payments.failed[0]!, previous: payments.failed[1]! },
    weeklyActiveAthletes: {
      value: active[0]!,
      previous: active[1]!,
      weekStart: lastWeek,
      thisWeekSoFar: active[2]!,
    },
    attendance,
    messages,
    history: months.map(([from], i) => ({
      month: academyDate(new Date(Date.parse(from) + DAY_MS)).slice(0, 7),
      revenueCents: payments.rangeCents[i]!,
      members: sum((p) => p.activeAt[i]!),
    })),
  };
}

/** Families with a running membership and at least one sign they may leave, the most reasons first. */
export async function getChurnRadar(db: Db, now: Date = new Date()): Promise<TRadar> {
  const nowIso = now.toISOString();
  const [families, athletes, marks] = await Promise.all([
    listLiveMemberships(db, nowIso, new Date(now.getTime() - 30 * DAY_MS).toISOString()),
    listAthleteSignals(
      db,
      new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      new Date(now.getTime() - 35 * DAY_MS).toISOString(),
    ),
    // Attendance drift: the last 4 weeks against the 4 before (issue 38, point 7).
    listAttendanceMarks(db, new Date(now.getTime() - 56 * DAY_MS).toISOString(), now),
  ]);
  const marksOf = new Map<string, typeof marks>();
  for (const mark of marks) {
    const list = marksOf.get(mark.athleteId);
    if (list) list.push(mark);
    else marksOf.set(mark.athleteId, [mark]);
  }
  const byParent = new Map<string, typeof athletes>();
  for (const athlete of athletes)
    byParent.set(athlete.parentId, [...(byParent.get(athlete.parentId) ?? []), athlete]);
  const atRisk: TRadarFamily[] = [];
  for (const family of families) {
    const kids = (byParent.get(family.userId) ?? []).map((a) => ({
      name: a.name.trim().split(/\s+/)[0] ?? a.name,
      lastActivityDate: a.lastActivityDate,
      addedOn: academyDate(new Date(a.addedAt)),
      streakAtLastActivity: a.streakAtLastActivity,
      xpLast7Days: a.xpLast7Days,
      xpPrevious28Days: a.xpPrevious28Days,
      ...(marksOf.has(a.athleteId) ? { attendance: attendanceSignals(marksOf.get(a.athleteId)!, now) } : {}),
    }));
    const reasons = radarReasons({ ...family, athletes: kids }, now);
    if (!reasons.length) continue;
    atRisk.push({
      userId: family.userId,
      parentName: family.parentName,
      email: family.email,
      planLabel: getPlan(family.planId)?.label ?? family.planId,
      athleteNames: kids.map((k) => k.name),
      reasons,
    });
  }
  atRisk.sort(
    (a, b) => b.reasons.length - a.reasons.length || a.parentName.localeCompare(b.parentName),
  );
  return { families: atRisk };
}
