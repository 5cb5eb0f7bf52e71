import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './e2eTest.ts';
import { foreignMessageFinder, type CatalogLocale } from './catalogText.ts';
import { seedDemoProposals } from './proposals.ts';
import { accessibilityProblems, discoverScreens, layoutProblems, showScreen, visibleTexts, waitForScreen, type Screen } from './screenChecks.ts';
import { signInAt } from './session.ts';

/**
 * The screen checks of issue 13, shared by two spec files that run side by side on their own
 * servers (CI pays for the slower one only): e2e/screenChecks.spec.ts (German on a desktop, with
 * the axe scan) and e2e/screenChecksPhone.spec.ts (English on a desktop, then German on a phone,
 * with the axe scan). Each finds the screens by clicking through as the platform admin (who sees
 * every screen): the navigation's entries, then every link on them.
 * - accessibility: no serious or critical axe-core violation (colour contrast included), on a
 *   desktop (1440×900) and on a phone (390×844), in German (the same structure in English);
 * - layout: at both sizes in German, on a desktop in English: no sideways page scroll, and no
 *   column header or action outside the viewport, its card or the visible part of a scroller;
 * - language: no message of our catalogs in the other language (a German screen shows no English
 *   msgid whose German text differs, and the reverse), and a tab title that names the screen.
 */

/**
 * KNOWN FAILURES — screens that still fail a check on main, each as `<check> <route>` (both
 * languages) or `<locale> <check> <route>`, checks being `accessibility@desktop`,
 * `accessibility@phone`, `layout@desktop`, `layout@phone`, `language` and `title`. A failure listed here is
 * reported as an annotation instead of failing the test. Fix the screen and remove its line; the
 * list is meant to be empty.
 */
export const KNOWN_FAILURES: readonly string[] = [
];

/** The product's name at the end of every tab title (web/src/app/screenTitles.ts). */
const PRODUCT_NAME = { de: 'Preismonitor', en: 'Price Monitor' } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

interface Failure {
  locale: CatalogLocale;
  check: string;
  route: string;
  problems: string[];
}

const isKnown = (failure: Failure) =>
  KNOWN_FAILURES.includes(`${failure.check} ${failure.route}`) || KNOWN_FAILURES.includes(`${failure.locale} ${failure.check} ${failure.route}`);
const describeFailure = (failure: Failure) => `${failure.locale} ${failure.check} ${failure.route}:\n    ${failure.problems.join('\n    ')}`;

/** Screens the README's walk needs, which must be reachable by clicking (no dead ends, issue 13 item 1). */
const MUST_BE_REACHED = [
  '/dashboard',
  '/price-analysis',
  '/price-engine',
  '/price-engine/review',
  '/price-engine/review/submitted',
  '/price-engine/review/:id',
  '/price-engine/rule-engine',
  '/settings/price-engine',
  '/settings/price-engine/sales-channels',
  '/settings/price-engine/price-rules',
  '/settings/price-engine/output-feed',
  '/scrape-records',
  '/assortment',
  '/settings',
  '/academy',
];

/** Proposals, a run and a decision trace, so the price engine's lists have rows to lay out (once per server). */
export function seedScreenData(spec: string): void {
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000);
    const seeded = join(process.env['E2E_DATA_DIR'] ?? '.tmp/e2e-data', spec, 'screen-checks-seeded');
    if (existsSync(seeded)) return;
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    // A channel name that is no message of ours in either language ("Deutschland" is one).
    await seedDemoProposals(request, spec, 4, 'Webshop DE');
    await request.dispose();
    writeFileSync(seeded, '');
  });
}

export async function useLanguage(page: Page, locale: CatalogLocale): Promise<void> {
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: locale === 'en' ? 'English' : 'Deutsch' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Collects the checks' failures and fails the test with the unexpected ones at the end. */
export function failureLog() {
  const failures: Failure[] = [];
  return {
    record(locale: CatalogLocale, check: string, route: string, problems: string[]) {
      if (problems.length > 0) failures.push({ locale, check, route, problems });
    },
    expectNone() {
      const known = failures.filter(isKnown);
      for (const failure of known) test.info().annotations.push({ type: 'known failure', description: describeFailure(failure) });
      const unexpected = failures.filter((failure) => !isKnown(failure)).map(describeFailure);
      expect(unexpected, `${unexpected.length} screen check(s) failed:\n${unexpected.join('\n')}`).toEqual([]);
    },
  };
}

/**
 * Signs in as the platform admin in `locale` and finds every screen by clicking through at a
 * desktop size, checking each as it comes: layout, tab title, language, and (with `axe`) the
 * accessibility scan. Fails the test when a screen the README's walk needs was not reached.
 */
export async function checkScreensOnDesktop(page: Page, locale: CatalogLocale, log: ReturnType<typeof failureLog>, options: { axe: boolean }): Promise<Screen[]> {
  const foreignMessages = foreignMessageFinder(locale);
  const product = locale === 'en' ? PRODUCT_NAME.en : PRODUCT_NAME.de;
  await page.setViewportSize(DESKTOP);
  // No page transitions: each screen is measured and scanned as it rests.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAt(page, 'platform@demo.example');
  await useLanguage(page, locale);
  const screens = await discoverScreens(page, {
    visit: async (screen) => {
      log.record(locale, 'layout@desktop', screen.route, await layoutProblems(page));
      const title = await page.title();
      log.record(locale, 'title', screen.route, title.endsWith(` – ${product}`) ? [] : [`the tab title "${title}" does not name the screen before "${product}"`]);
      const foreign = foreignMessages(await visibleTexts(page));
      log.record(locale, 'language', screen.route, foreign.map((text) => `"${text.shown}" is the ${locale === 'en' ? 'German' : 'English'} message "${text.message}"`));
      if (options.axe) log.record(locale, 'accessibility@desktop', screen.route, await accessibilityProblems(page));
    },
  });
  const routes = screens.map((screen) => screen.route);
  test.info().annotations.push({ type: 'screens', description: routes.join(', ') });
  expect(MUST_BE_REACHED.filter((route) => !routes.includes(route)), 'screens not reached from the navigation').toEqual([]);
  return screens;
}

/** Shows each screen on a phone in `locale` and checks its layout and accessibility there. */
export async function checkScreensOnPhone(page: Page, locale: CatalogLocale, screens: readonly Screen[], log: ReturnType<typeof failureLog>): Promise<void> {
  await useLanguage(page, locale);
  await page.setViewportSize(PHONE);
  for (const screen of screens) {
    await showScreen(page, screen.path);
    await waitForScreen(page);
    log.record(locale, 'layout@phone', screen.route, await layoutProblems(page));
    log.record(locale, 'accessibility@phone', screen.route, await accessibilityProblems(page));
  }
}
