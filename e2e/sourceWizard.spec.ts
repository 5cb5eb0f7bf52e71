import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { comparisonOffersUrl, DEMO_COMPARISON_SITE, DEMO_PRODUCTS } from '@pm/demo-web';
import { expectScreenFits } from './support/screenChecks.ts';
import { signInAt } from './support/session.ts';

/** The wizard-only demo shop (deploy/demo-web/src/wizardShop.ts): no structured data, its price in `.wb-betrag`. */
const SHOP = 'werkbank-restposten.demo.test';
const pageUrl = (id: number) => `http://${SHOP}/posten/${id}`;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test.describe('store wizard', () => {
  // No page transitions: a screen fading in has blended colours that fail the contrast scan.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  // Every crawler kind fetches the sample page (the browser one starts Chromium).
  test.setTimeout(180_000);

  test('a platform admin sets up the wizard-only demo shop with price and currency selectors, on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'platform@demo.example');
    await mainNav(page).getByRole('link', { name: 'Shops', exact: true }).click();
    await page.getByRole('button', { name: 'Neuer Shop' }).click();
    await expect(page).toHaveURL(/\/admin\/store\/wizard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Neuer Shop' })).toBeVisible();

    // Step 1: a malformed URL is refused in place, then the sample page with every kind.
    await page.getByRole('textbox', { name: 'URL der Produktseite' }).fill('werkbank-restposten/posten/1');
    await page.getByRole('button', { name: 'Seite abrufen' }).click();
    await expect(page.getByText('Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.')).toBeVisible();
    await page.getByRole('textbox', { name: 'URL der Produktseite' }).fill(pageUrl(1));
    await page.getByRole('button', { name: 'Seite abrufen' }).click();

    // Step 2: the kinds side by side; the external ones are not configured here.
    await expect(page.getByRole('heading', { level: 2, name: 'Was die Extraktion gefunden hat' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Hier nicht verfügbar: sein API-Schlüssel ist nicht konfiguriert').first()).toBeVisible();
    await expectScreenFits(page);

    // Step 3: a price selector, checked live on the page.
    await page.getByRole('button', { name: 'Mit Selektoren korrigieren' }).click();
    await page.getByRole('textbox', { name: 'Selektor für Preis' }).fill('.wb-artikel .wb-betrag');
    // The amount stands without its currency, which the shop writes beside it: a price without a currency is no clean data.
    await page.getByRole('textbox', { name: 'Selektor für Währung' }).fill('.wb-artikel .wb-einheit');
    await page.getByRole('button', { name: 'Auf der Seite prüfen' }).click();
    const live = page.getByRole('group', { name: 'Live-Prüfung' });
    await expect(live.getByText(/1 Treffer, gelesen „\d+,\d\d“/)).toBeVisible({ timeout: 60_000 });
    await expect(live.getByText(/gelesen aus Selektoren/).first()).toBeVisible();
    await expect(live.getByText('1 Treffer, gelesen „EUR“')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 4: two more pages of the shop.
    await page.getByRole('textbox', { name: 'URL von Seite 2' }).fill(pageUrl(2));
    await page.getByRole('textbox', { name: 'URL von Seite 3' }).fill(pageUrl(3));
    await page.getByRole('button', { name: 'Diese Seiten ausprobieren' }).click();
    await expect(page.getByRole('group', { name: 'Seite 3' }).getByText(/1 Treffer, gelesen „\d+,\d\d“/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('group', { name: 'Seite 2' }).getByText(/1 Treffer, gelesen „\d+,\d\d“/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Seite 2' }).getByText('1 Treffer, gelesen „EUR“')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 5: save; the store is in the list.
    await page.getByRole('textbox', { name: 'Name' }).fill('Werkbank Restposten');
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Shop speichern' }).click();
    await expect(page).toHaveURL(/\/admin\/store$/);
    await expect(page.getByText(SHOP).first()).toBeVisible();
    await expect(page.getByText('Werkbank Restposten').first()).toBeVisible();
  });

  // Runs after the set-up above (one worker, tests in file order, the spec's own data).
  test('the new shop, attached to the company, is scraped with its selector: green on the health screen', async ({ browser, baseURL }) => {
    const fjord = DEMO_PRODUCTS.find((product) => product.name === 'Nordkap Kuppelzelt Fjord 2')!;
    const platform = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
    await platform.emulateMedia({ reducedMotion: 'reduce' });
    await signInAt(platform, 'platform@demo.example');
    await mainNav(platform).getByRole('link', { name: 'Firmen' }).click();
    await platform.getByRole('table', { name: 'Firmen' }).getByRole('link', { name: 'Demo Outdoor GmbH' }).click();
    await platform.getByRole('button', { name: 'Shop oder Marktplatz verbinden' }).click();
    const connect = platform.getByRole('dialog', { name: 'Shop oder Marktplatz verbinden' });
    // The form asks for a name; a domain registered already keeps its own (the wizard's).
    await connect.getByLabel('Name').fill('Werkbank');
    await connect.getByLabel('Domain').fill(SHOP);
    await connect.getByRole('button', { name: 'Verbinden' }).click();
    await expect(connect).toBeHidden();
    await expect(platform.getByRole('table', { name: 'Shops und Marktplätze' }).getByRole('row').filter({ hasText: 'Werkbank Restposten' })).toBeVisible();

    // The company's admin adds a product's page at the new shop: a new URL is scraped at once, read by the wizard's selector.
    const admin = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
    await signInAt(admin, 'admin@demo.example');
    await admin.getByRole('link', { name: 'Produktsortiment', exact: true }).click();
    await admin.getByRole('searchbox').fill('Fjord');
    await admin.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: fjord.name, exact: true }).click();
    const urls = admin.getByRole('region', { name: 'Wettbewerber-URLs' });
    await urls.getByRole('textbox', { name: 'Wettbewerber-URL', exact: true }).fill(pageUrl(fjord.id));
    await urls.getByRole('button', { name: 'URL hinzufügen' }).click();
    await expect(urls.getByRole('row').filter({ hasText: SHOP })).toContainText(/\d+,\d{2}\s€/, { timeout: 60_000 });

    // The operator's first screen: the new shop's first job succeeded.
    await mainNav(platform).getByRole('link', { name: 'Scrape-Zustand' }).click();
    const health = platform.getByRole('table', { name: 'Scrape-Zustand der Quellen' }).getByRole('row').filter({ hasText: 'Werkbank Restposten' });
    await expect(health).toContainText('Grün: gesund', { timeout: 60_000 });
    await platform.context().close();
    await admin.context().close();
  });

  test('the wizard fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, 'platform@demo.example', '/admin/store/wizard');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuer Shop' })).toBeVisible();
    await expectScreenFits(page);
  });
});

test.describe('aggregator wizard', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  test.setTimeout(180_000);

  test('a platform admin reads a comparison site\'s offers pages with a field rule; saving its registered domain names the source', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'platform@demo.example');
    await mainNav(page).getByRole('link', { name: 'Aggregatoren', exact: true }).click();
    await page.getByRole('button', { name: 'Neuer Aggregator' }).click();
    await expect(page).toHaveURL(/\/admin\/aggregator\/wizard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Neuer Aggregator' })).toBeVisible();

    // Step 1: an offers page of the demo comparison site, with one crawler kind.
    await page.getByRole('textbox', { name: 'URL der Angebotsseite' }).fill(comparisonOffersUrl(DEMO_PRODUCTS[0]!));
    await page.getByRole('combobox', { name: 'Crawler' }).selectOption('crawlee-cheerio-crawler');
    await page.getByRole('button', { name: 'Seite abrufen' }).click();

    // Step 2: the price table's offers were read.
    await expect(page.getByRole('heading', { level: 2, name: 'Was die Extraktion gefunden hat' })).toBeVisible({ timeout: 90_000 });
    const found = page.getByRole('group', { name: /Cheerio/ });
    await expect(found.getByText('Angebote in der Preistabelle')).toBeVisible();
    await expect(found.getByText('OK', { exact: true })).toBeVisible();
    await expectScreenFits(page);

    // Step 3: a field rule in its long form — the title's first word kept by a pattern, checked live.
    await page.getByRole('button', { name: 'Mit Selektoren korrigieren' }).click();
    await page.getByRole('textbox', { name: 'Selektor für Titel' }).fill('h1.product-title');
    await page.getByRole('textbox', { name: 'Titel: Muster (optional)' }).fill('^(\\S+)');
    await page.getByRole('button', { name: 'Auf der Seite prüfen' }).click();
    const live = page.getByRole('group', { name: 'Live-Prüfung' });
    const firstWord = DEMO_PRODUCTS[0]!.name.split(/\s+/)[0]!;
    await expect(live.getByText(`1 Treffer, gelesen „${firstWord}“`)).toBeVisible({ timeout: 60_000 });
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 4: two more offers pages of the site.
    await page.getByRole('textbox', { name: 'URL von Seite 2' }).fill(comparisonOffersUrl(DEMO_PRODUCTS[1]!));
    await page.getByRole('textbox', { name: 'URL von Seite 3' }).fill(comparisonOffersUrl(DEMO_PRODUCTS[2]!));
    await page.getByRole('button', { name: 'Diese Seiten ausprobieren' }).click();
    await expect(page.getByRole('group', { name: 'Seite 2' }).getByText('Angebote in der Preistabelle')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('group', { name: 'Seite 3' }).getByText('Angebote in der Preistabelle')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 5: the demo registered this comparison site already — the refusal names it, nothing is saved.
    await page.getByRole('textbox', { name: 'Name' }).fill('Preisfuchs zwei');
    await page.getByRole('button', { name: 'Aggregator speichern' }).click();
    await expect(page.getByText(`Diese Domain ist bereits registriert, als „${DEMO_COMPARISON_SITE.name}“.`, { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/aggregator\/wizard$/);
  });
});
