import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

const tile = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const figureOf = async (page: Page, tileName: string, label: string) => {
  const text = (await tile(page, tileName).getByText(label, { exact: true }).locator('..').textContent()) ?? '';
  return Number(text.replace(label, '').replace(/\D/g, ''));
};

/** No sideways scrolling: the page is not wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  // Charts follow a new window size on their next resize observation.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('dashboard', () => {
  // `npm start` scrapes the demo competitor web within about 30 s of starting; the dashboard follows live.
  test.setTimeout(180_000);

  test('the demo dashboard shows the position, the traffic light, proposals and what changed since yesterday; every tile leads to its screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'admin@demo.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The position once today's scrapes are in: shares of the compared demo products.
    const position = tile(page, 'Ihre Position in Deutschland');
    await expect(position.getByText(/^Anteile an den \d+ Produkten/)).toBeVisible({ timeout: 150_000 });
    await expect(position.getByText('Günstigster', { exact: true })).toBeVisible();
    await expect(position.getByText(/^\d+\s%\s\(\d+\)$/).first()).toBeVisible();

    // The top metric (profit margin of the demo prices) as a traffic light with its thresholds.
    const metric = tile(page, 'Wichtigste Kennzahl: Gewinnmarge');
    await expect(metric.getByRole('img', { name: /^Ampel: (Grün|Gelb|Rot)$/ })).toBeVisible();
    await expect(metric.getByText(/^\d+,\d\s%$/)).toBeVisible();
    await expect(metric).toContainText(/Grün über 20,0\s%, gelb über 10,0\s%/);

    await expect(tile(page, 'Preisvorschläge').getByText('offene Preisvorschläge')).toBeVisible();
    await expect(tile(page, 'Preisvorschläge')).toContainText('Die Regel-Engine ist noch nicht gelaufen.');

    // Since yesterday: today's scrapes against the 90 days of demo history (the demo web's prices move daily).
    await expect
      .poll(async () => (await figureOf(page, 'Seit gestern', 'Wettbewerberpreise gestiegen')) + (await figureOf(page, 'Seit gestern', 'Wettbewerberpreise gesunken')), { timeout: 120_000 })
      .toBeGreaterThan(0);
    await expect(tile(page, 'Scrape-Zustand').getByText(/^\d+\s%$/)).toBeVisible();
    await expectNoSidewaysScroll(page);

    const opens: [string, string, RegExp][] = [
      ['Ihre Position in Deutschland', 'Preisanalyse öffnen', /\/price-analysis$/],
      ['Wichtigste Kennzahl: Gewinnmarge', 'Kennzahl-Einstellungen öffnen', /\/settings\/price-engine\/metrics$/],
      ['Preisvorschläge', 'Vorschläge prüfen', /\/price-engine\/review$/],
      ['Preisvorschläge', 'Laufhistorie öffnen', /\/price-engine\/rule-engine$/],
      ['Seit gestern', 'Preise in der Preisanalyse ansehen', /\/price-analysis$/],
      ['Scrape-Zustand', 'Scrape-Protokolle öffnen', /\/scrape-records$/],
      ['Ihre Lieblingsprodukte', 'Sortiment öffnen', /\/assortment$/],
    ];
    for (const [name, link, url] of opens) {
      await tile(page, name).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await page.goBack();
      await expect(tile(page, name)).toBeVisible();
    }

    // Each share of the position opens the price analysis filtered to those products.
    const shares: [string | RegExp, string, string][] = [
      ['Günstigster', 'cheapest', 'Günstigster'],
      [/^Höchstens 2,0\s%\süber dem günstigsten$/, 'within-tolerance', 'Innerhalb der Toleranz zum günstigsten'],
      ['Teurer', 'more-expensive', 'Teurer als die Toleranz'],
    ];
    for (const [figure, filter, option] of shares) {
      await position.getByRole('link', { name: figure, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/price-analysis\\?position=${filter}$`));
      await expect(page.getByRole('combobox', { name: 'Preisposition' })).toHaveValue(filter);
      await expect(page.getByRole('combobox', { name: 'Preisposition' }).locator('option:checked')).toHaveText(option);
      await page.goBack();
      await expect(position).toBeVisible();
    }
  });

  test('the price development shows the 90 days of demo history as an index per day, on a desktop and a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'viewer@demo.example', '/insights/price-development');
    await expect(page.getByRole('heading', { level: 1, name: 'Preisentwicklung' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Zeitraum' }).selectOption({ label: 'Gesamter Zeitraum' });
    const table = page.getByRole('table', { name: 'Preisindex pro Tag' });
    // 90 past days plus today, and the header row.
    await expect.poll(async () => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(91);
    await expect(page.getByRole('img', { name: /^Markt- und eigener Preisindex vom / })).toBeVisible();
    await expect(table.getByRole('row').last().getByRole('cell').nth(1)).toHaveText('100,00');
    await expectNoSidewaysScroll(page);

    await page.getByRole('combobox', { name: 'Monat' }).selectOption({ index: 1 });
    await expect(page.getByRole('combobox', { name: 'Zeitraum' })).toBeDisabled();
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d\d\.\d\d\.\d{4}$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/dashboard');
    await expect(tile(page, 'Seit gestern')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('an admin changes the tolerance for "within" in Settings › Price analysis and the dashboard counts with it; a viewer sees the values read-only', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'admin@demo.example');
    const position = tile(page, 'Ihre Position in Deutschland');
    await expect(position.getByText(/^Höchstens 2,0\s%\süber dem günstigsten$/)).toBeVisible({ timeout: 150_000 });

    await page.goto('/settings');
    await page.getByRole('navigation', { name: 'Einstellungen' }).getByRole('link', { name: /^Preisanalyse/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen der Preisanalyse' })).toBeVisible();
    const tolerance = page.getByLabel('Toleranz für „innerhalb“ (%)');
    await expect(tolerance).toHaveValue('2');
    await expect(page.getByLabel('Angebote gelten als veraltet nach (Tagen)')).toHaveValue('7');

    // Out of range: refused with the reason, nothing saved.
    await tolerance.fill('60');
    await page.getByRole('button', { name: 'Einstellungen der Preisanalyse speichern' }).click();
    await expect(page.getByText('Bitte einen Wert zwischen 0 und 50 mit höchstens zwei Nachkommastellen eingeben.')).toBeVisible();

    await tolerance.fill('7,5');
    await page.getByRole('button', { name: 'Einstellungen der Preisanalyse speichern' }).click();
    await expect(page.getByText('Einstellungen der Preisanalyse gespeichert.', { exact: true }).last()).toBeVisible();

    await page.goto('/dashboard');
    await expect(position.getByText(/^Höchstens 7,5\s%\süber dem günstigsten$/)).toBeVisible();

    // A second browser context: the viewer signs in beside the admin.
    const viewerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const viewer = await viewerContext.newPage();
    await signInAt(viewer, 'viewer@demo.example', '/settings/price-analysis');
    await expect(viewer.getByText('Nur Administratoren und Maintainer ändern die Einstellungen der Preisanalyse.')).toBeVisible();
    await expect(viewer.getByRole('definition').filter({ hasText: /^7,5\s%$/ })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Einstellungen der Preisanalyse speichern' })).toHaveCount(0);
    await viewerContext.close();
  });
});
