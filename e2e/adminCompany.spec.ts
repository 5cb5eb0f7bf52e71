import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { expectScreenFits } from './support/screenChecks.ts';
import { signInAt } from './support/session.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const sources = (page: Page) => page.getByRole('table', { name: 'Shops und Marktplätze' });
const row = (page: Page, text: string) => sources(page).getByRole('row').filter({ hasText: text });

/**
 * Issue 18 items 6 and 3, as a platform admin clicks through them: a company opened from Admin ›
 * Companies, its settings changed, a store attached and detached, its agent switched on; the
 * agent jobs with a run triggered now, and their statistics.
 */
test.describe('admin: a company’s page', () => {
  test.describe.configure({ mode: 'serial' });
  let companyPath = '';

  test('a platform admin opens a company from the list and changes its settings', async ({ page }) => {
    test.slow();
    await signInAt(page, 'platform@demo.example');
    await mainNav(page).getByRole('link', { name: 'Firmen' }).click();
    await page.getByRole('table', { name: 'Firmen' }).getByRole('link', { name: 'Demo Outdoor GmbH' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/[^/]+$/);
    companyPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Outdoor GmbH' })).toBeVisible();
    const overview = page.getByRole('definition').filter({ hasText: /^Vergeben/ });
    await expect(overview).toBeVisible();
    // `npm start` connects five demo shops and one price comparison site.
    await expect(sources(page).getByRole('row')).toHaveCount(7);
    await expectScreenFits(page);

    // Company details, checked before they are sent.
    const padding = page.getByLabel('Logo-Innenabstand (px)');
    await padding.fill('100');
    await page.getByRole('button', { name: 'Firmendaten speichern' }).click();
    await expect(page.getByText('Bitte geben Sie eine ganze Zahl von 0 bis 64 ein.')).toBeVisible();
    await padding.fill('8');
    await page.getByRole('button', { name: 'Firmendaten speichern' }).click();
    await expect(page.getByRole('listitem', { name: 'Firmendaten gespeichert.' })).toBeVisible();

    // The company's own shops: checked before they are sent, saved, shown again after a reload.
    const ownShops = page.getByRole('form', { name: 'Eigene Shops' });
    await expect(ownShops.getByText('Noch kein eigener Shop.')).toBeVisible();
    await ownShops.getByRole('button', { name: 'Eigenen Shop hinzufügen' }).click();
    await ownShops.getByLabel('Shopname 1').fill('Demo Outdoor Outlet');
    await ownShops.getByLabel('Webadresse 1').fill('ftp://outlet.demo-outdoor.example');
    await ownShops.getByRole('button', { name: 'Eigene Shops speichern' }).click();
    await expect(ownShops.getByText('Bitte geben Sie eine Webadresse ein, die mit https:// oder http:// beginnt.')).toBeVisible();
    await ownShops.getByLabel('Webadresse 1').fill('https://outlet.demo-outdoor.example/');
    await expect(ownShops.getByText('Bitte geben Sie eine Webadresse ein, die mit https:// oder http:// beginnt.')).toBeHidden();
    await ownShops.getByRole('button', { name: 'Eigene Shops speichern' }).click();
    await expect(page.getByRole('listitem', { name: 'Eigene Shops gespeichert.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Eigene Shops' }).getByLabel('Shopname 1')).toHaveValue('Demo Outdoor Outlet');

    // The company's own scrape frequency of a source.
    await row(page, 'Bergsport Shop').getByRole('button', { name: 'Abruf-Einstellungen: Bergsport Shop' }).click();
    const settings = page.getByRole('dialog', { name: 'Abruf-Einstellungen von Bergsport Shop' });
    await settings.getByLabel('Abrufhäufigkeit').selectOption({ label: 'Wöchentlich' });
    await settings.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(settings).toBeHidden();
    await expect(row(page, 'Bergsport Shop')).toContainText('Wöchentlich');

    // The discovery agent, switched on for this company.
    const agent = page.getByRole('definition').filter({ hasText: /^Aus$/ });
    await expect(agent).toBeVisible();
    await page.getByRole('button', { name: 'Agent-Einstellungen ändern' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Discovery-Agent an' }).check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('An: sucht täglich nach Produkten ohne URL')).toBeVisible();
  });

  test('a platform admin attaches a store to the company and detaches it again', async ({ page }) => {
    await signInAt(page, 'platform@demo.example', companyPath);
    await page.getByRole('button', { name: 'Shop oder Marktplatz verbinden' }).click();
    const connect = page.getByRole('dialog', { name: 'Shop oder Marktplatz verbinden' });
    await connect.getByLabel('Domain').fill('https://www.example.com');
    await connect.getByRole('button', { name: 'Verbinden' }).click();
    await expect(connect.getByText('Bitte geben Sie die Domain ohne https:// oder www. ein, z. B. example.com.')).toBeVisible();
    // A platform admin registers a new domain with its shared fields.
    await connect.getByLabel('Name').fill('Admin Testshop');
    await connect.getByLabel('Domain').fill('admin-testshop.example');
    await connect.getByRole('button', { name: 'Verbinden' }).click();
    await expect(connect).toBeHidden();
    await expect(row(page, 'Admin Testshop')).toContainText('admin-testshop.example');
    await expect(sources(page).getByRole('row')).toHaveCount(8);

    await row(page, 'Admin Testshop').getByRole('button', { name: 'Trennen: Admin Testshop' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Admin Testshop trennen?' });
    // Detaching keeps the URLs (here none) and stops scraping them.
    await expect(confirm).toContainText('0 Wettbewerber-URLs bleiben');
    await confirm.getByRole('button', { name: 'Trennen' }).click();
    await expect(confirm).toBeHidden();
    await expect(sources(page).getByRole('row')).toHaveCount(7);
  });

  test('the company page links to its statistics and its URLs to check', async ({ page }) => {
    await signInAt(page, 'platform@demo.example', companyPath);
    await page.getByRole('main').getByRole('link', { name: 'Statistik', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik von Demo Outdoor GmbH' })).toBeVisible();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Zu prüfende URLs' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/[^/]+\/check-urls$/);
  });

  test('a company administrator cannot open the page', async ({ page }) => {
    await signInAt(page, 'admin@demo.example', companyPath);
    // Admin routes send everyone but platform admins to the start.
    await expect(page).not.toHaveURL(/\/admin\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Outdoor GmbH' })).toHaveCount(0);
  });

  test('a platform admin triggers a company’s agent and the scrape puppet now, and sees the runs and their statistics', async ({ page }) => {
    // Two screens at two sizes, and a page fetched by the browser crawler.
    test.setTimeout(240_000);
    await signInAt(page, 'platform@demo.example');
    await mainNav(page).getByRole('link', { name: 'Agent-Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/agent-job$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agent-Jobs' })).toBeVisible();
    const agents = page.getByRole('table', { name: 'Agenten je Firma' });
    // Switched on on the company's page in the first test.
    await expect(agents.getByRole('row').filter({ hasText: 'Demo Outdoor GmbH' })).toContainText('An');
    await agents.getByRole('button', { name: 'Jetzt starten: Demo Outdoor GmbH' }).click();
    await expect(page.getByRole('listitem', { name: /^Der Agent von Demo Outdoor GmbH ist gelaufen: \d+ Suchen gestartet, \d+ URLs zum Scrapen\.$/ })).toBeVisible({ timeout: 30_000 });
    const run = page.getByRole('table', { name: 'Agent-Läufe' }).getByRole('row').filter({ hasText: 'Von einem Admin gestartet' });
    await expect(run).toContainText('Demo Outdoor GmbH');
    await expect(run).toContainText('Beendet');
    await expect(run).toContainText('Bergsport Shop');
    // Its re-checks of failed URLs and its morning scrape of new ones.
    await expect(run).toContainText(/Nachprüfungen: \d+ URLs/);
    await expect(run).toContainText(/Morgen-Scrape: \d+ neue URLs/);
    // Refresh: the switch re-read, the next run computed.
    await agents.getByRole('button', { name: 'Aktualisieren: Demo Outdoor GmbH' }).click();
    await expect(page.getByRole('listitem', { name: /^Der Agent von Demo Outdoor GmbH wurde aktualisiert: nächster Lauf / })).toBeVisible();
    await expect(agents.getByRole('row').filter({ hasText: 'Demo Outdoor GmbH' })).not.toContainText('Noch nicht aktualisiert');
    await expectScreenFits(page);

    // The scrape puppet: one URL through the browser crawler now, with what it found.
    await page.getByRole('button', { name: 'Scrape-Puppet starten' }).click();
    const puppet = page.getByRole('dialog', { name: 'Scrape-Puppet' });
    await expect(puppet.getByRole('combobox', { name: 'Scraper' })).toBeDisabled();
    await puppet.getByRole('combobox', { name: 'Firma' }).selectOption({ label: 'Demo Outdoor GmbH' });
    await puppet.getByRole('combobox', { name: 'Produkt', exact: true }).selectOption({ index: 1 });
    await puppet.getByRole('combobox', { name: 'Überwachte URL' }).selectOption({ index: 1 });
    await puppet.getByRole('button', { name: 'Jetzt im Browser abrufen' }).click();
    await expect(puppet).toBeHidden();
    const result = page.getByRole('region', { name: 'Ergebnis des Scrape-Puppets' });
    await expect(result).toContainText('Abgeschlossen', { timeout: 60_000 });
    await expect(result).toContainText('EUR');

    await page.getByRole('main').getByRole('link', { name: 'Statistik', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik der Agent-Jobs' })).toBeVisible();
    const perSource = page.getByRole('table', { name: 'Je Firma und Quelle' });
    await expect(perSource.getByRole('row').filter({ hasText: 'Bergsport Shop' })).toContainText('Demo Outdoor GmbH');
    await expect(perSource.getByRole('columnheader', { name: 'URLs gefunden' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pro Tag (UTC)' }).getByRole('columnheader', { name: 'URLs nachgeprüft' })).toBeVisible();
    await page.getByLabel('Zeitraum').selectOption({ label: 'Letzte 7 Tage' });
    await expect(page.getByRole('table', { name: 'Pro Tag (UTC)' }).getByRole('row')).toHaveCount(2);
    await expectScreenFits(page);
  });
});
