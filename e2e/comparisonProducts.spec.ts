import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { expectScreenFits } from './support/screenChecks.ts';
import { signInAt } from './support/session.ts';

// The Bergsport Shop does not sell the Lux 450, but its search lists the Lux 900 R of the same line.
const LUX = 'Lumara Stirnlampe Lux 450';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

async function openLux(page: Page) {
  await nav(page).getByRole('link', { name: 'Produktsortiment', exact: true }).click();
  await page.getByRole('searchbox').fill('Lux 450');
  await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: LUX, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LUX })).toBeVisible();
}

// Issue 17 item 7: a similar product found by discovery becomes a comparison product of the lead
// product — listed on its page, opened on its own page, shown apart in the price analysis.
test.describe.serial('comparison products', () => {
  test.setTimeout(180_000);

  test('an accepted similar candidate shows on the product page as a comparison product and opens its page', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await openLux(page);
    const comparisons = page.getByRole('region', { name: 'Vergleichsprodukte' });
    await expect(comparisons).toContainText('Noch keine Vergleichsprodukte.');

    await nav(page).getByRole('link', { name: 'Produktsuche', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produktsuche' })).toBeVisible();
    await page.getByRole('button', { name: 'Discovery starten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Discovery starten' });
    await dialog.getByRole('combobox', { name: 'Shop oder Preisvergleich' }).selectOption({ label: 'Bergsport Shop (bergsport-shop.demo.test)' });
    await dialog.getByRole('radio', { name: 'Ein Produkt' }).check();
    await dialog.getByRole('searchbox', { name: 'Produkt suchen' }).fill('Lux 450');
    await dialog.getByRole('combobox', { name: 'Produkt', exact: true }).selectOption({ label: `${LUX} (DO-1013)` });
    await dialog.getByRole('button', { name: 'Discovery starten' }).click();
    await expect(page.getByText('Discovery für 1 Produkt(e) gestartet.').first()).toBeVisible();

    // The matcher rates the Lux 900 R a similar product: accepting it makes a comparison product, no shop URL.
    const request = page.getByRole('region', { name: 'Discovery-Anfrage' });
    await expect(request).toContainText(LUX, { timeout: 60_000 });
    await expect(request).toContainText('Ähnliches Produkt');
    await expect(request).toContainText('Lux 900 R');
    await expect(request).toContainText(/Match-Wahrscheinlichkeit: \d+\s%/);
    await request.getByRole('button', { name: 'Annehmen' }).click();
    await expect(page.getByText('Angenommen: Die Seite wurde dem Produkt als Vergleichsprodukt hinzugefügt und ihr erster Scrape angefordert.').first()).toBeVisible();

    await openLux(page);
    const row = comparisons.getByRole('row').filter({ hasText: 'Bergsport Shop' });
    await expect(row).toHaveCount(1);
    // Its first scrape brings its price.
    await expect(row).toContainText(/\d+,\d{2}\s€/, { timeout: 60_000 });
    await expect(row).toContainText(/\d+\s%/);
    // It is no competitor URL of the product.
    await expect(page.getByRole('region', { name: 'Wettbewerber-URLs' }).getByRole('row').filter({ hasText: 'bergsport-shop.demo.test' })).toHaveCount(0);
    await expectScreenFits(page);

    await expect(row).toContainText('Ähnliches Produkt');
    await row.getByRole('link', { name: /Lux 900 R/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Lux 900 R/ })).toBeVisible();
    await expect(page.getByText(`Vergleichsprodukt zu ${LUX} bei Bergsport Shop`)).toBeVisible();
    await expect(page.getByText(/Übereinstimmungswahrscheinlichkeit/)).toBeVisible();
    await expectScreenFits(page);

    // In the product's price analysis it is shown apart and not counted.
    await page.getByRole('link', { name: `‹ Zurück zu ${LUX}` }).click();
    await page.getByRole('link', { name: 'Preisanalyse dieses Produkts' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Vergleichsprodukte' })).toBeVisible();
    await expect(page.getByText('Ähnliche Produkte, daneben bepreist. Sie zählen nicht als günstigster Wettbewerber (Einstellungen › Preisanalyse).')).toBeVisible();
  });

  test('viewers see the comparison products but cannot remove them', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example');
    await openLux(page);
    const comparisons = page.getByRole('region', { name: 'Vergleichsprodukte' });
    await expect(comparisons.getByRole('row').filter({ hasText: 'Bergsport Shop' })).toHaveCount(1);
    await expect(comparisons.getByRole('button', { name: /entfernen$/ })).toHaveCount(0);
  });

  test('an editor removes a comparison product', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await openLux(page);
    const comparisons = page.getByRole('region', { name: 'Vergleichsprodukte' });
    await comparisons.getByRole('button', { name: /entfernen$/ }).click();
    await page.getByRole('alertdialog', { name: 'Vergleichsprodukt entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(page.getByText('Vergleichsprodukt entfernt.').first()).toBeVisible();
    await expect(comparisons).toContainText('Noch keine Vergleichsprodukte.');
  });
});
