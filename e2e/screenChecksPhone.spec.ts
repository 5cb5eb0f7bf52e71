import { test } from './support/e2eTest.ts';
import { checkScreensOnDesktop, checkScreensOnPhone, failureLog, seedScreenData } from './support/screenCheckPasses.ts';

/**
 * Every screen reachable from the navigation in English on a desktop (laid out, in one language,
 * titled), then the same screens in German on a phone (laid out, accessible) — German's longer
 * words are the harder test of a phone's width, and the structure, roles and colours are the same
 * in both languages. The twin of e2e/screenChecks.spec.ts, on its own server so the two run side
 * by side.
 */
const SPEC = 'screenChecksPhone';
seedScreenData(SPEC);

test('every screen in English on a desktop, and in German on a phone: accessible, laid out, in one language', async ({ page }) => {
  test.setTimeout(900_000);
  const log = failureLog();
  const screens = await checkScreensOnDesktop(page, 'en', log, { axe: false });
  await checkScreensOnPhone(page, 'de-DE', screens, log);
  log.expectNone();
});
