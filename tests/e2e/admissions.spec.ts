import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, confirmFromOutbox, createConfirmedParent, dismissToasts, mailFor, PASSWORD, screenshotBoth, toastWith } from './support/auth';
import { makeAdmin } from './support/staff';

const origin = () => ({ origin: `http://localhost:${process.env.E2E_PORT}` });

test('[admissions] an admin invites an applicant, who opens the link, signs up with the invited address and pays', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const applicantEmail = uniqueEmail('applicant');
  const playerName = `Tomas ${Math.random().toString(36).slice(2, 7)}`;
  const applied = await page.request.post('/api/v1/applications', {
    headers: origin(),
    data: { playerName, playerAge: '10', parentName: 'Elena Ruiz', email: applicantEmail, phone: '(858) 555-0177', experience: 'intermediate', commitment: 'full', message: 'Tomas plays Flight 2.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // The admin, on a phone, accepts the application: its invitation is e-mailed.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('admissions-admin');
  await createConfirmedParent(admin, adminEmail, 'Director Admin');
  makeAdmin(adminEmail);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Applications' }).click();
  await expect(admin.getByRole('heading', { name: 'Invite a family' })).toBeVisible();
  const card = admin.getByRole('listitem', { name: new RegExp(playerName) });
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toastWith(admin, `Invitation sent to ${applicantEmail}`)).toBeVisible();
  await dismissToasts(admin);
  await expect(admin.getByRole('list', { name: 'Invitations' }).getByText(applicantEmail)).toBeVisible();
  await expectNoHorizontalScroll(admin);
  await expectAccessible(admin);
  await screenshotBoth(admin, 'admissions-admin');
  await adminContext.close();

  // The applicant opens the link: sign-up with the invited address; another address is refused.
  const [invitation] = await mailFor(page.request, applicantEmail, 'application-invitation');
  const link = new URL(invitation!.links[0]!.url);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`This invitation is for ${applicantEmail}.`, { exact: false })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form.getByLabel('Email')).toHaveValue(applicantEmail);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'admissions-join');
  await form.getByLabel('Email').fill('someone-else@example.com');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('This invitation is for another e-mail address.')).toBeVisible();
  await form.getByLabel('Email').fill(applicantEmail);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();

  // Confirmed and set up, the family pays on the test checkout: the invitation is used.
  await confirmFromOutbox(page, applicantEmail);
  await completeSetupViaApi(page, { name: `${playerName} Ruiz`, dateOfBirth: '2016-03-09' });
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('link', { name: 'Choose a membership' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByText('Memberships are by invitation')).toHaveCount(0);
  await page.getByRole('article', { name: 'Core Plan (Monthly)' }).getByRole('button', { name: 'Select Plan' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  const card2 = page.getByRole('form', { name: 'Card details' });
  await card2.getByLabel('Card number').fill('4242424242424242');
  await card2.getByLabel('Expiry (MM/YY)').fill('1234');
  await card2.getByLabel('CVC').fill('123');
  await card2.getByLabel('Name on card').fill('Elena Ruiz');
  await card2.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // The link has done its work: opened again signed out, it says so.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('This invitation has already been used.', { exact: false })).toBeVisible();
});
