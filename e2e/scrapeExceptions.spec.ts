import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

const exceptions = (page: Page) => page.getByRole('table', { name: 'Scrape-Ausnahmen' });

test.describe('admin: scrape exceptions', () => {
  test('a platform admin creates, corrects, edits and deletes a scrape exception', async ({ page }) => {
    // One long flow through several dialogs: more time than a single-screen test.
    test.slow();
    await signInAt(page, 'platform@demo.example');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Scrape-Ausnahmen' }).click();
    await expect(page).toHaveURL(/\/admin\/scrape-exceptions$/);
    await expect(page.getByRole('heading', { name: 'Scrape-Ausnahmen', level: 1 })).toBeVisible();
    // The demo seed's exception for the plain-HTML shop.
    await expect(exceptions(page).getByRole('row', { name: /trailmarkt-plain-html.*trailmarkt\.demo\.test/ })).toBeVisible();

    await page.getByRole('button', { name: 'Scrape-Ausnahme anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scrape-Ausnahme anlegen' });
    await dialog.getByLabel('Code').fill('alpin-discount-plain');
    await dialog.getByLabel('Domain').fill('alpin-discount.demo.test');
    const instructions = dialog.getByLabel('Anweisungen (JSON)');
    const create = dialog.getByRole('button', { name: 'Scrape-Ausnahme anlegen' });

    // Broken JSON is pointed out where it breaks.
    await instructions.fill('{\n  "price": "#preis .aktuell",\n  name: "h1"\n}');
    await create.click();
    await expect(dialog.getByText('Kein gültiges JSON (Zeile 3, Spalte 3).')).toBeVisible();

    // Valid JSON the API refuses: each problem beside the field it concerns.
    await instructions.fill('{ "prise": "#preis", "price": "span:preis" }');
    await dialog.getByLabel('Einstellungen (JSON)').fill('{ "crawler": "scrapeops" }');
    await create.click();
    await expect(dialog.getByText('Die Scrape-Ausnahme ist nicht gültig. Bitte korrigieren Sie die markierten Angaben.')).toBeVisible();
    await expect(dialog.getByText('Unbekannte Schlüssel: prise.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'price: Kein gültiger CSS-Selektor.' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'crawler: Erlaubte Werte: crawlee-basic-crawler, crawlee-cheerio-crawler, crawlee-playwright-crawler.' })).toBeVisible();

    await instructions.fill('{ "price": "#preis .aktuell", "availabilityValues": { "Sofort ab Lager": "InStock" } }');
    await dialog.getByLabel('Einstellungen (JSON)').fill('{ "decimalSeparator": ",", "currency": "EUR" }');
    await create.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Scrape-Ausnahme angelegt.' })).toBeVisible();
    await expect(exceptions(page).getByRole('row', { name: /alpin-discount-plain/ })).toBeVisible();

    // A second exception with the same code is refused.
    await page.getByRole('button', { name: 'Scrape-Ausnahme anlegen' }).click();
    const again = page.getByRole('dialog', { name: 'Scrape-Ausnahme anlegen' });
    await again.getByLabel('Code').fill('alpin-discount-plain');
    await again.getByLabel('Domain').fill('alpin-discount.demo.test');
    await again.getByRole('button', { name: 'Scrape-Ausnahme anlegen' }).click();
    await expect(again.getByText('Eine Scrape-Ausnahme mit diesem Code existiert bereits.').first()).toBeVisible();
    await again.getByRole('button', { name: 'Abbrechen' }).click();

    // Edit: narrow it to the article pages; the stored JSON is shown for editing.
    await exceptions(page).getByRole('button', { name: 'Bearbeiten: alpin-discount-plain' }).click();
    const edit = page.getByRole('dialog', { name: 'Scrape-Ausnahme bearbeiten' });
    await expect(edit.getByLabel('Anweisungen (JSON)')).toHaveValue(/"Sofort ab Lager": "InStock"/);
    await edit.getByLabel('Pfadmuster').fill('^/artikel/');
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(edit).toBeHidden();
    await expect(exceptions(page).getByRole('row', { name: /alpin-discount-plain.*\^\/artikel\// })).toBeVisible();

    // Delete after confirming.
    await exceptions(page).getByRole('button', { name: 'Löschen: alpin-discount-plain' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Scrape-Ausnahme löschen?' });
    await expect(confirm).toContainText('alpin-discount.demo.test');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(exceptions(page).getByRole('row', { name: /alpin-discount-plain/ })).toHaveCount(0);
    await expect(exceptions(page).getByRole('row', { name: /trailmarkt-plain-html/ })).toBeVisible();
  });

  test('other users do not see the screen', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await page.goto('/admin/scrape-exceptions');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Scrape-Ausnahmen' })).toHaveCount(0);
  });
});
