/**
 * The evening-before reminder (issue 38, point 5): at 6 PM academy time, each family that asked for
 * it in Settings hears of tomorrow's sessions of its athletes, leaving out a cancelled session and
 * one an athlete said they can't make. One notification per family and session date (the date is
 * its source, unique per family), so a rerun or a second instance sends nothing more. Normal
 * priority: never sent in quiet hours (the push job holds it; the e-mail is not written then).
 */
import { isQuietHour } from '#shared/notifications';
import { paths } from '#shared/page-paths';
import { academyDate, academyMidnight, addDays } from '#shared/progress/time';
import { describeSessionTime } from '#shared/validation/session-admin';
import type { AppContext } from '#server/context';
import { isPostgres } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import { type OutgoingMail, queueMails } from '#server/mail/outbox';
import { preview } from '#server/notifications/queue';
import { type AdminSessionRow, insertNotices, listAbsencesOf, listAdminSessions, listMailableFamilies, listReminderFamilies, markEmailed } from './admin-queries';
import { familiesOnSessions } from './audience';
import { sessionName } from './notify';

type ReminderContext = Pick<AppContext, 'db' | 'config' | 'log'>;

/** 6 PM on the academy's clock, every day. */
export const REMINDER_CRON = '0 18 * * *';

/** Sends tomorrow's reminders not yet sent; returns how many families were reminded. */
export async function sendSessionReminders(ctx: ReminderContext, now = new Date()): Promise<number> {
  if (isQuietHour(now)) return 0;
  const tomorrow = addDays(academyDate(now), 1);
  const sessions = (await listAdminSessions(ctx.db, academyMidnight(tomorrow).toISOString(), academyMidnight(addDays(tomorrow, 1)).toISOString())).filter((s) => s.status === 'scheduled');
  const opted = await listReminderFamilies(ctx.db);
  if (sessions.length === 0 || opted.size === 0) return 0;
  const audience = await familiesOnSessions(ctx, sessions, now, opted);
  const away = new Set((await listAbsencesOf(ctx.db, sessions.map((s) => s.id))).map((a) => `${a.session_id}:${a.athlete_id}`));
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const at = now.toISOString();
  const sourceId = `reminder:${tomorrow}`;
  const reminders = new Map<string, string[]>();
  for (const [familyId, attendees] of audience) {
    const lines = attendees.filter((a) => !away.has(`${a.sessionId}:${a.athleteId}`)).map((a) => reminderLine(a.athleteName, byId.get(a.sessionId)!));
    if (lines.length > 0) reminders.set(familyId, lines);
  }
  const title = 'Training tomorrow';
  return inTransaction(ctx.db, async (trx) => {
    const rows = [...reminders].map(([familyId, lines]) => ({
      id: timeOrderedId(now.getTime()), family_id: familyId, kind: 'session-reminder' as const, source_id: sourceId,
      title, body: preview(lines.join(' · ')), url: paths.schedule(), is_urgent: 0, created_at: at,
    }));
    const fresh = await insertNotices(trx, rows);
    const families = await listMailableFamilies(trx, fresh, isPostgres(ctx.db) ? true : 1);
    await queueMails(trx, families.map((f) => reminderMail(ctx, f, reminders.get(f.id)!)));
    await markEmailed(trx, 'session-reminder', sourceId, fresh, at);
    return fresh.length;
  });
}

/** "Leo: Core training, Saturday, December 5, 4:00–5:00 PM at …" */
function reminderLine(athleteName: string, session: AdminSessionRow): string {
  const time = describeSessionTime({ date: session.local_date, startsAt: new Date(session.starts_at).toISOString(), endsAt: new Date(session.ends_at).toISOString() });
  return `${athleteName}: ${sessionName(session)}, ${time} at ${session.location}`;
}

function reminderMail(ctx: ReminderContext, family: { email: string; name: string }, lines: string[]): OutgoingMail {
  return {
    kind: 'session-reminder',
    to: family.email,
    subject: 'Bravo Academy: training tomorrow',
    ...composeMail({
      greeting: `Hi ${family.name},`,
      paragraphs: ['A reminder of tomorrow’s training:', ...lines, 'If someone can’t make it, say so in the app until 2 hours before the start.'],
      links: [{ label: 'Open your schedule', url: `${ctx.config.appUrl}${paths.schedule()}` }],
      signOff: 'Bravo Academy, 4S Ranch, San Diego. You asked for this reminder; turn it off in Settings, Notifications.',
    }),
  };
}
