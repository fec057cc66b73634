import { type Locator, type Page, expect, test } from './support/fixtures';
import { screenshot, uniqueEmail } from './support';
import { openDevMailbox } from './support/auth';

const APPLICATIONS = '**/api/v1/applications';

/** From the landing page's Join section to the open application dialog on /academy-details. */
async function openApplication(page: Page): Promise<Locator> {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Ready to Join Bravo?' })
    .getByRole('link', { name: 'Apply Now' })
    .click();
  await expect(page).toHaveURL(/\/academy-details$/);
  await page
    .getByRole('region', { name: 'Ready to Join?' })
    .getByRole('button', { name: 'Apply Now' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Apply to Bravo Academy' });
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  return dialog;
}

async function fillApplication(dialog: Locator, playerName: string, email = uniqueEmail()) {
  await dialog.getByLabel('Player name').fill(playerName);
  await dialog.getByLabel('Player age').selectOption('11');
  await dialog.getByLabel('Parent name').fill('Ana Alvarez');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('(858) 555-0100');
  await dialog.getByLabel('Experience').selectOption({ label: 'Intermediate (3-5 years)' });
  await dialog
    .getByLabel('Commitment')
    .selectOption({ label: 'Full commitment (3 days/week, year-round)' });
  await dialog
    .getByLabel('Message')
    .fill('Plays Flight 2 as a winger and wants more technical work on her weak foot.');
}

/** Counts the application requests the page sends. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/applications')) posts += 1;
  });
  return () => posts;
}

test('[application] a parent applies from the landing page and the academy receives the e-mail', async ({
  page,
}) => {
  const posts = countPosts(page);
  const dialog = await openApplication(page);
  await expect(dialog.getByRole('link', { name: 'Call (858) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18585550142',
  );

  // An empty form: every field says what it needs, and nothing leaves the page.
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  for (const [label, message] of [
    ['Player name', 'Player name is required'],
    ['Player age', 'Player age is required'],
    ['Parent name', 'Parent name is required'],
    ['Email', 'Email is required'],
    ['Phone', 'Phone is required'],
    ['Experience', 'Choose the player’s experience'],
    ['Commitment', 'Choose a commitment level'],
    ['Message', /Message is required/],
  ] as const) {
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await expect(dialog.getByLabel('Player name')).toBeFocused();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  expect(posts()).toBe(0);
  await screenshot(page, 'application-errors');

  // Hold the request so the submitting state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APPLICATIONS, async (route) => {
    await held;
    await route.continue();
  });

  const player = `Sofia ${Date.now().toString(36)}`;
  await fillApplication(dialog, player);
  await expect(dialog.getByLabel('Player name')).toHaveAccessibleDescription('');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();

  await expect(page.getByText('Application Submitted!')).toBeVisible();
  await expect(
    page.getByText("Thank you for applying to Bravo Academy. We'll be in touch soon!"),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  for (const label of [
    'Player name',
    'Player age',
    'Parent name',
    'Email',
    'Phone',
    'Experience',
    'Commitment',
    'Message',
  ]) {
    await expect(dialog.getByLabel(label)).toHaveValue('');
  }
  expect(posts()).toBe(1);
  await screenshot(page, 'application-sent');

  await openDevMailbox(page);
  const mail = page.getByRole('heading', { name: `New application: ${player} (11)` });
  await expect(mail).toBeVisible();
  await expect(page.getByText(`Player name: ${player}`)).toBeVisible();
});

test('[application] a parent sees why a submission failed and keeps what they typed', async ({
  page,
}) => {
  const dialog = await openApplication(page);
  const player = `Noah ${Date.now().toString(36)}`;
  await fillApplication(dialog, player);

  await page.route(APPLICATIONS, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      }),
    }),
  );
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(
    page.getByText('Please try again, or e-mail us at info@bravoacademy.com.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Player name')).toHaveValue(player);
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeEnabled();

  // The server's own verdict on a field appears beside that field.
  await page.unroute(APPLICATIONS);
  await page.route(APPLICATIONS, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'VALIDATION',
          message: 'Please enter a valid phone number.',
          fields: { phone: 'Please enter a valid phone number.' },
        },
      }),
    }),
  );
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription(
    'Please enter a valid phone number.',
  );
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a valid phone number.' }),
  ).toBeVisible();

  // Closing the dialog by accident does not lose the answers.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByRole('region', { name: 'Ready to Join?' })
    .getByRole('button', { name: 'Apply Now' })
    .click();
  await expect(dialog.getByLabel('Player name')).toHaveValue(player);
  await expect(dialog.getByLabel('Message')).toHaveValue(/winger/);
});
