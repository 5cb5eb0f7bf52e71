import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { expectScreenFits } from './support/screenChecks.ts';
import { signInAt } from './support/session.ts';

const FJORD = 'Nordkap Kuppelzelt Fjord 2';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

async function openFjord(page: Page) {
  await nav(page).getByRole('link', { name: 'Produktsortiment', exact: true }).click();
  await page.getByRole('searchbox').fill('Fjord');
  await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: FJORD, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: FJORD })).toBeVisible();
}

// Every demo product the Bergsport Shop sells has its URL there already: the admin removes one first.
test.describe.serial('product discovery', () => {
  test.setTimeout(180_000);

  test('admin finds the product at a shop where it has no URL, declining asks for a reason, accepting adds the URL and its price', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await openFjord(page);
    const urls = page.getByRole('region', { name: 'Wettbewerber-URLs' });
    const shopRow = urls.getByRole('row').filter({ hasText: 'bergsport-shop.demo.test' });
    const address = (await shopRow.getByRole('link').first().textContent()) ?? '';
    expect(address).toContain('bergsport-shop.demo.test');
    await shopRow.getByRole('button', { name: `${address} entfernen` }).click();
    await page.getByRole('alertdialog', { name: 'URL entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(urls.getByRole('row').filter({ hasText: 'bergsport-shop.demo.test' })).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'Produktsuche', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produktsuche' })).toBeVisible();
    await page.getByRole('button', { name: 'Discovery starten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Discovery starten' });
    await dialog.getByRole('combobox', { name: 'Shop oder Preisvergleich' }).selectOption({ label: 'Bergsport Shop (bergsport-shop.demo.test)' });
    await dialog.getByRole('radio', { name: 'Ein Produkt' }).check();
    await dialog.getByRole('searchbox', { name: 'Produkt suchen' }).fill('Fjord 2');
    // Waits until the search has brought the product into the list.
    await dialog.getByRole('combobox', { name: 'Produkt', exact: true }).selectOption({ label: `${FJORD} (DO-1001)` });
    await dialog.getByRole('button', { name: 'Discovery starten' }).click();
    await expect(page.getByText('Discovery für 1 Produkt(e) gestartet.').first()).toBeVisible();

    // The search runs in the scraper; the open request appears live with its candidates.
    const request = page.getByRole('region', { name: 'Discovery-Anfrage' });
    await expect(request.getByRole('link', { name: FJORD })).toBeVisible({ timeout: 60_000 });
    await expect(request).toContainText('Ihr Produkt');
    await expect(request).toContainText(/Match-Wahrscheinlichkeit: \d+\s%/);
    await expect(request.getByRole('table', { name: 'Signale hinter der Wahrscheinlichkeit' })).toBeVisible();
    await expectScreenFits(page);

    // Declining asks for a reason first.
    await request.getByRole('button', { name: 'Ablehnen' }).click();
    const decline = page.getByRole('dialog', { name: 'Kandidat ablehnen' });
    await decline.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(decline).toContainText('Bitte wählen Sie einen Grund für die Ablehnung.');
    await decline.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(decline).toHaveCount(0);

    // One key accepts.
    await page.keyboard.press('a');
    await expect(page.getByText('Angenommen: Die URL wurde dem Produkt hinzugefügt und ihr erster Scrape angefordert.').first()).toBeVisible();

    await openFjord(page);
    const added = urls.getByRole('row').filter({ hasText: 'bergsport-shop.demo.test' });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(/\d+,\d{2}\s€/, { timeout: 60_000 });

    // The scraped price is in the price analysis.
    await nav(page).getByRole('link', { name: 'Preisanalyse', exact: true }).click();
    await page.getByRole('searchbox').fill('Fjord 2');
    await page.getByRole('table', { name: 'Preisanalyse' }).getByRole('link', { name: FJORD, exact: true }).click();
    const offers = page.getByRole('table', { name: 'Angebote' });
    await expect(offers.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Bergsport Shop', exact: true }) })).toContainText(/\d+,\d{2}\s€/);
  });

  test('viewers see the requests but cannot start or decide', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example');
    await nav(page).getByRole('link', { name: 'Produktsuche', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produktsuche' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Discovery starten' })).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Angenommen' });
    await expect(page.getByRole('region', { name: 'Discovery-Anfrage' })).toContainText(FJORD);
    await expect(page.getByRole('button', { name: 'Annehmen' })).toHaveCount(0);
  });

  test('the platform admin sees every search job and the settings', async ({ page }) => {
    await signInAt(page, 'platform@demo.example');
    await nav(page).getByRole('link', { name: 'Discovery-Admin', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discovery-Admin' })).toBeVisible();
    const jobs = page.getByRole('table', { name: 'Suchjobs' });
    const job = jobs.getByRole('row').filter({ hasText: FJORD });
    await expect(job).toContainText('Demo Outdoor GmbH');
    await expect(job).toContainText('Kandidaten gefunden');
    await job.getByRole('button', { name: `Protokoll der Suche nach ${FJORD}` }).click();
    await expect(page.getByRole('dialog', { name: `Protokoll der Suche nach ${FJORD}` })).toContainText('bergsport-shop.demo.test/search?q=');
    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('table', { name: 'Einstellungen pro Unternehmen' })).toContainText('Demo Outdoor GmbH');
    await expect(page.getByRole('region', { name: 'Hier nicht verfügbare Suchmethoden' })).toContainText('Google-Suche');
    await expectScreenFits(page);
  });
});
