/**
 * /leaderboards, Player Rankings (docs/product.md, Player Rankings): Weekend Rankings,
 * Performance, and All Leaderboards with weekly, monthly and all-time boards, for the athlete
 * chosen in the header, with a birth-year filter. Boards refresh live when anyone's XP moves.
 */
import { RefreshCw, Trophy } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { RANKING_BIRTH_YEARS } from '#shared/rankings';
import { BOARD_PERIODS, type TBoardPeriod, type TBoardResponse, type TBoardTab } from '#shared/validation/leaderboards';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Label, Select } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useSelectedAthlete } from '#client/features/athletes';
import { formatDate } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useBoard } from '../api/get-board';
import { BoardList } from '../components/board-list';
import type { PeriodNoun } from '../components/ranking-marks';

const TABS = [
  { value: 'weekend', label: 'Weekend Rankings' },
  { value: 'performance', label: 'Performance' },
  { value: 'all', label: 'All Leaderboards' },
] as const satisfies readonly { value: TBoardTab; label: string }[];

const PERIOD_LABELS: Record<TBoardPeriod, string> = { weekly: 'Weekly', monthly: 'Monthly', 'all-time': 'All-time' };

/** What each board ranks, in a sentence under its heading. */
const BOARD_TEXT: Record<TBoardResponse['board'], { title: string; text: string; noun: PeriodNoun; empty: string }> = {
  weekend: {
    title: 'Weekend Rankings',
    text: 'Top 15 by XP earned from Friday 00:00 to Sunday 23:59 (San Diego time).',
    noun: 'weekend',
    empty: 'Nobody has earned XP this weekend yet. The board opens on Friday at midnight.',
  },
  performance: {
    title: 'Performance',
    text: 'Top 20 by skill work this month: XP from measured routines and completed challenges.',
    noun: 'month',
    empty: 'No skill work this month yet. Measured routines and completed challenges count here.',
  },
  weekly: { title: 'Weekly', text: 'Top 20 by XP earned since Monday. Resets every Monday.', noun: 'week', empty: 'No XP earned this week yet.' },
  monthly: { title: 'Monthly', text: 'Top 20 by XP earned this month.', noun: 'month', empty: 'No XP earned this month yet.' },
  'all-time': { title: 'All-time', text: 'Top 50 by all the XP ever earned. Arrows compare with Monday.', noun: 'week', empty: 'No XP earned yet.' },
};

function parseTab(value: string | null): TBoardTab {
  return value === 'weekend' || value === 'performance' ? value : 'all';
}

function parsePeriod(value: string | null): TBoardPeriod {
  return (BOARD_PERIODS as readonly string[]).includes(value ?? '') ? (value as TBoardPeriod) : 'weekly';
}

function parseYear(value: string | null): number | null {
  const year = Number(value);
  return (RANKING_BIRTH_YEARS as readonly number[]).includes(year) ? year : null;
}

export function LeaderboardsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const period = parsePeriod(searchParams.get('period'));
  const birthYear = parseYear(searchParams.get('year'));
  const filterId = useId();

  const update = (next: { tab?: TBoardTab; period?: TBoardPeriod; year?: number | null }) => {
    const params = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextPeriod = next.period ?? period;
    const nextYear = next.year === undefined ? birthYear : next.year;
    if (nextTab !== 'all') params.set('tab', nextTab);
    if (nextTab === 'all' && nextPeriod !== 'weekly') params.set('period', nextPeriod);
    if (nextYear !== null) params.set('year', String(nextYear));
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Player Rankings" description="Weekend, performance, weekly, monthly and all-time rankings by XP." />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Trophy className="size-7 text-primary" aria-hidden="true" /> Player Rankings
          </h1>
          <p className="text-muted-foreground">Climb the boards by training. Other families see a first name and initial only.</p>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={filterId} className="whitespace-nowrap">
            Birth year
          </Label>
          <Select
            id={filterId}
            className="w-36"
            value={birthYear ?? ''}
            onChange={(e) => update({ year: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">All years</option>
            {RANKING_BIRTH_YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </div>
      </header>
      <Tabs value={tab} onValueChange={(value) => update({ tab: parseTab(value) })}>
        {/* Three labels share a 390 px phone: each may take two lines there, breaking between words. */}
        <TabsList
          aria-label="Rankings"
          className="[&>button]:whitespace-normal [&>button]:break-normal [&>button]:px-2 [&>button]:text-[0.8125rem] [&>button]:leading-tight sm:[&>button]:px-3 sm:[&>button]:text-sm"
        >
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="h-11">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="weekend">
          <Board tab="weekend" period="weekly" birthYear={birthYear} />
        </TabsContent>
        <TabsContent value="performance">
          <Board tab="performance" period="weekly" birthYear={birthYear} />
        </TabsContent>
        <TabsContent value="all">
          <Tabs value={period} onValueChange={(value) => update({ period: parsePeriod(value) })}>
            <TabsList aria-label="Period" className="w-full sm:w-auto">
              {BOARD_PERIODS.map((value) => (
                <TabsTrigger key={value} value={value} className="h-10">
                  {PERIOD_LABELS[value]}
                </TabsTrigger>
              ))}
            </TabsList>
            {BOARD_PERIODS.map((value) => (
              <TabsContent key={value} value={value}>
                <Board tab="all" period={value} birthYear={birthYear} />
              </TabsContent>
            ))}
          </Tabs>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Board({ tab, period, birthYear }: { tab: TBoardTab; period: TBoardPeriod; birthYear: number | null }) {
  const { athlete, isLoading } = useSelectedAthlete();
  const board = useBoard(athlete?.id, tab, period, birthYear);
  const headingId = useId();

  // The spec's failure notice, once per failure (docs/product.md, Player Rankings).
  const hasFailed = board.isError;
  useEffect(() => {
    if (hasFailed) toast.error('Error', { description: 'Failed to load leaderboards' });
  }, [hasFailed]);

  let body: ReactNode;
  if (isLoading || (athlete && board.isPending)) body = <PageSpinner label="Loading leaderboards" />;
  else if (!athlete) body = <NoAthleteCard title="Add your athlete to join the rankings" />;
  else if (board.isError) {
    body = (
      <Alert tone="error" title="Error">
        Failed to load leaderboards.
        <div>
          <Button variant="outline" className="mt-2" onClick={() => void board.refetch()} disabled={board.isFetching}>
            <RefreshCw aria-hidden="true" className={board.isFetching ? 'animate-spin' : undefined} /> Try again
          </Button>
        </div>
      </Alert>
    );
  } else if (board.data) {
    const data = board.data;
    const about = BOARD_TEXT[data.board];
    const isEmpty = data.entries.length === 0 && data.own === null;
    body = (
      <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {about.title}
            {birthYear !== null ? <span className="font-normal text-muted-foreground"> · born {birthYear}</span> : null}
          </h2>
          <div className="flex items-center gap-2 text-xs text-muted-foreground">
            {data.periodStart && data.periodEnd ? (
              <span>
                {formatDate(data.periodStart, { month: 'short', day: 'numeric' })} – {formatDate(data.periodEnd, { month: 'short', day: 'numeric' })}
              </span>
            ) : null}
            <Badge variant={data.status === 'live' ? 'default' : 'secondary'}>{data.status === 'live' ? 'Live' : 'Final'}</Badge>
          </div>
        </div>
        <p className="mb-3 text-sm text-muted-foreground">
          {about.text} {data.ranked ? `${data.ranked.toLocaleString('en-US')} ${data.ranked === 1 ? 'athlete' : 'athletes'} ranked.` : ''}
        </p>
        {isEmpty ? (
          <EmptyState title="No rankings yet">{birthYear !== null ? `Nobody born in ${birthYear} is on this board yet.` : about.empty}</EmptyState>
        ) : (
          <BoardList board={data} athleteId={athlete.id} label={`${about.title} rankings`} noun={about.noun} />
        )}
        {data.own?.entry.isPrivate ? (
          <p className="mt-3 text-xs text-muted-foreground">
            Your athlete is hidden from other families&rsquo; boards: only your family sees this place. Change it in Profile &gt; Athletes.
          </p>
        ) : null}
      </section>
    );
  }
  return body;
}
