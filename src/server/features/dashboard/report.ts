/**
 * A progress report (docs/product.md, Progress reports): one athlete's XP and level over a period
 * of academy days, lessons completed by category, measurements and bests, streaks, challenges and
 * badges. It reads the features through their services, each by the athlete and the period's
 * instants, and only after the ownership check: another family's athlete is not found.
 */
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import { levelForXp } from '#shared/progress/levels';
import {
  academyDate,
  academyMidnight,
  addDays,
  daysBetween,
  monthStart,
} from '#shared/progress/time';
import { REPORT_DAILY_MAX_DAYS, type TProgressReport } from '#shared/validation/report';
import type { Db } from '#server/db/database';
import type { PdfDocumentSpec } from '#server/pdf/document';
import { getBadgesEarnedBetween } from '../achievements/service';
import { requireOwnedAthlete } from '../athletes/service';
import { getCompletedChallengesBetween } from '../challenges/service';
import { getXpHistory } from '../progress/service';
import { getLessonReport } from '../training/service';

export type ReportQuery = {
  parentId: string;
  athleteId: string;
  from?: string | undefined;
  to?: string | undefined;
  now: Date;
};

export type ReportRead = { status: 'ok'; report: TProgressReport } | { status: 'not-found' };

/** The Monday of the academy week holding a date (YYYY-MM-DD). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Runs of consecutive days in a sorted list of dates. */
function runsOf(dates: readonly string[]): { start: string; end: string; days: number }[] {
  const runs: { start: string; end: string; days: number }[] = [];
  for (const date of dates) {
    const last = runs[runs.length - 1];
    if (last && daysBetween(last.end, date) === 1) {
      last.end = date;
      last.days += 1;
    } else runs.push({ start: date, end: date, days: 1 });
  }
  return runs;
}

export async function readProgressReport(db: Db, query: ReportQuery): Promise<ReportRead> {
  let athlete;
  try {
    athlete = await requireOwnedAthlete(db, query.parentId, query.athleteId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { status: 'not-found' };
    throw error;
  }
  const today = academyDate(query.now);
  const from = query.from ?? monthStart(query.now);
  const to = query.to ?? today;
  const start = academyMidnight(from);
  const end = academyMidnight(addDays(to, 1));
  const period = { from, to, fromIso: start.toISOString(), toIso: end.toISOString() };

  const [history, lessons, challenges, badges] = await Promise.all([
    getXpHistory(db, athlete.id, start),
    getLessonReport(db, athlete.id, period),
    getCompletedChallengesBetween(db, athlete.id, start, end),
    getBadgesEarnedBetween(db, athlete.id, start, end),
  ]);

  const startXp = history.totalXp - history.earnedSince;
  const days = history.days.filter((d) => d.date <= to);
  const xpByDay = new Map(days.map((d) => [d.date, d.xp]));
  const xpEarned = days.reduce((sum, d) => sum + d.xp, 0);

  // The chart: each day (or academy week) of the period up to today, with the lifetime XP at its end.
  const bucket = daysBetween(from, to) + 1 <= REPORT_DAILY_MAX_DAYS ? 'day' : 'week';
  const lastDay = to < today ? to : today;
  const xpSeries: TProgressReport['xpSeries'] = [];
  let running = startXp;
  for (let date = from; date <= lastDay; date = addDays(date, 1)) {
    const xp = xpByDay.get(date) ?? 0;
    running += xp;
    const key = bucket === 'day' ? date : mondayOf(date) < from ? from : mondayOf(date);
    const last = xpSeries[xpSeries.length - 1];
    if (last && last.date === key) {
      last.xp += xp;
      last.totalXp = running;
      last.level = levelForXp(running);
    } else xpSeries.push({ date: key, xp, totalXp: running, level: levelForXp(running) });
  }

  const activeDays = days.filter((d) => d.xp > 0).map((d) => d.date);
  const streaks = runsOf(activeDays);
  const endXp = startXp + xpEarned;
  return {
    status: 'ok',
    report: {
      athlete: { id: athlete.id, name: athlete.name },
      period: { from, to, bucket },
      summary: {
        xpEarned,
        startXp,
        endXp,
        startLevel: levelForXp(startXp),
        endLevel: levelForXp(endXp),
        lessonsCompleted: lessons.lessonsByCategory.reduce((sum, c) => sum + c.completed, 0),
        challengesCompleted: challenges.length,
        badgesEarned: badges.length,
        activeDays: activeDays.length,
        longestRun: Math.max(0, ...streaks.map((s) => s.days)),
        currentStreak: history.currentStreak,
        longestStreak: history.longestStreak,
      },
      xpSeries,
      lessonsByCategory: lessons.lessonsByCategory,
      measurements: lessons.measurements,
      streaks,
      challenges,
      badges,
    },
  };
}

const dateOf = (iso: string) => academyDate(new Date(iso));

/** The report as a PDF document (src/server/pdf/document.ts): the same figures as the page. */
export function reportDocument(report: TProgressReport): PdfDocumentSpec {
  const { summary } = report;
  const none = (rows: string[][], columns: number) =>
    rows.length ? rows : [['None in this period', ...Array<string>(columns - 1).fill('')]];
  return {
    title: `Progress Report: ${report.athlete.name}`,
    subtitle: `${report.period.from} to ${report.period.to}`,
    blocks: [
      { kind: 'heading', text: 'Summary' },
      {
        kind: 'table',
        columns: ['Figure', 'Value'],
        rows: [
          ['XP earned', String(summary.xpEarned)],
          ['Total XP', `${summary.startXp} to ${summary.endXp}`],
          ['Level', `${summary.startLevel} to ${summary.endLevel}`],
          ['Lessons completed', String(summary.lessonsCompleted)],
          ['Challenges completed', String(summary.challengesCompleted)],
          ['Badges earned', String(summary.badgesEarned)],
          ['Active days', String(summary.activeDays)],
          ['Longest run of days in the period', String(summary.longestRun)],
          ['Current streak / longest ever', `${summary.currentStreak} / ${summary.longestStreak}`],
        ],
      },
      { kind: 'heading', text: `XP and level by ${report.period.bucket}` },
      {
        kind: 'table',
        columns: [report.period.bucket === 'day' ? 'Day' : 'Week of', 'XP', 'Total XP', 'Level'],
        rows: none(
          report.xpSeries
            .filter((p) => p.xp > 0)
            .map((p) => [p.date, String(p.xp), String(p.totalXp), String(p.level)]),
          4,
        ),
      },
      { kind: 'heading', text: 'Lessons completed by category' },
      {
        kind: 'table',
        columns: ['Category', 'Completed'],
        rows: report.lessonsByCategory.map((c) => [c.title, String(c.completed)]),
      },
      { kind: 'heading', text: 'Measurements and personal bests' },
      {
        kind: 'table',
        columns: ['Lesson', 'Best', 'Verified best', 'Score', 'Minutes'],
        rows: none(
          report.measurements.map((m) => [
            m.lessonTitle,
            m.bestCount === null
              ? '-'
              : `${m.bestCount}${m.target === null ? '' : ` of ${m.target}`} ${m.metric ?? ''}`.trim(),
            // Written out, not a symbol: a coach recorded or confirmed it (issue 42, point 4).
            m.verifiedBestCount === null ? '-' : `${m.verifiedBestCount} (Verified)`,
            m.score === null ? '-' : String(m.score),
            String(m.timeSpentMinutes),
          ]),
          5,
        ),
      },
      { kind: 'heading', text: 'Streaks' },
      {
        kind: 'list',
        items: report.streaks.length
          ? report.streaks.map((s) =>
              s.days === 1
                ? `${s.start}: 1 day`
                : `${s.start} to ${s.end}: ${s.days} days in a row`,
            )
          : ['No training days in this period'],
      },
      { kind: 'heading', text: 'Challenges completed' },
      {
        kind: 'table',
        columns: ['Challenge', 'Difficulty', 'XP', 'Date'],
        rows: none(
          report.challenges.map((c) => [c.name, c.difficulty, String(c.xp), dateOf(c.completedAt)]),
          4,
        ),
      },
      { kind: 'heading', text: 'Badges earned' },
      {
        kind: 'table',
        columns: ['Badge', 'Rarity', 'XP', 'Date'],
        rows: none(
          report.badges.map((b) => [b.name, b.rarity, String(b.xpReward), dateOf(b.unlockedAt)]),
          4,
        ),
      },
    ],
    footer: `${ACADEMY.name}, progress report of ${report.athlete.name}`,
  };
}
