import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

const analysis = (page: Page) => page.getByRole('table', { name: 'Preisanalyse' });
const rowOf = (page: Page, name: string) => analysis(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('price analysis', () => {
  // `npm start` scrapes the demo competitor web within about 30 s of starting; the screen follows live.
  test.setTimeout(150_000);

  test('viewer compares the demo prices, switches deviation and shipping, sorts and opens a product', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example');
    await page.getByRole('link', { name: 'Preisanalyse', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preisanalyse' })).toBeVisible();
    // 24 demo products, 20 per page (spec §9).
    await expect(page.getByText('Seite 1 von 2 (24 Produkte)')).toBeVisible();
    await expect(analysis(page).getByRole('row')).toHaveCount(21);

    // Once the scrapes are in: competitor prices and the deviation in percent (the default), with shipping (the user's setting).
    const fjord = rowOf(page, 'Nordkap Kuppelzelt Fjord 2');
    await expect(fjord.getByRole('cell').nth(4)).toHaveText(/^[+\-−]?\d+,\d\s%$/, { timeout: 120_000 });
    await expect(fjord.getByRole('cell').nth(3)).toHaveText(/\d+,\d\d\s€/);
    await expect(fjord).toContainText('Nordkap · SKU DO-1001');
    await expect(fjord).toContainText('249,95 €');
    const shipping = page.getByRole('switch', { name: 'Mit Versandkosten' });
    await expect(shipping).toBeChecked();
    await expect(page.getByRole('radio', { name: 'In Prozent' })).toBeChecked();

    await page.getByRole('radio', { name: 'Als Betrag' }).check();
    await expect(fjord.getByRole('cell').nth(4)).toHaveText(/^[+\-−]?\d+,\d\d\s€$/);
    await shipping.uncheck();
    await expect(shipping).not.toBeChecked();
    // Without shipping no price in the list mentions it.
    await expect(analysis(page).getByText(/Versand/)).toHaveCount(0);
    await expect(fjord.getByRole('cell').nth(4)).toHaveText(/^[+\-−]?\d+,\d\d\s€$/);

    // Sort by product name: A first, then Z first.
    await analysis(page).getByRole('columnheader', { name: 'Produkt' }).click();
    await expect(analysis(page).getByRole('row').nth(1).getByRole('link')).toHaveText('Alpenglut Daunenjacke Firn Herren');
    await analysis(page).getByRole('columnheader', { name: 'Produkt' }).click();
    await expect(analysis(page).getByRole('row').nth(1).getByRole('link')).toHaveText('Trailwerk Trekkingzelt Ultralight Solo 1');

    // Filter by price position and search, then open the product.
    await page.getByLabel('Preisposition').selectOption({ label: 'Nicht der Günstigste' });
    await page.getByRole('searchbox').fill('Fjord 2');
    await expect(analysis(page).getByRole('row')).toHaveCount(2);
    // The filters are in the address: a reload (or a shared link) shows the same list.
    await expect(page).toHaveURL(/[?&]search=Fjord\+2(&|$)/);
    await expect(page).toHaveURL(/[?&]position=not-cheapest(&|$)/);
    await page.reload();
    await expect(page.getByLabel('Preisposition')).toHaveValue('not-cheapest');
    await expect(page.getByRole('searchbox')).toHaveValue('Fjord 2');
    // The comparison choices are the session's, not the address's: set again after the reload.
    await page.getByRole('radio', { name: 'Als Betrag' }).check();
    await shipping.uncheck();
    await expect(analysis(page).getByRole('row')).toHaveCount(2);
    await fjord.getByRole('link', { name: 'Nordkap Kuppelzelt Fjord 2' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Nordkap Kuppelzelt Fjord 2' })).toBeVisible();
    const offers = page.getByRole('table', { name: 'Angebote' });
    await expect(offers.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Gipfelwelt', exact: true }) })).toContainText('Aktuell');
    // A comparison site's cheapest offer names the shop behind it.
    await expect(offers.getByRole('cell', { name: /über Preisfuchs$/ })).toHaveCount(1);
    await expect(offers.getByRole('row').filter({ hasText: 'Günstigster' })).toHaveCount(1);
    await expect(offers.getByRole('link', { name: /Angebot bei .* in neuem Tab öffnen/ }).first()).toHaveAttribute('target', '_blank');
    // The comparison settings carry over from the list.
    await expect(page.getByRole('switch', { name: 'Mit Versandkosten' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Als Betrag' })).toBeChecked();

    const development = page.getByRole('region', { name: 'Preisentwicklung' });
    await expect(development.getByRole('img', { name: /^Preisentwicklung, Zeitraum: 30 Tage\. Eigener Preis jetzt 249,95 €\./ })).toBeVisible();
    await expect(development.locator('svg').first()).toBeVisible();
    const table = development.getByRole('table', { name: 'Preisentwicklung als Tabelle' });
    await expect(table.getByRole('row').filter({ hasText: 'Eigener Preis' })).toContainText('249,95 €');
    await expect(table.getByRole('row').filter({ hasText: 'Günstigster Wettbewerber' })).toBeVisible();
    for (const range of ['2 Tage', '7 Tage', '30 Tage', 'Gesamter Zeitraum']) await expect(development.getByRole('button', { name: range })).toBeVisible();
    await expect(development.getByRole('button', { name: '30 Tage' })).toHaveAttribute('aria-pressed', 'true');
    await development.getByRole('button', { name: '7 Tage' }).click();
    await expect(development.getByRole('button', { name: '7 Tage' })).toHaveAttribute('aria-pressed', 'true');
    await expect(development.getByRole('img', { name: /Zeitraum: 7 Tage/ })).toBeVisible();

    await page.getByRole('link', { name: '‹ Zurück zur Preisanalyse' }).click();
    await expect(analysis(page)).toBeVisible();
  });
});
