import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { createConfirmedParent, dismissToasts, mailFor, screenshotBoth, toastWith } from './support/auth';
import { makeAdmin } from './support/staff';

const origin = () => ({ origin: `http://localhost:${process.env.E2E_PORT}` });

test('[admissions] an admin at 390 px invites an applicant with a trial session chosen from the child’s group', async ({ page }) => {
  test.setTimeout(25_000);
  const applicantEmail = uniqueEmail('trial-applicant');
  const playerName = `Leo ${Math.random().toString(36).slice(2, 7)} Martinez`;
  const applied = await page.request.post('/api/v1/applications', {
    headers: origin(),
    data: { playerName, playerAge: '11', parentName: 'Ana Martinez', email: applicantEmail, phone: '(858) 555-0100', experience: 'intermediate', commitment: 'full', message: 'Leo plays Flight 2.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const adminEmail = uniqueEmail('trial-admin');
  await createConfirmedParent(page, adminEmail, 'Director Admin');
  makeAdmin(adminEmail);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Applications' }).click();
  const card = page.getByRole('listitem', { name: new RegExp(playerName) });
  await card.getByRole('button', { name: 'Invite with a trial session' }).click();

  // The dialog lists the coming sessions of Core's group for a child born 2014 or 2015; one is chosen.
  const dialog = page.getByRole('dialog', { name: `A trial session for ${playerName}` });
  const form = dialog.getByRole('form', { name: 'Book a trial session' });
  await expect(form.getByText('Core (born 2014–2015), next 3 weeks')).toBeVisible();
  const first = form.getByRole('radio').first();
  await first.check();
  const chosen = (await first.locator('xpath=..').innerText()).split('\n')[0]!.trim();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'trial-book');
  await form.getByRole('button', { name: 'Invite and book trial' }).click();
  await expect(toastWith(page, 'Trial session booked')).toBeVisible();
  await dismissToasts(page);

  // The card shows the trial booked and the invitation sent; the applicant's e-mail names the trial.
  await expect(card.getByText('Booked')).toBeVisible();
  await expect(card.getByText(chosen.split(' · ')[0]!)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send invitation again' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel trial' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'trial-booked');
  const [invitation] = await mailFor(page.request, applicantEmail, 'application-invitation');
  expect(invitation!.text).toMatch(new RegExp(`We have also booked a trial session for ${playerName}: Core training on \\w+day, `));
});

test('[attendance] the sheet of a session with a trial shows the guest by first name and initial, marked like the others', async ({ page }) => {
  test.setTimeout(25_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const applied = await page.request.post('/api/v1/applications', {
    headers: origin(),
    data: { playerName: `Zoe${tag} Quintana`, playerAge: '11', parentName: 'Rosa Quintana', email: uniqueEmail('trial-guest'), phone: '(858) 555-0101', experience: 'beginner', commitment: 'full', message: 'Zoe would like to try.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: string }).id;
  // An admin books it (admins take attendance too); the first coming session is within the sheet's week.
  const adminEmail = uniqueEmail('trial-sheet-admin');
  await createConfirmedParent(page, adminEmail, 'Director Admin');
  makeAdmin(adminEmail);
  const options = (await (await page.request.get(`/api/v1/admin/applications/${applicationId}/trial-sessions`)).json()) as { sessions: { id: string }[] };
  const sessionId = options.sessions[0]!.id;
  const booked = await page.request.post(`/api/v1/admin/applications/${applicationId}/trial`, { headers: origin(), data: { sessionId } });
  expect(booked.status(), await booked.text()).toBe(200);

  await page.goto(`/coach/sessions/${sessionId}`);
  const guests = page.getByRole('list', { name: 'Trial guests' });
  await expect(guests.getByText(`Trial: Zoe${tag} Q.`)).toBeVisible();
  await expect(page.getByText('Quintana')).toHaveCount(0);
  const marks = page.getByRole('group', { name: `Attendance for Trial: Zoe${tag} Q.` });
  await marks.getByRole('button', { name: 'Present' }).click();
  await expect(marks.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await page.reload();
  await expect(marks.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoHorizontalScroll(page);
  await guests.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'trial-guest-sheet');
});
