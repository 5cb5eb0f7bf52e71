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

  test('a platform admin sets up the wizard-only demo shop with a price selector, on a desktop', async ({ page }) => {
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
    await page.getByRole('button', { name: 'Auf der Seite prüfen' }).click();
    const live = page.getByRole('group', { name: 'Live-Prüfung' });
    await expect(live.getByText(/1 Treffer, gelesen „\d+,\d\d“/)).toBeVisible({ timeout: 60_000 });
    await expect(live.getByText(/gelesen aus Selektoren/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 4: two more pages of the shop.
    await page.getByRole('textbox', { name: 'URL von Seite 2' }).fill(pageUrl(2));
    await page.getByRole('textbox', { name: 'URL von Seite 3' }).fill(pageUrl(3));
    await page.getByRole('button', { name: 'Diese Seiten ausprobieren' }).click();
    await expect(page.getByRole('group', { name: 'Seite 3' }).getByText(/1 Treffer, gelesen/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('group', { name: 'Seite 2' }).getByText(/1 Treffer, gelesen/)).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 5: save; the store is in the list.
    await page.getByRole('textbox', { name: 'Name' }).fill('Werkbank Restposten');
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Shop speichern' }).click();
    await expect(page).toHaveURL(/\/admin\/store$/);
    await expect(page.getByText(SHOP).first()).toBeVisible();
    await expect(page.getByText('Werkbank Restposten').first()).toBeVisible();
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
