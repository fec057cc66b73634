/**
 * The Overview tab: the academy's numbers this month against last month, a 12-month chart (with the
 * same numbers as a table), and the churn radar with a prepared nudge per family (issue 14, points
 * 6 and 7; docs/product.md, Admin).
 */
import { lazy, Suspense, useState } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus, Send } from 'lucide-react';
import { changeAgainst, nudgeMessage } from '#shared/admin/analytics';
import type { TAnalytics, TRadarFamily } from '#shared/validation/analytics';
import {
  CONTACT_MESSAGES,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
} from '#shared/validation/contacts';
import { formatUsd } from '#shared/membership';
import { ErrorBoundary } from '#client/components/error-boundary';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useAnalytics } from '../api/get-analytics';
import { useChurnRadar } from '../api/get-radar';
import { useSendMessage } from '../api/send-message';
import { LeavingPanel } from './leaving-section';
import { NeedsAttentionPanel } from './needs-attention';

const AnalyticsChart = lazy(() => import('../components/analytics-chart'));

export const STATS_ERROR = 'Failed to load dashboard stats';

const percent = (fraction: number | null) =>
  fraction === null ? '–' : `${(fraction * 100).toFixed(1)}%`;
const dollars = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleString('en-US', {
    month: style,
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  });
}

type Stat = {
  title: string;
  value: string;
  previous: number;
  current: number;
  previousText: string;
  isLowerBetter?: boolean;
  note?: string;
  /** No figure to compare (nothing measured yet): the card shows no change. */
  isUnmeasured?: boolean;
};

function Change({
  current,
  previous,
  isLowerBetter,
}: {
  current: number;
  previous: number;
  isLowerBetter?: boolean | undefined;
}) {
  const change = changeAgainst(current, previous);
  if (current === previous) {
    return (
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Minus className="size-4" aria-hidden="true" />
        no change
      </span>
    );
  }
  const isUp = current > previous;
  const isGood = isUp !== Boolean(isLowerBetter);
  const Icon = isUp ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={`inline-flex items-center gap-1 font-medium ${isGood ? 'text-primary' : 'text-destructive'}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {change === null ? 'new' : `${isUp ? '+' : ''}${(change * 100).toFixed(0)}%`}
    </span>
  );
}

function StatCard({ stat }: { stat: Stat }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <span className="text-sm text-muted-foreground">{stat.title}</span>
      <span className={`${stat.value.length > 12 ? 'text-lg' : 'text-2xl'} font-bold tabular-nums`}>{stat.value}</span>
      <span className="flex flex-wrap items-center gap-x-2 text-xs">
        {stat.isUnmeasured ? null : (
          <Change
            current={stat.current}
            previous={stat.previous}
            isLowerBetter={stat.isLowerBetter}
          />
        )}
        <span className="text-muted-foreground">{stat.previousText}</span>
      </span>
      {stat.note ? <span className="text-xs text-muted-foreground">{stat.note}</span> : null}
    </li>
  );
}

/** "Nov 16" for a calendar date (YYYY-MM-DD). */
function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function statsOf(a: TAnalytics): Stat[] {
  const last = `last month ${monthLabel(a.history.at(-2)?.month ?? a.month)}`;
  const onFirst = 'on the 1st';
  return [
    {
      title: 'Active members',
      value: String(a.activeMembers.value),
      current: a.activeMembers.value,
      previous: a.activeMembers.previous,
      previousText: `${a.activeMembers.previous} ${onFirst}`,
    },
    {
      title: 'Monthly recurring revenue',
      value: dollars(a.monthlyRecurringRevenueCents.value),
      current: a.monthlyRecurringRevenueCents.value,
      previous: a.monthlyRecurringRevenueCents.previous,
      previousText: `${dollars(a.monthlyRecurringRevenueCents.previous)} ${onFirst}`,
      note: 'Annual plans count as price / 12',
    },
    {
      title: 'Revenue this month',
      value: dollars(a.revenueThisMonthCents.value),
      current: a.revenueThisMonthCents.value,
      previous: a.revenueThisMonthCents.previous,
      previousText: `${dollars(a.revenueThisMonthCents.previous)} ${last}`,
    },
    {
      title: 'Total revenue',
      value: dollars(a.totalRevenueCents.value),
      current: a.totalRevenueCents.value,
      previous: a.totalRevenueCents.previous,
      previousText: `${dollars(a.totalRevenueCents.previous)} ${onFirst}`,
    },
    {
      title: 'New members this month',
      value: String(a.newMembers.value),
      current: a.newMembers.value,
      previous: a.newMembers.previous,
      previousText: `${a.newMembers.previous} ${last}`,
    },
    {
      title: 'Monthly churn',
      value: percent(a.churn.rate),
      current: a.churn.rate ?? 0,
      previous: a.churn.previousRate ?? 0,
      previousText: `${percent(a.churn.previousRate)} ${last}`,
      isLowerBetter: true,
      note: `Ending this month / members on the 1st: ${a.churn.cancellations} cancellation${a.churn.cancellations === 1 ? '' : 's'} of ${a.churn.activeOnFirst} members`,
    },
    {
      title: 'Churn (spec)',
      // The spec rounds it to a percent.
      value: a.specChurn.rate === null ? '–' : `${Math.round(a.specChurn.rate * 100)}%`,
      current: a.specChurn.rate ?? 0,
      previous: a.specChurn.rate ?? 0,
      previousText: 'Cancelled / (active + cancelled)',
      isLowerBetter: true,
      isUnmeasured: true,
      note: `${a.specChurn.cancelled} cancelled or withdrawn this month, ${a.specChurn.active} active, per athlete membership`,
    },
    {
      title: 'Failed payments this month',
      value: String(a.failedPayments.value),
      current: a.failedPayments.value,
      previous: a.failedPayments.previous,
      previousText: `${a.failedPayments.previous} ${last}`,
      isLowerBetter: true,
    },
    {
      title: 'Weekly active athletes',
      value: String(a.weeklyActiveAthletes.value),
      current: a.weeklyActiveAthletes.value,
      previous: a.weeklyActiveAthletes.previous,
      previousText: `${a.weeklyActiveAthletes.previous} four weeks before`,
      note: `Earned XP in the week of ${dayLabel(a.weeklyActiveAthletes.weekStart)}; ${a.weeklyActiveAthletes.thisWeekSoFar} so far this week`,
    },
  ];
}

/** This week's attendance against the four weeks before (issue 38, point 7), honest when nothing was marked. */
function attendanceStat(a: TAnalytics['attendance']): Stat {
  const isEmpty = a.marked === 0 && a.previousMarked === 0;
  return {
    title: 'Attendance this week',
    value: isEmpty ? 'No attendance taken yet' : percent(a.rate),
    current: a.rate ?? 0,
    previous: a.previousRate ?? 0,
    previousText: isEmpty ? 'Coaches mark it on each session’s sheet' : `${percent(a.previousRate)} the four weeks before`,
    isUnmeasured: a.rate === null || a.previousRate === null,
    note: isEmpty
      ? undefined
      : a.marked
        ? `Present or late in ${a.attended} of ${a.marked} marks since ${dayLabel(a.weekStart)}`
        : `No attendance taken yet since ${dayLabel(a.weekStart)}`,
  };
}

function MessagesCard({ messages }: { messages: TAnalytics['messages'] }) {
  return (
    <StatCard
      stat={{
        title: 'Messages and conversations',
        value: `${messages.messages.value} / ${messages.conversations.value}`,
        current: messages.messages.value,
        previous: messages.messages.previous,
        previousText: `${messages.messages.previous} / ${messages.conversations.previous} on the 1st`,
        note: messages.messages.value
          ? 'Staff messages / families written to'
          : 'Messaging is new: counts start with the first message sent.',
      }}
    />
  );
}

function AnalyticsPanel() {
  const analytics = useAnalytics();
  if (analytics.isPending) return <Spinner label="Loading the academy's numbers" />;
  if (analytics.isError) {
    return (
      <Alert tone="error" title={STATS_ERROR}>
        <Button variant="outline" className="mt-3" onClick={() => void analytics.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const a = analytics.data;
  const chart = a.history.map((h) => ({
    month: monthLabel(h.month),
    revenue: h.revenueCents,
    members: h.members,
  }));
  return (
    <section aria-labelledby="numbers-heading" className="flex flex-col gap-4">
      <h2 id="numbers-heading" className="text-lg font-semibold">
        {monthLabel(a.month, 'long')} at a glance
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {[...statsOf(a), attendanceStat(a.attendance)].map((stat) => (
          <StatCard key={stat.title} stat={stat} />
        ))}
        <MessagesCard messages={a.messages} />
      </ul>
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <h3 className="mb-2 font-semibold">Members by plan</h3>
        {a.membersByPlan.length ? (
          <ul className="flex flex-col divide-y text-sm">
            {a.membersByPlan.map((p) => (
              <li key={p.planId} className="flex items-center justify-between gap-3 py-2">
                <span>{p.label}</span>
                <span className="flex items-center gap-3 tabular-nums">
                  <span className="font-semibold">{p.value}</span>
                  <Change current={p.value} previous={p.previous} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No members yet.</p>
        )}
      </div>
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <h3 className="mb-2 font-semibold">Revenue and members, last 12 months</h3>
        {a.history.some((h) => h.revenueCents > 0 || h.members > 0) ? (
          <ErrorBoundary label="Revenue chart">
            <Suspense fallback={<div className="h-64" aria-hidden="true" />}>
              <AnalyticsChart data={chart} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          // A chart of twelve zeros says nothing (and draws its axis as $0 five times).
          <p className="text-sm text-muted-foreground">
            No revenue or members yet: the chart starts with the first membership.
          </p>
        )}
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium">The numbers as a table</summary>
          <table className="mt-2 w-full text-left tabular-nums">
            <caption className="sr-only">
              Completed revenue and members at the end of each month, last 12 months
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1">
                  Month
                </th>
                <th scope="col" className="py-1 text-right">
                  Revenue
                </th>
                <th scope="col" className="py-1 text-right">
                  Members
                </th>
              </tr>
            </thead>
            <tbody>
              {a.history.map((h) => (
                <tr key={h.month} className="border-b last:border-0">
                  <th scope="row" className="py-1 font-normal">
                    {monthLabel(h.month, 'long')}
                  </th>
                  <td className="py-1 text-right">{dollars(h.revenueCents)}</td>
                  <td className="py-1 text-right">{h.members}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </section>
  );
}

function NudgeDialog({ family, onClose }: { family: TRadarFamily; onClose: () => void }) {
  const prepared = nudgeMessage(
    family.parentName,
    family.athleteNames,
    family.reasons.map((r) => r.code),
  );
  const [subject, setSubject] = useState(prepared.subject);
  const [body, setBody] = useState(prepared.body);
  const send = useSendMessage();
  const isEmpty = !subject.trim() || !body.trim();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`Nudge ${family.parentName}`}
        description={`To ${family.email}: kept in the family's messages and e-mailed.`}
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(
              { userId: family.userId, subject: subject.trim(), body: body.trim() },
              {
                onSuccess: () => {
                  toast.success(CONTACT_MESSAGES.sent);
                  onClose();
                },
                onError: (error) =>
                  toast.error(CONTACT_MESSAGES.sendFailed, { description: error.message }),
              },
            );
          }}
        >
          <Field label="Subject" limit={{ length: subject.length, max: MESSAGE_SUBJECT_MAX, message: CONTACT_MESSAGES.subjectTooLong }}>
            <Input
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              required
            />
          </Field>
          <Field label="Message" limit={{ length: body.length, max: MESSAGE_BODY_MAX, message: CONTACT_MESSAGES.bodyTooLong }}>
            <Textarea
              value={body}
              rows={10}
              onChange={(e) => setBody(e.target.value)}
              required
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending || isEmpty}>
              <Send aria-hidden="true" />
              {send.isPending ? 'Sending…' : 'Send'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RadarPanel() {
  const radar = useChurnRadar();
  const [nudging, setNudging] = useState<TRadarFamily | null>(null);
  return (
    <section aria-labelledby="radar-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="radar-heading" className="text-lg font-semibold">
          Churn radar
        </h2>
        <p className="text-sm text-muted-foreground">
          Member families showing signs they may leave, and why.
        </p>
      </div>
      {radar.isPending ? <Spinner label="Loading the churn radar" /> : null}
      {radar.isError ? (
        <Alert tone="error" title="We couldn't load the churn radar.">
          <Button variant="outline" className="mt-3" onClick={() => void radar.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {radar.isSuccess && !radar.data.families.length ? (
        <EmptyState title="No family at risk">
          Every member family is training and paid up.
        </EmptyState>
      ) : null}
      {radar.isSuccess && radar.data.families.length ? (
        <ul className="flex flex-col gap-3" aria-label="Families at risk">
          {radar.data.families.map((family) => (
            <li
              key={family.userId}
              className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-start"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold">{family.parentName}</span>
                <span className="break-all text-sm text-muted-foreground">
                  {family.planLabel}
                  {family.athleteNames.length ? ` · ${family.athleteNames.join(', ')}` : ''}
                </span>
                <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Reasons">
                  {family.reasons.map((reason) => (
                    <li key={reason.text}>
                      <Badge
                        variant={
                          reason.code === 'failed-payment' ||
                          reason.code === 'pending-cancellation' ||
                          reason.code === 'break-limit' ||
                          reason.code === 'inactive-30' ||
                          reason.code === 'missed-sessions'
                            ? 'destructive'
                            : 'secondary'
                        }
                      >
                        {reason.text}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
              <Button variant="outline" className="self-start" onClick={() => setNudging(family)}>
                <Send aria-hidden="true" />
                Nudge<span className="sr-only"> {family.parentName}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {nudging ? <NudgeDialog family={nudging} onClose={() => setNudging(null)} /> : null}
    </section>
  );
}

export function OverviewSection() {
  return (
    <div className="flex flex-col gap-8">
      <ErrorBoundary label="Needs attention">
        <NeedsAttentionPanel />
      </ErrorBoundary>
      <ErrorBoundary label="Academy numbers">
        <AnalyticsPanel />
      </ErrorBoundary>
      <ErrorBoundary label="Churn radar">
        <RadarPanel />
      </ErrorBoundary>
      <ErrorBoundary label="Leaving">
        <LeavingPanel />
      </ErrorBoundary>
    </div>
  );
}
