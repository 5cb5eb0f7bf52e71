import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { accessibilityProblems } from './support/screenChecks.ts';
import { signInAt } from './support/session.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** No sideways scrolling: the page is not wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function expectAccessible(page: Page) {
  expect(await accessibilityProblems(page)).toEqual([]);
}

test.describe('insights', () => {
  // No page transitions: a screen fading in has blended colours that fail the contrast scan.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  // `npm start` scrapes the demo competitor web within about 30 s of starting; the insights follow live.
  test.setTimeout(240_000);

  test('from the sidebar to every insight with the demo figures, on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'admin@demo.example');
    await mainNav(page).getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(heading(page, 'Insights')).toBeVisible();
    // The headline figures once today's scrapes are in: a share of cheaper competitor offers and a price index.
    await expect(page.getByText(/^\d+\s%$/).first()).toBeVisible({ timeout: 150_000 });
    await expect(page.getByText(/^\d{2,3},\d$/).first()).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Price deviations: every shop with its figures, then one shop's products, sorted.
    await page.getByRole('link', { name: 'Preisabweichungen' }).click();
    await expect(heading(page, 'Preisabweichungen')).toBeVisible();
    const shops = page.getByRole('table', { name: 'Shops' });
    await expect(shops.getByRole('row').nth(1)).toBeVisible();
    await expect(shops.getByRole('row').nth(1).getByText(/^\d+\s%$/).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Zeitraum' }).click();
    await page.getByRole('option', { name: 'Gesamter Zeitraum' }).click();
    await expect(page).toHaveURL(/range=all/);
    await expect(shops.getByRole('img').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    const shopName = (await shops.getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
    await shops.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/insights\/price-deviations\/[^/?]+\?range=all$/);
    await expect(heading(page, shopName)).toBeVisible();
    const products = page.getByRole('table', { name: 'Produkte' });
    await expect(products.getByRole('row').nth(1)).toBeVisible();
    await expect(products.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^[+-]?\d+,\d\s%$/);
    await products.getByRole('columnheader', { name: 'Abweichung' }).click();
    await expect(products.getByRole('columnheader', { name: 'Abweichung' })).toHaveAttribute('aria-sort', 'descending');
    await expectAccessible(page);
    // Traceable: the product leads to its price analysis.
    const productName = (await products.getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
    await products.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/price-analysis\/[^/]+$/);
    await expect(heading(page, productName)).toBeVisible();

    // Brand analysis: the index per brand, then one brand in depth.
    await page.goto('/insights');
    await page.getByRole('link', { name: 'Markenanalyse' }).click();
    await expect(heading(page, 'Markenanalyse')).toBeVisible();
    const brands = page.getByRole('table', { name: 'Marken' });
    await expect(brands.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^\d{2,3},\d$/);
    await expectAccessible(page);
    const brand = (await brands.getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
    await brands.getByRole('row').nth(1).getByRole('link').click();
    await expect(heading(page, brand)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Index pro Shop' }).getByRole('row').nth(1)).toBeVisible();
    // The brand over time: the demo history gives a point per day of the period, drawn and as a table.
    await expect(page.getByRole('img', { name: /^Preisindex der Marke vom / })).toBeVisible();
    const trend = page.getByRole('table', { name: 'Markenindex pro Tag' });
    await expect(trend.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^\d{2,3},\d$/);
    expect(await trend.getByRole('row').count()).toBeGreaterThan(7);
    await expect(page.getByRole('table', { name: 'Produkte' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    // Out of stock and the URLs to check.
    await page.goto('/insights');
    await page.getByRole('link', { name: 'Nicht auf Lager' }).click();
    await expect(heading(page, 'Nicht auf Lager')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wettbewerb nicht vorrätig' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/insights');
    await page.getByRole('link', { name: 'URLs prüfen' }).click();
    await expect(heading(page, 'URLs prüfen')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Fehlerseite \(\d+\)$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('the fifth tab of the phone leads to the insights; no sideways scrolling, actions visible', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, 'admin@demo.example');
    const tabs = mainNav(page);
    await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Preisanalyse', 'Preis-Engine', 'Insights', 'Mehr']);
    await tabs.getByRole('link', { name: 'Insights' }).click();
    await expect(heading(page, 'Insights')).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^\d+\s%$/).first()).toBeVisible({ timeout: 150_000 });
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: 'Preisabweichungen' }).click();
    const shops = page.getByRole('list', { name: 'Shops' });
    await expect(shops.getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shops.getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('list', { name: 'Produkte' }).getByRole('listitem').first()).toContainText(/Abweichung: [+-]?\d+,\d\s%/);
    await expectNoSidewaysScroll(page);

    for (const [path, title] of [['/insights/brands', 'Markenanalyse'], ['/insights/out-of-stock', 'Nicht auf Lager'], ['/insights/check-urls', 'URLs prüfen']] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    // Every URL to check carries its actions within the window.
    const first = page.getByRole('list', { name: 'Zu prüfende URLs' }).getByRole('listitem').first();
    if (await first.isVisible()) {
      for (const action of ['URL öffnen', 'Jetzt abrufen', 'URL entfernen']) {
        const control = first.getByRole(action === 'URL öffnen' ? 'link' : 'button', { name: action });
        await expect(control).toBeInViewport({ ratio: 0.5 }).catch(async () => {
          await control.scrollIntoViewIfNeeded();
          await expect(control).toBeInViewport();
        });
      }
    }
  });
});
