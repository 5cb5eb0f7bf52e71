import { expect, test } from './support/e2eTest.ts';
import { expectScreenFits } from './support/screenChecks.ts';
import { signInAt } from './support/session.ts';

/**
 * Issue 18 items 6 and 7, as a platform admin clicks through them: any company's assortment
 * (Admin › Assortments), and the read models behind every screen with a rebuild and its
 * progress (Scrape health › Read models).
 */
test.describe('admin: assortments and read models', () => {
  test('a platform admin searches a company’s assortment', async ({ page }) => {
    await signInAt(page, 'platform@demo.example');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sortimente' }).click();
    await expect(page).toHaveURL(/\/admin\/assortments/);
    await expect(page.getByRole('heading', { name: 'Sortimente', level: 1 })).toBeVisible();
    await page.getByLabel('Firma').selectOption({ label: 'Demo Outdoor GmbH' });
    const products = page.getByRole('table', { name: 'Produkte' });
    await expect(products.getByRole('row', { name: /DO-1001/ })).toBeVisible();
    await expect(page.getByText(/Seite 1 von \d+ \(\d+ Produkte\)/)).toBeVisible();

    await page.getByLabel('Suche').fill('DO-1002');
    await expect(products.getByRole('row', { name: /DO-1002/ })).toBeVisible();
    await expect(products.getByRole('row', { name: /DO-1001/ })).toBeHidden();
    await expect(page.getByText('Seite 1 von 1 (1 Produkte)')).toBeVisible();
    // The search is in the address: a support link to what the admin sees.
    await expect(page).toHaveURL(/searchText=DO-1002/);

    await page.getByLabel('Suche').fill('kein-solches-produkt');
    await expect(page.getByText('Kein Produkt passt zur Suche.')).toBeVisible();
    await page.getByLabel('Suche').fill('');
    await expect(products.getByRole('row', { name: /DO-1001/ })).toBeVisible();
    await expectScreenFits(page);
  });

  test('a platform admin finds a store, sees its use and health, and changes its shared fields', async ({ page }) => {
    // Two screens, each checked at two sizes.
    test.slow();
    await signInAt(page, 'platform@demo.example');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link', { name: 'Shops', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/store$/);
    await expect(page.getByRole('heading', { name: 'Shops', level: 1 })).toBeVisible();
    await page.getByLabel('Suche').fill('bergsport');
    const sources = page.getByRole('table', { name: 'Quellen' });
    const row = sources.getByRole('row', { name: /bergsport-shop\.demo\.test/ });
    await expect(row).toBeVisible();
    await expect(sources.getByRole('row')).toHaveCount(2);
    const name = (await row.getByRole('cell').first().textContent()) ?? '';

    await row.getByRole('button', { name: `Bearbeiten: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Bearbeiten: ${name}` });
    // Refused before anything is sent: the field says why.
    await dialog.getByLabel('Logo-URL').fill('kein link');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog.getByText('Geben Sie eine http(s)-Adresse ein oder lassen Sie das Feld leer.')).toBeVisible();
    await dialog.getByLabel('Logo-URL').fill('');
    await dialog.getByLabel('Versandkosten').selectOption({ label: 'Immer kostenlos' });
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: `${name} gespeichert.` })).toBeVisible();
    await expect(row).toContainText('Immer kostenlos');
    await expectScreenFits(page);

    await navigation.getByRole('link', { name: 'Aggregatoren' }).click();
    await expect(page.getByRole('heading', { name: 'Aggregatoren', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quellen' }).getByRole('row').nth(1)).toBeVisible();
    await expectScreenFits(page);
  });

  test('a platform admin opens a company’s statistics from the company list', async ({ page }) => {
    // Two screens, each checked at two sizes.
    test.slow();
    await signInAt(page, 'platform@demo.example');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Firmen' }).click();
    await page.getByRole('table', { name: 'Firmen' }).getByRole('link', { name: 'Demo Outdoor GmbH' }).click();
    // The row opens the company's admin page, which links to its statistics.
    await expect(page).toHaveURL(/\/admin\/company\/[^/]+$/);
    await page.getByRole('main').getByRole('link', { name: 'Statistik', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/company\/[^/]+\/statistics$/);
    await expect(page.getByRole('heading', { name: 'Statistik von Demo Outdoor GmbH', level: 1 })).toBeVisible();
    // The demo assortment: 24 active products, each with competitor URLs, scraped at start.
    await expect(page.getByText('Aktive Produkte').locator('..')).toContainText('24');
    const perDay = page.getByRole('table', { name: 'Aktivität pro Tag' });
    await expect(perDay.getByRole('row')).toHaveCount(32);
    await expect(perDay.getByRole('row', { name: /^Alle 30 Tage/ })).toBeVisible();
    await page.getByLabel('Zeitraum').selectOption({ label: 'Letzte 7 Tage' });
    await expect(perDay.getByRole('row')).toHaveCount(9);
    await expectScreenFits(page);

    // The company's URLs that need attention, with the admin's actions.
    await page.getByRole('main').getByRole('link', { name: 'Zu prüfende URLs' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/[^/]+\/check-urls$/);
    await expect(page.getByRole('heading', { name: 'URLs prüfen', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Alle/ })).toBeVisible();
    await expectScreenFits(page);
    await page.getByRole('link', { name: '‹ Zurück zur Statistik der Firma' }).click();
    await page.getByRole('link', { name: '‹ Zurück zu den Firmen' }).click();
    await expect(page).toHaveURL(/\/admin\/company$/);
  });

  test('a platform admin rebuilds a read model and watches it switch over', async ({ page }) => {
    // A rebuild of the price analysis from the first event (the demo's 90 days of history) and two screens' checks.
    test.slow();
    await signInAt(page, 'platform@demo.example');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Scrape-Zustand' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Lesemodelle' }).click();
    await expect(page).toHaveURL(/\/admin\/read-models$/);
    await expect(page.getByRole('heading', { name: 'Lesemodelle', level: 1 })).toBeVisible();
    const models = page.getByRole('table', { name: 'Lesemodelle' });
    const priceAnalysis = models.getByRole('row', { name: /^priceAnalysis / });
    await expect(priceAnalysis).toContainText('Läuft');
    await expect(priceAnalysis).toContainText('Nie neu aufgebaut');
    const generation = Number(await priceAnalysis.getByRole('cell').nth(2).textContent());

    await priceAnalysis.getByRole('button', { name: 'priceAnalysis neu aufbauen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'priceAnalysis neu aufbauen?' });
    await dialog.getByRole('button', { name: 'Neu aufbauen' }).click();
    await expect(page.getByRole('listitem', { name: `Der Neuaufbau von priceAnalysis wurde gestartet (Generation ${generation + 1}).` })).toBeVisible();
    // Progress while it runs (it may be quick), then the new generation and how the rebuild ended.
    await expect(priceAnalysis.getByRole('cell').nth(2)).toHaveText(String(generation + 1), { timeout: 60_000 });
    await expect(priceAnalysis).toContainText(/Abgeschlossen .* \(von einem Plattform-Admin angestoßen\)/);
    await expectScreenFits(page);

    // The price analysis still answers from the new generation.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Preisanalyse' }).click();
    await expect(page.getByRole('heading', { name: 'Preisanalyse', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  });
});
