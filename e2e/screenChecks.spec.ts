import { expect, test } from './support/e2eTest.ts';
import { DESKTOP, PHONE, checkScreensOnDesktop, failureLog, seedScreenData } from './support/screenCheckPasses.ts';
import { accessibilityProblems, layoutProblems, waitForScreen } from './support/screenChecks.ts';

/**
 * Every screen reachable from the navigation, in German on a desktop: accessible, laid out, in one
 * language (issue 13). Its twin e2e/screenChecksPhone.spec.ts checks English on a desktop and
 * German on a phone; e2e/support/screenCheckPasses.ts says what each check means and holds the
 * known-failure list.
 */
const SPEC = 'screenChecks';
seedScreenData(SPEC);

test('a signed-out visit logs no error, gets its scripts compressed and cached, and its sign-in screen passes the checks', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: { url: string; encoding?: string; cache?: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const bytes = response.request().sizes().then((sizes) => sizes.responseBodySize);
    scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], cache: response.headers()['cache-control'], bytes });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveTitle('Anmelden – Preismonitor');
  await waitForScreen(page);
  expect(errors, 'console errors of a signed-out load').toEqual([]);
  // The sign-in screen is checked here, the one screen outside the navigation.
  expect(await accessibilityProblems(page), 'accessibility of the sign-in screen').toEqual([]);
  expect(await layoutProblems(page), 'layout of the sign-in screen').toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await accessibilityProblems(page), 'accessibility of the sign-in screen on a phone').toEqual([]);
  expect(await layoutProblems(page), 'layout of the sign-in screen on a phone').toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  const transferred = (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, bytes) => sum + bytes, 0);
  test.info().annotations.push({ type: 'scripts of the sign-in page', description: `${scripts.length} files, ${Math.round(transferred / 1024)} KiB transferred (${scripts[0]?.encoding ?? 'none'})` });
  for (const script of scripts) {
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    // A file that compression would not make smaller (a few hundred bytes) has no compressed copy.
    if (script.encoding === undefined) expect(await script.bytes, script.url).toBeLessThan(1024);
    else expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
  }
});

test('every screen in German on a desktop: accessible, laid out, in one language', async ({ page }) => {
  test.setTimeout(900_000);
  const log = failureLog();
  await checkScreensOnDesktop(page, 'de-DE', log, { axe: true });
  log.expectNone();
});
