import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

async function openFjord(page: Page) {
  await page.getByRole('link', { name: 'Produktsortiment', exact: true }).click();
  await page.getByRole('searchbox').fill('Fjord');
  await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: 'Nordkap Kuppelzelt Fjord 2', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nordkap Kuppelzelt Fjord 2' })).toBeVisible();
}

// This server scrapes new URLs only the next morning (playwright.config.ts), so prices come from "scrape now".
test.describe('scrape now', () => {
  test('admin re-adds a competitor URL and scrapes it now; the price appears without reloading', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await openFjord(page);
    const urls = page.getByRole('region', { name: 'Wettbewerber-URLs' });
    const shopRow = urls.getByRole('row').filter({ hasText: 'bergsport-shop.demo.test' });
    await expect(shopRow).toContainText('Noch nicht abgerufen');
    // The first link opens the comparison product page and shows the URL.
    const address = (await shopRow.getByRole('link').first().textContent()) ?? '';
    expect(address).toContain('bergsport-shop.demo.test');

    // Remove the URL and add it again: a newly added URL.
    await shopRow.getByRole('button', { name: `${address} entfernen` }).click();
    await page.getByRole('alertdialog', { name: 'URL entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(urls.getByRole('row').filter({ hasText: address })).toHaveCount(0);
    await urls.getByRole('textbox', { name: 'Wettbewerber-URL', exact: true }).fill(address);
    await urls.getByRole('button', { name: 'URL hinzufügen' }).click();
    const row = urls.getByRole('row').filter({ hasText: address });
    await expect(row).toContainText('Noch nicht abgerufen');

    await page.getByRole('button', { name: 'Jetzt abrufen' }).click();
    await expect(page.getByRole('listitem', { name: /Der Abruf von \d+ URLs wurde gestartet/ })).toBeVisible();
    // The live socket brings the scraped price into the open page.
    await expect(row).toContainText(/\d+,\d{2}\s€/, { timeout: 30_000 });
    await expect(row).toContainText('Zuletzt abgerufen');
    await expect(page.getByRole('status').filter({ hasText: 'Wettbewerber-URLs werden abgerufen' })).toHaveCount(0, { timeout: 30_000 });

    // The comparison product page says how the price was read: the extraction method and its confidence.
    await row.getByRole('link').first().click();
    const offer = page.getByRole('group', { name: 'Aktuelles Angebot' });
    await expect(offer.getByRole('definition').filter({ hasText: /^(JSON-LD|Microdata|RDFa|Meta-Tags|Selektoren|Sichtbare Seite) · \d+\s%$/ }).first()).toBeVisible();
    await expect(offer.getByRole('term').filter({ hasText: 'Preis gelesen aus' })).toBeVisible();
  });

  test('maintainers and viewers do not see "scrape now"', async ({ page }) => {
    await signInAt(page, 'maintainer@demo.example');
    await openFjord(page);
    await expect(page.getByRole('button', { name: 'Produkt bearbeiten' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jetzt abrufen' })).toHaveCount(0);
  });
});
