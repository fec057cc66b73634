import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, isTakingScreenshots, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, mailFor, screenshotBoth, signUpViaApi } from './support/auth';

test('[settings] a parent switches the app to Spanish on a phone, and the navigation, the page and its language follow', async ({ page }) => {
  // The journey is held to 25 s; the full-page screenshots a person looks at (not in CI) take more.
  test.setTimeout(isTakingScreenshots ? 45_000 : 25_000);
  const email = uniqueEmail('spanish');
  await createConfirmedParent(page, email);
  await completeSetupViaApi(page);
  // The browser asked for English: the account starts in English, word for word.
  const [confirmation] = await mailFor(page.request, email, 'email-verification');
  expect(confirmation?.subject).toBe('Confirm your Bravo Academy account');

  await page.goto('/profile?tab=settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'App' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.getByLabel('Language', { exact: true }).selectOption('es');

  // Saved on the account, the page loads again in Spanish.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const navEs = page.getByRole('navigation', { name: 'Aplicación' });
  for (const label of ['Inicio', 'Entrenar', 'Tienda', 'Recursos', 'Perfil']) await expect(navEs.getByRole('link', { name: label })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Su familia' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ajustes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Idioma', { exact: true })).toHaveValue('es');

  // The server serves the next page with the family's language from the first byte.
  const served = await page.request.get('/dashboard');
  expect(await served.text()).toContain('<html lang="es">');

  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'settings-language-es');
});

test('[public-site] a visitor chooses Español on the landing page at 390 px, and the account made next starts in Spanish', async ({ page }) => {
  test.setTimeout(isTakingScreenshots ? 45_000 : 25_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Español' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('#mobile-menu').getByRole('button', { name: 'English' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'public-site-language-es');

  // The sign-up carries the chosen language: the confirmation e-mail is in Spanish.
  const email = uniqueEmail('visitor-es');
  await signUpViaApi(page, email, 'Rosa');
  await expect.poll(async () => (await mailFor(page.request, email, 'email-verification'))[0]?.subject).toBe('Confirme su cuenta de Bravo Academy');
});
