import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { openE2eDatabase } from './support/database';

const DAY = 86_400_000;

/**
 * Ten days of the family's period gone by, written straight into the browser tests' database (the
 * attendance sheet is a coach's): five sessions attended, one rained out, and one the family said
 * two days ahead it could not make, which earned a make-up credit.
 */
function playTenDays(email: string): void {
  const db = openE2eDatabase();
  try {
    db.pragma('busy_timeout = 5000');
    const now = Date.now();
    const { id: athleteId, parent_id: userId } = db.prepare('select a.id, a.parent_id from athletes a join users u on u.id = a.parent_id where u.email = ?').get(email) as { id: string; parent_id: string };
    db.prepare('update memberships set current_period_start = ? where user_id = ?').run(new Date(now - 10 * DAY).toISOString(), userId);
    const session = (startsAt: number, status = 'scheduled') => {
      const id = randomUUID();
      const at = new Date(startsAt).toISOString();
      db.prepare("insert into training_sessions (id, group_id, local_date, starts_at, ends_at, location, status) values (?, 'core', ?, ?, ?, 'Field', ?)").run(id, at.slice(0, 10), at, new Date(startsAt + 3_600_000).toISOString(), status);
      return id;
    };
    const mark = (sessionId: string, status: string) => db.prepare("insert into session_attendance (session_id, athlete_id, status, marked_by) values (?, ?, ?, 'coach')").run(sessionId, athleteId, status);
    for (let day = 9; day >= 5; day -= 1) mark(session(now - day * DAY), 'present');
    mark(session(now - 4 * DAY, 'cancelled'), 'present');
    const missed = session(now - 3 * DAY);
    db.prepare("insert into session_absences (session_id, athlete_id, reason, reported_at) values (?, ?, 'school', ?)").run(missed, athleteId, new Date(now - 5 * DAY).toISOString());
  } finally {
    db.close();
  }
}

test('[membership] a parent sees sessions remaining counted from attendance, with a make-up credit, on the dashboard and the member portal', async ({ page }) => {
  const email = uniqueEmail('remaining');
  await createConfirmedParent(page, email);
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');
  playTenDays(email);
  const shown = /^7 of 12 left · renews [A-Z][a-z]{2} \d{1,2} · 1 make-up credit$/;

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Membership' });
  await expect(card.getByRole('definition').filter({ hasText: shown })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'sessions-remaining-dashboard');

  await page.goto('/member-portal');
  await expect(page.getByText(shown)).toBeVisible();
  await expect(page.getByText(/^Make-up credit expires [A-Z][a-z]{2} \d{1,2}\.$/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'sessions-remaining-portal');
});
