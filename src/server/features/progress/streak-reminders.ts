/**
 * The streak reminder (issue 43, point 3): at 5 PM academy time, a family that asked for it hears
 * of each athlete whose living streak still needs today's training. Never in quiet hours (20:00 to
 * 08:00), and at most one a day: the day is the notification's source, unique per family, so a
 * rerun or a second instance sends nothing more. In the app and by push, as the family chose.
 */
import { isQuietHour } from '#shared/notifications';
import { paths } from '#shared/page-paths';
import { evaluateStreak } from '#shared/progress/streak';
import { academyDate } from '#shared/progress/time';
import type { AppContext } from '#server/context';
import { inTransaction } from '#server/db/transaction';
import { queueNotifications } from '#server/notifications/queue';
import { familyLocales } from '#server/i18n/family-locales';
import { m } from '#shared/i18n/paraglide/messages';
import { listStreakRows } from './streak-queries';

/** 5 PM on the academy's clock: time to train before dinner, well before quiet hours. */
export const STREAK_REMINDER_CRON = '0 17 * * *';

/** Queues today's streak reminders (one already queued today stays the only one); returns how many families had a streak at risk. */
export async function sendStreakReminders(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<number> {
  if (isQuietHour(now)) return 0;
  const today = academyDate(now);
  const athletes = await ctx.db
    .selectFrom('notification_preferences as p')
    .innerJoin('athletes as a', 'a.parent_id', 'p.user_id')
    .select(['p.user_id as familyId', 'a.id', 'a.name'])
    .where('p.streak_reminder', '=', 1)
    .orderBy('a.created_at')
    .execute();
  const localeOf = await familyLocales(ctx.db, athletes.map((a) => a.familyId));
  const lines = new Map<string, string[]>();
  for (const athlete of athletes) {
    const rows = await listStreakRows(ctx.db, athlete.id);
    const streak = evaluateStreak(rows, today);
    const isPausedToday = rows.pauses.some((p) => p.startsOn <= today && today <= p.endsOn);
    if (streak.current === 0 || streak.week.at(-1)?.status !== 'today' || isPausedToday) continue;
    const first = athlete.name.trim().split(/\s+/)[0] ?? athlete.name;
    const line = m.push_streak_line({ name: first, count: streak.current }, { locale: localeOf(athlete.familyId) });
    lines.set(athlete.familyId, [...(lines.get(athlete.familyId) ?? []), line]);
  }
  if (lines.size === 0) return 0;
  await inTransaction(ctx.db, (trx) =>
    queueNotifications(
      trx,
      [...lines].map(([familyId, text]) => ({ familyId, kind: 'streak' as const, sourceId: `streak:${today}`, title: m.push_streak_title({}, { locale: localeOf(familyId) }), body: text.join(' '), url: paths.dashboard() })),
      now,
    ),
  );
  return lines.size;
}
