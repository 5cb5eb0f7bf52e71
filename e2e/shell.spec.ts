import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';

const PASSWORD = 'demo-password';
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

async function signInAt(page: Page, email: string, path = '/dashboard') {
  await page.goto('/sign-in');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (path !== '/dashboard') await page.goto(path);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

// A profile request the app sends while the test's page closes (a live refetch) must not fail
// the test in its route handler: the handlers end with the test, their late errors ignored.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('routing', () => {
  test('signed-out visitors go to sign-in and come back; unknown paths go home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);

    await page.goto('/academy');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signIn(page, 'admin@demo.example');
    await expect(page).toHaveURL(/\/academy$/);
    await expect(page.getByRole('heading', { name: 'Fish Academy', level: 1 })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the profile's language is applied after sign-in", async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
    await page.getByLabel('Email').fill('admin@demo.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The demo user's setting is de-DE.
    await expect(page.getByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  });

  test('non-admins are sent away from /admin', async ({ page }) => {
    await signInAt(page, 'admin@demo.example', '/admin/company');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Firmen' })).toHaveCount(0);
  });
});

test.describe('desktop shell', () => {
  test('sidebar lists the available entries in order, highlights the current one and collapses', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Preisanalyse', 'Preis-Engine', 'Insights', 'Scrape-Einträge', 'Produktsortiment', 'Produktsuche', 'Produktkategorien', 'Shops & Marktplätze', 'Einstellungen', 'Fish Academy']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByText('Demo Outdoor GmbH')).toBeVisible();
    await expect(page.getByText('Anna Admin')).toBeVisible();

    await nav.getByRole('link', { name: 'Fish Academy' }).click();
    await expect(page).toHaveURL(/\/academy$/);
    await expect(nav.getByRole('link', { name: 'Fish Academy' })).toHaveAttribute('aria-current', 'page');

    // Collapsed: icons only, still named for assistive technology, remembered after a reload.
    await page.getByRole('button', { name: 'Navigation einklappen' }).click();
    await expect(nav.getByText('Einstellungen')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Navigation ausklappen' })).toBeVisible();
    await expect(mainNav(page).getByText('Einstellungen')).toHaveCount(0);
    await page.getByRole('button', { name: 'Navigation ausklappen' }).click();
    await expect(mainNav(page).getByText('Einstellungen')).toBeVisible();
  });

  test('the company logo is shown with its padding instead of the initials', async ({ page }) => {
    const logo = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="teal"/></svg>');
    await page.route('**/api/profile', async (route) => {
      const response = await route.fetch();
      const profile = await response.json();
      await route.fulfill({ response, json: { ...profile, company: { ...profile.company, logoUrl: logo, logoPadding: 6 } } });
    });
    await signInAt(page, 'admin@demo.example');
    const image = page.getByRole('complementary', { name: 'Seitenleiste' }).locator(`img[src="${logo}"]`);
    await expect(image).toBeVisible();
    await expect(image.locator('..')).toHaveCSS('padding', '6px');
    await expect(page.getByText('DO', { exact: true })).toHaveCount(0);
  });

  test('there is no country selector for a company with one country', async ({ page }) => {
    await page.route('**/api/profile', async (route) => {
      const response = await route.fetch();
      const profile = await response.json();
      await route.fulfill({ response, json: { ...profile, company: { ...profile.company, countries: ['at', null], leadCountry: 'at' } } });
    });
    await signInAt(page, 'admin@demo.example');
    await expect(page.getByText('Anna Admin')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Land' })).toHaveCount(0);
  });

  test('the sidebar can be used with the keyboard', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    const academy = mainNav(page).getByRole('link', { name: 'Fish Academy' });
    await academy.focus();
    await expect(academy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/academy$/);
  });

  test('the Admin group is shown to platform admins only', async ({ page }) => {
    await signInAt(page, 'platform@demo.example');
    const nav = mainNav(page);
    await expect(nav.getByRole('heading', { name: 'Admin' })).toBeVisible();
    await nav.getByRole('link', { name: 'Firmen' }).click();
    await expect(page).toHaveURL(/\/admin\/company$/);
    await expect(page.getByRole('heading', { name: 'Firmen', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Demo Outdoor GmbH/ })).toBeVisible();
  });

  test('Log Out signs out and goes to the start', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the country selector offers the company countries, starting with the lead country', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    const country = page.getByRole('combobox', { name: 'Land' });
    await expect(country).toHaveValue('de');
    await expect(country.getByRole('option')).toHaveText(['Deutschland', 'Österreich', 'Schweiz']);
    await country.selectOption({ label: 'Österreich' });
    await mainNav(page).getByRole('link', { name: 'Fish Academy' }).click();
    await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('at');
  });
});

test.describe('phone shell', () => {
  test.use({ viewport: PHONE });

  test('bottom tab bar and /more', async ({ page }) => {
    await signInAt(page, 'platform@demo.example');
    const tabs = mainNav(page);
    await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Preisanalyse', 'Preis-Engine', 'Insights', 'Mehr']);
    await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Navigation einklappen' })).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Mehr' }).click();
    await expect(page).toHaveURL(/\/more$/);
    await expect(tabs.getByRole('link', { name: 'Mehr' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Mehr' }).getByRole('link')).toHaveText(['Scrape-Einträge', 'Produktsortiment', 'Produktsuche', 'Produktkategorien', 'Shops & Marktplätze', 'Einstellungen', 'Fish Academy']);
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText(['Discovery-Admin', 'Sortimente', 'Scrape-Einträge', 'Scrape-Zustand', 'Scrape-Ausnahmen', 'Scrape-Jobs', 'Shops', 'Aggregatoren', 'Firmen', 'Agent-Jobs']);

    // Paths of the spec's overflow list highlight "more".
    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(tabs.getByRole('link', { name: 'Mehr' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/academy');
    await expect(mainNav(page).getByRole('link', { name: 'Mehr' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/more');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('/more shows no Admin group to other users', async ({ page }) => {
    await signInAt(page, 'maintainer@demo.example', '/more');
    await expect(page.getByRole('navigation', { name: 'Mehr' }).getByRole('link')).toHaveText(['Scrape-Einträge', 'Produktsortiment', 'Produktsuche', 'Produktkategorien', 'Shops & Marktplätze', 'Einstellungen', 'Fish Academy']);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });
});

test.describe('admin: companies', () => {
  test('a platform admin creates a company with its first administrator', async ({ page }) => {
    await signInAt(page, 'platform@demo.example', '/admin/company');
    await page.getByRole('button', { name: 'Firma anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Firma anlegen' });

    // Submitting empty shows the required-field messages.
    await dialog.getByRole('button', { name: 'Firma anlegen' }).click();
    await expect(dialog.getByText('Bitte geben Sie den Firmennamen ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte wählen Sie mindestens ein Land aus.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie ein Passwort ein.')).toBeVisible();

    await dialog.getByLabel('Firmenname').fill('Bergsport Huber KG');
    await dialog.getByRole('combobox', { name: 'Länder' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Österreich' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Deutschland' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Hauptland' }).selectOption({ label: 'Österreich' });
    await dialog.getByLabel('Vorname').fill('Hanna');
    await dialog.getByLabel('Nachname').fill('Huber');
    await dialog.getByLabel('E-Mail').fill('not-an-email');
    await dialog.getByLabel('Passwort').fill('short');
    await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(dialog.getByText(/mindestens 8 Zeichen/)).toBeVisible();
    await dialog.getByLabel('E-Mail').fill('hanna@bergsport.example');
    await dialog.getByLabel('Passwort').fill('bergsport-2026');

    // The server's refusal is shown translated (answer replaced once, so no company is written).
    await page.route(
      '**/api/admin/companies',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 409, json: { statusCode: 409, code: 'EMAIL_TAKEN', error: 'Email taken' } })
          : route.fallback(),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Firma anlegen' }).click();
    await expect(dialog.getByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Firma anlegen' }).click();
    // Toasts show at bottom centre (the live-region copy for screen readers is not the toast).
    const toast = page.locator('.fui-ToastTitle', { hasText: 'Firma erfolgreich angelegt' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(40);
    expect(box && viewport && box.y).toBeGreaterThan((viewport?.height ?? 0) / 2);
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /Bergsport Huber KG/ });
    await expect(row).toContainText('Deutschland, Österreich');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Österreich');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');

    // The new administrator signs in to the new company, whose lead country is preselected.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('E-Mail').fill('hanna@bergsport.example');
    await page.getByLabel('Passwort').fill('bergsport-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Bergsport Huber KG')).toBeVisible();
    await expect(page.getByText('Hanna Huber')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('at');
  });
});

test.describe('app-wide behaviours', () => {
  test('a newer server version offers a reload, and dismissing hides it', async ({ page }) => {
    await page.route('**/api/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': '99.0.0' } });
    });
    await page.goto('/sign-in');
    const dialog = page.getByRole('dialog', { name: 'Update verfügbar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Später' }).click();
    await expect(dialog).toBeHidden();

    // Further answers with the newer version do not bring it back within 10 minutes.
    await signIn(page, 'admin@demo.example');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Update verfügbar' })).toHaveCount(0);
  });

  test('a page part that fails to load reloads the page once', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await page.route('**/assets/AcademyPage-*.js', (route) => route.abort('failed'), { times: 1 });
    const reloaded = page.waitForEvent('load');
    await mainNav(page).getByRole('link', { name: 'Fish Academy' }).click();
    await expect(page.getByText('Neue Anwendungsversion wird geladen...')).toBeVisible();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Fish Academy', level: 1 })).toBeVisible();
  });

  test('a screen that fails to render shows the error page, and Try again reloads', async ({ page }) => {
    await signInAt(page, 'admin@demo.example', '/academy');
    await page.route('**/api/company/*/setup', (route) => route.fulfill({ status: 200, json: { users: 'many' } }));
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Es tut uns sehr leid, aber beim Laden dieser Seite ist ein Fehler aufgetreten.' });
    await expect(error).toBeVisible();
    // The shell stays around the error.
    await expect(mainNav(page)).toBeVisible();

    await page.unroute('**/api/company/*/setup');
    await error.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
  });
});

test.describe('screens', () => {
  test('dashboard guided start from the real setup counts', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    const start = page.getByRole('region', { name: 'Erste Schritte' });
    // `npm start` seeds the demo assortment: 24 products and 6 shops/comparison sites, no price rules yet.
    await expect(start.getByText('3 von 4 Schritten erledigt')).toBeVisible();
    const products = start.getByRole('listitem').filter({ hasText: 'Produkte hinzufügen' });
    await expect(products).toContainText('Erledigt');
    await expect(products).toContainText('24 Produkte');
    await expect(products.getByRole('link', { name: 'Zum Produktsortiment' })).toHaveAttribute('href', '/assortment');
    const sources = start.getByRole('listitem').filter({ hasText: 'Shops & Marktplätze verbinden' });
    await expect(sources).toContainText('6 Shops und Marktplätze');
    const rules = start.getByRole('listitem').filter({ hasText: 'Preisregeln anlegen' });
    await expect(rules).toContainText('Noch offen');
    await expect(rules).toContainText('0 Preisregeln');
    const team = start.getByRole('listitem').filter({ hasText: 'Team einladen' });
    await expect(team).toContainText('Erledigt');
    await expect(team).toContainText('4 Benutzer');
    await team.getByRole('link', { name: 'Zur Benutzerverwaltung' }).click();
    await expect(page).toHaveURL(/\/settings\/user-management$/);
  });

  test('the guided start links user management only for administrators', async ({ page }) => {
    await signInAt(page, 'maintainer@demo.example');
    const team = page.getByRole('listitem').filter({ hasText: 'Team einladen' });
    await expect(team).toContainText('Erledigt');
    await expect(team.getByRole('link')).toHaveCount(0);
  });

  test('help academy: articles by area, videos and support contact', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/academy');
    await expect(page.getByRole('heading', { name: 'Fish Academy', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preisanalyse', level: 3 })).toBeVisible();
    const article = page.getByRole('button', { name: 'Erste Schritte' });
    await expect(page.getByText('Die drei Schritte vom leeren Konto zu den ersten Preisvorschlägen.')).toBeVisible();
    await expect(page.getByText(/Legen Sie Ihre Produkte im Sortiment an/)).toBeHidden();
    await article.click();
    await expect(page.getByText(/Legen Sie Ihre Produkte im Sortiment an/)).toBeVisible();
    await expect(page.getByText('Für Ihre Installation wurden noch keine Videos hinterlegt.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@demo.example' })).toHaveAttribute('href', 'mailto:support@demo.example');
    await expect(page.getByText('Montag bis Freitag, 9:00–17:00 Uhr MEZ')).toBeVisible();
  });
});
