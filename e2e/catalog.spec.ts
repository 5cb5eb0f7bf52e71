import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const sources = (page: Page) => page.getByRole('table', { name: 'Shops und Marktplätze' });
const categories = (page: Page) => page.getByRole('table', { name: 'Produktkategorien' });
const row = (table: ReturnType<typeof sources>, text: string) => table.getByRole('row').filter({ hasText: text });

test.describe('shops and marketplaces', () => {
  // One shop's way through three users: connected, its shared fields edited, its scraping paused, disconnected.
  test.describe.configure({ mode: 'serial' });

  test('admin sees the demo sources, filters them and connects a shop', async ({ page }) => {
    test.slow();
    await signInAt(page, 'admin@demo.example');
    await mainNav(page).getByRole('link', { name: 'Shops & Marktplätze' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shops & Marktplätze' })).toBeVisible();

    // `npm start` connects five demo shops and one price comparison site.
    await expect(sources(page).getByRole('row')).toHaveCount(7);
    await expect(row(sources(page), 'Bergsport Shop')).toContainText('bergsport-shop.demo.test');
    await expect(row(sources(page), 'Preisfuchs')).toContainText('Preisvergleich');
    // A company administrator connects and disconnects, but only platform admins change shared settings.
    await expect(sources(page).getByRole('button', { name: /^Bearbeiten:/ })).toHaveCount(0);

    const filters = page.getByRole('search');
    await filters.getByLabel('Art').selectOption({ label: 'Preisvergleich' });
    await expect(sources(page).getByRole('row')).toHaveCount(2);
    await filters.getByLabel('Art').selectOption({ label: 'Alle Arten' });
    await filters.getByRole('searchbox').fill('BERGSPORT');
    await expect(sources(page).getByRole('row')).toHaveCount(2);
    await filters.getByRole('searchbox').fill('');

    // A company connects a domain with its own scrape settings; the shared fields are the platform's.
    await page.getByRole('button', { name: 'Shop oder Marktplatz verbinden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shop oder Marktplatz verbinden' });
    await expect(dialog.getByLabel('Name')).toHaveCount(0);
    await expect(dialog.getByLabel('Versandkosten')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Verbinden' }).click();
    await expect(dialog.getByText('Bitte geben Sie die Domain des Shops ein.')).toBeVisible();
    await dialog.getByLabel('Domain').fill('https://www.example.com');
    await expect(dialog.getByText('Bitte geben Sie die Domain ohne https:// oder www. ein, z. B. example.com.')).toBeVisible();
    await dialog.getByLabel('Domain').fill('e2e-testshop.example');
    await dialog.getByLabel('Abrufhäufigkeit').selectOption({ label: 'Wöchentlich' });
    await dialog.getByRole('button', { name: 'Verbinden' }).click();
    await expect(dialog).toBeHidden();
    // A new domain is registered with the domain as its name.
    const shop = row(sources(page), 'e2e-testshop.example');
    await expect(shop.getByRole('cell').first()).toContainText('e2e-testshop.example');
    await expect(shop).toContainText('Wöchentlich');
    await expect(shop).toContainText('Aktiv');

    // A domain connected already is refused before it is sent.
    await page.getByRole('button', { name: 'Shop oder Marktplatz verbinden' }).click();
    await dialog.getByLabel('Domain').fill('e2e-testshop.example');
    await dialog.getByRole('button', { name: 'Verbinden' }).click();
    await expect(dialog.getByText('Diese Domain ist bereits verbunden.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
  });

  test('platform admin edits the shared fields of the shop', async ({ page }) => {
    await signInAt(page, 'platform@demo.example', '/sources');
    await row(sources(page), 'e2e-testshop.example').getByRole('button', { name: 'Bearbeiten: e2e-testshop.example' }).click();
    const edit = page.getByRole('dialog', { name: 'Shop oder Marktplatz bearbeiten' });
    await expect(edit.getByLabel('Domain')).toBeDisabled();
    // Scrape settings and proxy are each company's own, not shared fields.
    await expect(edit.getByRole('switch', { name: 'Abruf aktiv' })).toHaveCount(0);
    await edit.getByLabel('Name').fill('E2E Testshop');
    await edit.getByLabel('Versandkosten').selectOption({ label: 'Immer kostenlos' });
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(edit).toBeHidden();
    await expect(row(sources(page), 'E2E Testshop')).toContainText('Immer kostenlos');
  });

  test('admin pauses the company’s own scraping of the shop', async ({ page }) => {
    await signInAt(page, 'admin@demo.example', '/sources');
    await row(sources(page), 'E2E Testshop').getByRole('button', { name: 'Abruf-Einstellungen: E2E Testshop' }).click();
    const settings = page.getByRole('dialog', { name: 'Abruf-Einstellungen von E2E Testshop' });
    await settings.getByRole('switch', { name: 'Abruf aktiv' }).uncheck();
    await settings.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(settings).toBeHidden();
    const paused = row(sources(page), 'E2E Testshop');
    await expect(paused).toContainText('Pausiert');
    await expect(paused.getByRole('cell').nth(5)).toHaveText('Keine');
  });

  test('admin disconnects the shop', async ({ page }) => {
    await signInAt(page, 'admin@demo.example', '/sources');
    await row(sources(page), 'E2E Testshop').getByRole('button', { name: 'Trennen: E2E Testshop' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'E2E Testshop trennen?' });
    await expect(confirm).toContainText('0 Wettbewerber-URLs bleiben');
    await confirm.getByRole('button', { name: 'Trennen' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(sources(page), 'E2E Testshop')).toHaveCount(0);
    await expect(sources(page).getByRole('row')).toHaveCount(7);
  });
});

test.describe('product categories', () => {
  test('admin creates a subcategory, renames and moves it, and deletes it', async ({ page }) => {
    test.slow();
    await signInAt(page, 'admin@demo.example');
    await mainNav(page).getByRole('link', { name: 'Produktkategorien' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produktkategorien' })).toBeVisible();
    await expect(row(categories(page), 'Camping › Outdoorküche › Kocher')).toBeVisible();

    await row(categories(page), 'Camping').first().getByRole('button', { name: 'Unterkategorie hinzufügen: Camping', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kategorie anlegen' });
    await expect(dialog.getByLabel('Übergeordnete Kategorie')).toHaveValue(/.+/);
    await dialog.getByRole('button', { name: 'Kategorie anlegen' }).click();
    await expect(dialog.getByText('Bitte geben Sie den Kategorienamen ein.')).toBeVisible();
    // Names are unique per level: the API's refusal shows in the dialog.
    await dialog.getByLabel('Kategoriename').fill('zelte');
    await dialog.getByRole('button', { name: 'Kategorie anlegen' }).click();
    await expect(dialog.getByText('Auf dieser Ebene gibt es bereits eine Kategorie mit diesem Namen.')).toBeVisible();
    await dialog.getByLabel('Kategoriename').fill('Hängematten');
    await dialog.getByRole('button', { name: 'Kategorie anlegen' }).click();
    await expect(dialog).toBeHidden();
    const created = row(categories(page), 'Camping › Hängematten');
    await expect(created).toBeVisible();
    await expect(created.getByRole('cell').nth(2)).toHaveText('0');

    await created.getByRole('button', { name: 'Bearbeiten: Camping › Hängematten' }).click();
    const edit = page.getByRole('dialog', { name: 'Kategorie bearbeiten' });
    await edit.getByLabel('Kategoriename').fill('Hängematten & Tarps');
    await edit.getByLabel('Übergeordnete Kategorie').selectOption({ label: 'Ausrüstung' });
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(edit).toBeHidden();
    const moved = row(categories(page), 'Ausrüstung › Hängematten & Tarps');
    await expect(moved).toBeVisible();
    await expect(row(categories(page), 'Camping › Hängematten')).toHaveCount(0);

    // The API deletes leaves only; its refusal is shown in the dialog.
    await row(categories(page), 'Camping').first().getByRole('button', { name: 'Löschen: Camping', exact: true }).click();
    const refuse = page.getByRole('alertdialog', { name: 'Kategorie löschen?' });
    await refuse.getByRole('button', { name: 'Löschen' }).click();
    await expect(refuse.getByText('Die Kategorie hat noch Unterkategorien. Bitte löschen oder verschieben Sie diese zuerst.')).toBeVisible();
    await refuse.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(refuse).toBeHidden();

    await moved.getByRole('button', { name: 'Löschen: Ausrüstung › Hängematten & Tarps' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Kategorie löschen?' });
    await expect(confirm).toContainText('Ausrüstung › Hängematten & Tarps wird gelöscht.');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(categories(page), 'Hängematten')).toHaveCount(0);
  });
});

test.describe('viewer', () => {
  test('sees shops and categories without edit actions', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/sources');
    await expect(sources(page).getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Shop oder Marktplatz verbinden' })).toHaveCount(0);
    await expect(sources(page).getByRole('button')).toHaveCount(0);
    await expect(sources(page).getByRole('columnheader', { name: 'Aktionen' })).toHaveCount(0);

    await mainNav(page).getByRole('link', { name: 'Produktkategorien' }).click();
    await expect(row(categories(page), 'Camping › Zelte')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kategorie anlegen' })).toHaveCount(0);
    await expect(categories(page).getByRole('button')).toHaveCount(0);
  });
});
