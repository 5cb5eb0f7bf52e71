import { expect, test } from './support/e2eTest.ts';
import type { Locator, Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

/** `npm start` scrapes the demo web within about 30 s of starting; records then change live. */
const SCRAPED = { timeout: 90_000 };

/** The page does not scroll sideways, and the element lies inside the viewport. */
async function expectInView(page: Page, locator: Locator) {
  const width = page.viewportSize()!.width;
  await expect(locator).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await locator.boundingBox({ timeout: 10_000 }))!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe('scrape records', () => {
  test.setTimeout(180_000);

  test('admin sees successful and failed scrapes, filters them and opens the logs of one', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await page.getByRole('link', { name: 'Scrape-Einträge', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scrape-Einträge' })).toBeVisible();
    const records = page.getByRole('table', { name: 'Scrape-Einträge' });
    const rows = records.getByRole('row');
    // All of the demo's 128 scrapes on one page.
    await page.getByRole('combobox', { name: 'Zeilen pro Seite' }).selectOption('200');

    // The demo web answers 404 and 410 for some product pages; they arrive without a reload.
    const notFound = rows.filter({ hasText: 'Seite nicht gefunden (404)' });
    await expect(notFound).toHaveCount(1, SCRAPED);
    await expect(notFound).toContainText('Abgeschlossen');
    await expect(notFound).toContainText('Fehler');
    await expect(notFound).toContainText('Outdoor Profi');
    await expect(rows.filter({ hasText: 'Seite entfernt (410)' })).toHaveCount(1, SCRAPED);
    await expect(rows.filter({ hasText: 'Erfolg' }).first()).toContainText('€', SCRAPED);
    await expect(rows.filter({ hasText: 'Preistabelle des Preisvergleichs' }).first()).toContainText('Preisfuchs');

    // At 1440 × 900 the price, trials and duration are on screen, without scrolling sideways.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const header of ['Preis', 'Versuche', 'Dauer']) await expectInView(page, records.getByRole('columnheader', { name: header, exact: true }));
    await expectInView(page, rows.filter({ hasText: 'Erfolg' }).first().getByRole('cell').last());

    // The created-date filter starts 5 days back (spec §9).
    const from = page.getByLabel('Angelegt ab');
    const fiveDaysAgo = new Date();
    fiveDaysAgo.setDate(fiveDaysAgo.getDate() - 5);
    const pad = (n: number) => String(n).padStart(2, '0');
    await expect(from).toHaveValue(`${fiveDaysAgo.getFullYear()}-${pad(fiveDaysAgo.getMonth() + 1)}-${pad(fiveDaysAgo.getDate())}`);

    await page.getByRole('combobox', { name: 'Ergebnis' }).selectOption({ label: 'Fehler' });
    // The unfiltered list (all on one page) shows the same summary: wait for the filtered one
    // before taking its rows (a list taken earlier shrinks under the loop — a CI failure).
    await expect(rows.filter({ hasText: 'Erfolg' })).toHaveCount(0);
    await expect(page.getByText(/^Seite 1 von 1 \(\d+ Einträge\)$/)).toBeVisible();
    const errorRows = rows.filter({ has: page.getByRole('button', { name: 'Protokoll und Details' }) });
    await expect(errorRows.first()).toBeVisible();
    for (const row of await errorRows.all()) await expect(row).toContainText('Fehler');

    await page.getByRole('combobox', { name: 'Job-Status' }).selectOption({ label: 'Abgeschlossen' });
    await page.getByRole('combobox', { name: 'Seitenstatus' }).selectOption({ label: 'Seite nicht gefunden (404)' });
    await expect(page.getByText('Seite 1 von 1 (1 Eintrag)')).toBeVisible();
    await page.getByRole('combobox', { name: 'Job-Status' }).selectOption({ label: 'Fehlgeschlagen' });
    await expect(page.getByText('Keine Scrape-Einträge entsprechen den Filtern.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Job-Status' }).selectOption({ label: 'Abgeschlossen' });

    const toggle = notFound.getByRole('button', { name: 'Protokoll und Details' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const logs = page.getByRole('table', { name: 'Protokoll' });
    await expect(logs).toContainText('HTTP 404');
    await expect(logs).toContainText('Info');
    await expect(logs).toContainText('Hinweis');
    await expect(page.getByRole('region', { name: 'Ausgelesene Daten' })).toContainText('Es wurde nichts ausgelesen.');
    await expect(page.getByRole('region', { name: 'Job', exact: true })).toContainText('404');

    await page.getByRole('button', { name: 'Datum zurücksetzen' }).click();
    await expect(from).toHaveValue('');
    await expect(page.getByText('Seite 1 von 1 (1 Eintrag)')).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page.getByRole('combobox', { name: 'Ergebnis' })).toHaveValue('');
    await expect(rows.filter({ hasText: 'Erfolg' }).first()).toBeVisible();
  });

  test('admin opens a competitor URL of a product and sees what was scraped from it', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await page.goto('/assortment');
    await page.getByRole('searchbox').fill('Fjord 2');
    await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: 'Nordkap Kuppelzelt Fjord 2', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nordkap Kuppelzelt Fjord 2' })).toBeVisible();

    const row = page.getByRole('region', { name: 'Wettbewerber-URLs' }).getByRole('row').filter({ hasText: 'Bergsport Shop' });
    const price = row.getByText(/^[\d.]+,\d{2}\s€$/);
    await expect(price).toBeVisible(SCRAPED);
    const priceText = (await price.textContent()) ?? '';
    await row.getByRole('link', { name: /^http:\/\/bergsport-shop\.demo\.test\/\S+$/ }).click();

    await expect(page).toHaveURL(/\/assortment\/[^/]+\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordkap Kuppelzelt Fjord 2' })).toBeVisible();
    await expect(page.getByText('Vergleichsprodukt zu Nordkap Kuppelzelt Fjord 2 bei Bergsport Shop')).toBeVisible();
    const scraped = page.getByRole('group', { name: 'Abgerufenes Produkt' });
    await expect(scraped).toContainText('Nordkap');
    await expect(scraped).toContainText('Bergsport Shop');
    await expect(scraped).toContainText('Wettbewerbsangebot');
    const offer = page.getByRole('group', { name: 'Aktuelles Angebot' });
    await expect(offer).toContainText(priceText);
    await expect(offer).toContainText('Plausibel');
    await expect(page.getByRole('table', { name: 'Abgerufene Preise' })).toContainText(priceText);

    const lastRecords = page.getByRole('region', { name: 'Letzte Scrape-Einträge' });
    const record = lastRecords.getByRole('row').filter({ hasText: 'Erfolg' }).first();
    await expect(record).toContainText(priceText);
    await record.getByRole('button', { name: 'Protokoll und Details' }).click();
    await expect(lastRecords.getByRole('table', { name: 'Protokoll' })).toContainText(`Preis ausgelesen: ${priceText}`);
    await expect(lastRecords.getByRole('region', { name: 'Ausgelesene Daten' })).toContainText('Nordkap Kuppelzelt Fjord 2');

    await page.getByRole('link', { name: '‹ Zurück zu Nordkap Kuppelzelt Fjord 2' }).click();
    await expect(page.getByRole('region', { name: 'Wettbewerber-URLs' })).toBeVisible();
  });

  test('on a phone the records are cards with status, price, trials and duration, and their details open in place', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, 'admin@demo.example', '/scrape-records');
    await expect(page.getByRole('heading', { level: 1, name: 'Scrape-Einträge' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Scrape-Einträge' });
    const success = cards.getByRole('listitem').filter({ hasText: 'Erfolg' }).first();
    await expect(success).toContainText('€', SCRAPED);
    await expect(success).toContainText(/Versuche: \d/);
    await expect(success).toContainText('Dauer:');
    const toggle = success.getByRole('button', { name: 'Protokoll und Details' });
    await expectInView(page, toggle);
    await toggle.click();
    await expect(success.getByRole('table', { name: 'Protokoll' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
