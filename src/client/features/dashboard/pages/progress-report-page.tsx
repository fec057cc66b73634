/**
 * /progress-report (docs/product.md, Progress reports): the athlete chosen in the header over a
 * period (this month by default): XP and level over time, lessons by category, measurements and
 * bests, streaks, challenges and badges. It reads well on a phone, prints without the app's frame
 * and downloads as a PDF with the same figures.
 */
import {
  Award,
  BadgeCheck,
  CalendarRange,
  Download,
  Flame,
  LineChart,
  Printer,
  Ruler,
  Target,
  Trophy,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#shared/page-paths';
import { academyDate } from '#shared/progress/time';
import {
  isCalendarDate,
  presetPeriod,
  REPORT_DATE_MESSAGE,
  reportPeriodProblem,
  type ReportPreset,
  type TProgressReport,
} from '#shared/validation/report';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { Panel } from '#client/components/ui/panel';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useSelectedAthlete } from '#client/features/athletes';
import { PassportSummary } from '#client/features/evaluations';
import { type ReportPeriod, reportPdfUrl, useProgressReport } from '../api/get-progress-report';
import { XpChart } from '../components/xp-chart';

const PRESETS: { value: ReportPreset | 'custom'; label: string }[] = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'custom', label: 'Custom dates' },
];

// Printing leaves out the app's header, bottom navigation and footer, and the page's own controls.
const PRINT_STYLE = `@media print {
  header, nav, footer, [data-print-hidden] { display: none !important; }
  #main { padding: 0 !important; max-width: none !important; }
  section { break-inside: avoid; }
}`;

/** The period in the address (?period=last-month, or ?from=&to=), else this month. */
function usePeriod(): {
  choice: ReportPreset | 'custom';
  period: ReportPeriod | null;
  setChoice: (next: URLSearchParams) => void;
} {
  const [params, setParams] = useSearchParams();
  const today = academyDate(new Date());
  const from = params.get('from');
  const to = params.get('to');
  const setChoice = (next: URLSearchParams) => setParams(next, { replace: true });
  if (from !== null || to !== null) {
    const isValid =
      from !== null &&
      to !== null &&
      isCalendarDate(from) &&
      isCalendarDate(to) &&
      !reportPeriodProblem(from, to);
    return { choice: 'custom', period: isValid ? { from, to } : null, setChoice };
  }
  const preset = PRESETS.find((p) => p.value === params.get('period') && p.value !== 'custom')
    ?.value as ReportPreset | undefined;
  return {
    choice: preset ?? 'this-month',
    period: presetPeriod(preset ?? 'this-month', today),
    setChoice,
  };
}

export function ProgressReportPage() {
  const { athlete, isLoading } = useSelectedAthlete();
  const { choice, period, setChoice } = usePeriod();
  const report = useProgressReport(athlete?.id, period);

  let body;
  if (isLoading || (athlete && period && report.isPending))
    body = <PageSpinner label="Loading the progress report" />;
  else if (!athlete) body = <NoAthleteCard title="Add your athlete to see a progress report" />;
  else if (!period) body = null;
  else if (report.isError) {
    body = (
      <Alert tone="error" title="We couldn't load the progress report.">
        <p>{report.error.message}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void report.refetch()}
          disabled={report.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (report.data)
    body = (
      <>
        <Report report={report.data} />
        <PassportSummary athleteId={athlete.id} />
      </>
    );

  return (
    <div className="flex flex-col gap-5">
      <PageMeta
        title="Progress Report"
        description="XP, levels, lessons, streaks, challenges and badges over a period."
      />
      <style>{PRINT_STYLE}</style>
      <div className="flex flex-col gap-1">
        <Link
          to={paths.dashboard()}
          className="text-sm font-semibold text-primary hover:underline"
          data-print-hidden
        >
          ← Back to Dashboard
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">
          Progress Report{athlete ? `: ${athlete.name}` : ''}
        </h1>
        {report.data && period ? (
          <p className="text-muted-foreground">
            {formatDate(report.data.period.from)} to {formatDate(report.data.period.to)}
          </p>
        ) : null}
      </div>
      {athlete ? (
        <PeriodPicker
          key={`${choice}:${period?.from ?? ''}:${period?.to ?? ''}`}
          choice={choice}
          period={period}
          onChange={setChoice}
        />
      ) : null}
      {athlete && period && report.data ? (
        <div className="flex flex-wrap gap-2" data-print-hidden>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
          <Button asChild>
            <a href={reportPdfUrl(athlete.id, period)} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
        </div>
      ) : null}
      {body}
    </div>
  );
}

function PeriodPicker({
  choice,
  period,
  onChange,
}: {
  choice: ReportPreset | 'custom';
  period: ReportPeriod | null;
  onChange: (next: URLSearchParams) => void;
}) {
  const [selected, setSelected] = useState(choice);
  const [from, setFrom] = useState(period?.from ?? '');
  const [to, setTo] = useState(period?.to ?? '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>(
    period || choice !== 'custom' ? {} : { from: 'Choose a valid period.' },
  );

  const choose = (value: ReportPreset | 'custom') => {
    setSelected(value);
    if (value !== 'custom')
      onChange(new URLSearchParams(value === 'this-month' ? {} : { period: value }));
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: { from?: string; to?: string } = {};
    if (!isCalendarDate(from)) next.from = REPORT_DATE_MESSAGE;
    if (!isCalendarDate(to)) next.to = REPORT_DATE_MESSAGE;
    if (!next.from && !next.to) {
      const problem = reportPeriodProblem(from, to);
      if (problem) next[problem.field] = problem.message;
    }
    setErrors(next);
    if (!next.from && !next.to) onChange(new URLSearchParams({ from, to }));
  };

  return (
    <form
      onSubmit={apply}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-start"
      data-print-hidden
      noValidate
    >
      <Field label="Period" className="flex flex-col gap-1.5 sm:w-48">
        <Select
          value={selected}
          onChange={(e) => choose(e.target.value as ReportPreset | 'custom')}
        >
          {PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </Select>
      </Field>
      {selected === 'custom' ? (
        <>
          <Field label="From" error={errors.from} className="flex flex-col gap-1.5 sm:w-44">
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label="To" error={errors.to} className="flex flex-col gap-1.5 sm:w-44">
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
          <Button type="submit" className="sm:mt-[1.625rem]">
            <CalendarRange aria-hidden="true" /> Show report
          </Button>
        </>
      ) : null}
    </form>
  );
}

function Report({ report }: { report: TProgressReport }) {
  const { summary } = report;
  const tiles: [string, string][] = [
    ['XP earned', summary.xpEarned.toLocaleString('en-US')],
    [
      'Level',
      summary.startLevel === summary.endLevel
        ? String(summary.endLevel)
        : `${summary.startLevel} → ${summary.endLevel}`,
    ],
    ['Lessons completed', String(summary.lessonsCompleted)],
    ['Challenges completed', String(summary.challengesCompleted)],
    ['Badges earned', String(summary.badgesEarned)],
    ['Active days', String(summary.activeDays)],
    ['Current streak', `${summary.currentStreak} ${summary.currentStreak === 1 ? 'day' : 'days'}`],
    ['Longest streak', `${summary.longestStreak} ${summary.longestStreak === 1 ? 'day' : 'days'}`],
  ];
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map(([label, value]) => (
            <div key={label} className="rounded-lg border bg-card p-3 shadow-sm">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {label}
              </dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Panel title="XP and level over time" icon={LineChart}>
        <XpChart report={report} />
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Lessons completed by category" icon={Target}>
          <ul className="flex flex-col divide-y">
            {report.lessonsByCategory.map((c) => (
              <li
                key={c.categoryId}
                className="flex items-center justify-between gap-3 py-2 text-sm"
              >
                <span>{c.title}</span>
                <span className="font-semibold tabular-nums">{c.completed}</span>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Streaks" icon={Flame}>
          <p className="text-sm text-muted-foreground">
            {summary.activeDays} training {summary.activeDays === 1 ? 'day' : 'days'} in this
            period; the longest run was {summary.longestRun}{' '}
            {summary.longestRun === 1 ? 'day' : 'days'} in a row.
          </p>
          {report.streaks.length ? (
            <ul className="mt-3 flex flex-col gap-1 text-sm">
              {report.streaks.map((s) => (
                <li key={s.start}>
                  {s.days === 1
                    ? formatDate(s.start)
                    : `${formatDate(s.start)} to ${formatDate(s.end)}`}
                  :{' '}
                  <span className="font-semibold">
                    {s.days} {s.days === 1 ? 'day' : 'days'}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>
      </div>

      <Panel title="Measurements and personal bests" icon={Ruler}>
        {report.measurements.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Lesson
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Best
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Score
                  </th>
                  <th scope="col" className="py-2">
                    Minutes
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {report.measurements.map((m) => (
                  <tr key={m.lessonId}>
                    <td className="py-2 pr-3">
                      <span className="font-medium">{m.lessonTitle}</span>
                      <span className="block text-xs text-muted-foreground">
                        {m.categoryTitle}
                        {m.completedAt ? ' · completed' : ''}
                      </span>
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {m.bestCount === null
                        ? '–'
                        : `${m.bestCount}${m.target === null ? '' : ` of ${m.target}`} ${m.metric ?? ''}`}
                      {m.verifiedBestCount === null ? null : (
                        <span className="mt-0.5 flex items-center gap-1 text-xs font-medium">
                          <BadgeCheck className="size-3 shrink-0" aria-hidden="true" /> Verified best {m.verifiedBestCount}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-3 tabular-nums">{m.score ?? '–'}</td>
                    <td className="py-2 tabular-nums">{m.timeSpentMinutes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState title="No lessons practised in this period" />
        )}
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Challenges completed" icon={Trophy}>
          {report.challenges.length ? (
            <ul className="flex flex-col divide-y text-sm">
              {report.challenges.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-medium">{c.name}</span>
                    <span className="block text-xs capitalize text-muted-foreground">
                      {c.difficulty} · {formatDate(c.completedAt)}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">+{c.xp} XP</span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No challenges completed in this period" />
          )}
        </Panel>
        <Panel title="Badges earned" icon={Award}>
          {report.badges.length ? (
            <ul className="flex flex-col divide-y text-sm">
              {report.badges.map((b) => (
                <li key={b.id} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-medium">{b.name}</span>
                    <span className="block text-xs capitalize text-muted-foreground">
                      {b.rarity} · {formatDate(b.unlockedAt)}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">+{b.xpReward} XP</span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No badges earned in this period" />
          )}
        </Panel>
      </div>
    </div>
  );
}
