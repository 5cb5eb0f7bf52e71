import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') };
}

function products(page: Page) {
  return page.getByRole('table', { name: 'Produkte' });
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'CSV importieren' }).click();
  return page.getByRole('dialog', { name: 'Produkte aus einer CSV-Datei importieren' });
}

test.describe('product import', () => {
  // Each step waits for the server (preview, import, list after minPosition) next to the demo scraper: more time than one page.
  test.beforeEach(() => test.slow());

  test('admin imports a German CSV file through the mapping step and finds the new products', async ({ page }) => {
    await signInAt(page, 'admin@demo.example', '/assortment');
    const dialog = await openImport(page);
    await dialog.getByLabel('CSV-Datei').setInputFiles(
      csvFile('sortiment.csv', [
        'Artikelnummer;Bezeichnung;Marke;EAN;Hersteller-Nr.;Einkaufspreis;VK;MwSt;Notiz',
        'E2E-IMP-1;Importzelt Fjell 3;Fjellwerk;4006381333931;FW-300;1.050,00;1.299,00;19;neu',
        'E2E-IMP-2;Importkocher Mini;Fjellwerk;;FW-010;12,50;29,90;19;',
      ]),
    );

    const mapping = dialog.getByRole('table', { name: 'Spaltenzuordnung' });
    await expect(mapping).toBeVisible();
    // Suggested from the German headers; the manufacturer number is mapped by hand.
    await expect(dialog.getByRole('combobox', { name: 'Produktfeld für Spalte Artikelnummer' })).toHaveValue('sku');
    await expect(dialog.getByRole('combobox', { name: 'Produktfeld für Spalte VK' })).toHaveValue('salesPrice');
    await expect(dialog.getByRole('combobox', { name: 'Produktfeld für Spalte Notiz' })).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Zahlenformat' })).toHaveValue(',');
    await expect(dialog.getByRole('table', { name: 'Erste Zeilen der Datei' })).toContainText('Importkocher Mini');
    await dialog.getByRole('combobox', { name: 'Produktfeld für Spalte Hersteller-Nr.' }).selectOption({ label: 'MPN' });

    await dialog.getByRole('button', { name: 'Produkte importieren' }).click();
    await expect(dialog.getByText('Die Datei wurde importiert.')).toBeVisible();
    const result = dialog.getByRole('definition');
    await expect(result).toHaveText(['2', '0', '0']);
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    await page.getByRole('searchbox').fill('E2E-IMP');
    await expect(products(page).getByRole('row')).toHaveCount(3);
    await products(page).getByRole('link', { name: 'Importzelt Fjell 3' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Importzelt Fjell 3' })).toBeVisible();
    const identity = page.getByRole('group', { name: 'Identität' });
    await expect(identity).toContainText('4006381333931');
    await expect(identity).toContainText('FW-300');
    await expect(page.getByRole('group', { name: 'Preise und Verfügbarkeit je Land' })).toContainText('1.299,00');
  });

  test('a file with a bad GTIN and a negative price shows the row errors and imports nothing', async ({ page }) => {
    await signInAt(page, 'maintainer@demo.example', '/assortment');
    const dialog = await openImport(page);
    await dialog.getByLabel('CSV-Datei').setInputFiles(
      csvFile('fehler.csv', [
        'Artikelnummer;Bezeichnung;EAN;VK',
        'E2E-BAD-1;Gute Zeile;4006381333931;10,00',
        'E2E-BAD-2;Falsche EAN;4006381333932;19,90',
        'E2E-BAD-3;Negativer Preis;;-5,00',
      ]),
    );
    await dialog.getByRole('button', { name: 'Produkte importieren' }).click();

    await expect(dialog.getByText('Es wurde nichts importiert: Die Datei enthält 2 Fehler.', { exact: false })).toBeVisible();
    const problems = dialog.getByRole('table', { name: 'Fehler in der Datei' });
    await expect(problems.getByRole('row')).toHaveCount(3);
    const gtinRow = problems.getByRole('row').filter({ hasText: 'EAN' }).first();
    await expect(gtinRow).toContainText('3');
    await expect(gtinRow).toContainText('Bitte geben Sie eine gültige GTIN/EAN ein: 8, 12, 13 oder 14 Ziffern mit korrekter Prüfziffer.');
    const priceRow = problems.getByRole('row').filter({ hasText: 'Verkaufspreis (brutto)' });
    await expect(priceRow).toContainText('4');
    await expect(priceRow).toContainText('Der Wert muss 0 oder größer sein.');

    // Back to the mapping: ignoring the price column leaves only the GTIN problem.
    await dialog.getByRole('button', { name: 'Zurück zur Zuordnung' }).click();
    await dialog.getByRole('combobox', { name: 'Produktfeld für Spalte VK' }).selectOption({ label: 'Spalte ignorieren' });
    await dialog.getByRole('button', { name: 'Produkte importieren' }).click();
    await expect(dialog.getByRole('table', { name: 'Fehler in der Datei' }).getByRole('row')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    await page.getByRole('searchbox').fill('E2E-BAD');
    await expect(page.getByText('Keine Produkte entsprechen Ihrer Suche.')).toBeVisible();
  });

  test('viewers have no import action', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/assortment');
    await expect(products(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV importieren' })).toHaveCount(0);
  });
});
