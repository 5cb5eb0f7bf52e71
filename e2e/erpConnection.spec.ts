import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_INPUT_MAPPING } from '@pm/contracts';
import { DEMO_PLENTY_PASSWORD, DEMO_PLENTY_USERNAME, demoPlentyUrl } from './support/demoPlenty.ts';
import { expectScreenFits } from './support/screenChecks.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

/**
 * The shop/ERP connection (issue 15) as an admin after `npm start`: connect the demo Plenty in
 * Settings › Price engine › ERP connection, test it (ok, and refused with the ERP's status code),
 * refresh inputs and output channels, define a custom value and see it on a product; the viewer
 * sees the same screens without edit actions. Each screen passes axe and fits desktop and phone.
 */

const DESKTOP = { width: 1440, height: 900 } as const;

async function apiSession(request: APIRequestContext) {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const token = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  return { headers, companyId: profile.company.id };
}

/** The number a refresh summary shows under a label ("Aktualisiert", "Abgelehnt", …). */
const summaryCount = (page: Page, region: string, label: string) =>
  page.getByRole('region', { name: region }).locator('dl div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test.describe('ERP connection', () => {
  test.describe.configure({ mode: 'serial' });

  test('admin connects the demo Plenty, tests it, refreshes inputs and output channels', async ({ page, request, baseURL }) => {
    test.slow();
    const plenty = demoPlentyUrl(baseURL ?? '');
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'admin@demo.example', '/settings/price-engine');
    await page.getByRole('main').getByRole('link', { name: /^ERP-Anbindung/ }).click();
    await expect(page).toHaveURL(/\/settings\/price-engine\/erp-connection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ERP-Anbindung' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Eingangsdaten' })).toContainText('Noch nicht aktualisiert.');

    // Required fields first, then the demo Plenty's address and REST user.
    const form = page.getByRole('form', { name: 'Verbindungseinstellungen' });
    await form.getByRole('button', { name: 'Verbindung speichern' }).click();
    await expect(form.getByText('Bitte wählen Sie ein System aus.')).toBeVisible();
    await expect(form.getByText('Bitte geben Sie die Adresse ein.')).toBeVisible();
    await form.getByLabel('System').selectOption({ label: 'Plenty' });
    await form.getByLabel('Adresse (URL)').fill(plenty);
    await form.getByLabel('Benutzername').fill(DEMO_PLENTY_USERNAME);
    await form.getByLabel('Passwort oder API-Schlüssel').fill(DEMO_PLENTY_PASSWORD);
    await form.getByRole('button', { name: 'Verbindung speichern' }).click();
    await expect(page.getByText('Verbindung gespeichert.', { exact: true }).last()).toBeVisible();
    // The password is never shown back: only that one is saved.
    await expect(form.getByText('Gespeichert (wird nicht angezeigt)')).toBeVisible();
    await expect(form.getByLabel('Passwort oder API-Schlüssel')).toHaveCount(0);

    await form.getByRole('button', { name: 'Verbindung testen' }).click();
    await expect(form.getByText('Verbindung funktioniert.')).toBeVisible();

    // The ERP refuses the sign-in once: the spec's message with the ERP's status code.
    const failing = await request.post(`${plenty}/demo/failures`, { data: { failure: { kind: 'status', status: 401 }, times: 2 } });
    expect(failing.ok()).toBe(true);
    await form.getByRole('button', { name: 'Verbindung testen' }).click();
    await expect(form.getByText('Verbindung fehlgeschlagen.')).toBeVisible();
    await expect(form.getByText(/antwortete mit Code 401/)).toBeVisible();
    await request.delete(`${plenty}/demo/failures`);
    await expect(page.getByText(/Letzter Test am .* fehlgeschlagen/)).toBeVisible();

    // Refresh inputs: the demo company's products gain purchase prices and stock (updated).
    await page.getByRole('button', { name: 'Eingangsdaten aktualisieren' }).click();
    const inputs = page.getByRole('region', { name: 'Eingangsdaten' });
    await expect(inputs.getByText('Abgeschlossen')).toBeVisible({ timeout: 60_000 });
    await expect(summaryCount(page, 'Eingangsdaten', 'Gelesene Zeilen')).toHaveText('24');
    expect(Number(await summaryCount(page, 'Eingangsdaten', 'Aktualisiert').textContent())).toBeGreaterThan(0);
    await expect(summaryCount(page, 'Eingangsdaten', 'Abgelehnt')).toHaveText('0');

    // Refresh output channels: the demo Plenty's five sales prices are listed.
    await page.getByRole('button', { name: 'Ausgabekanäle aktualisieren' }).click();
    await expect(page.getByRole('region', { name: 'Ausgabekanäle' }).getByText('Abgeschlossen')).toBeVisible({ timeout: 60_000 });
    const channels = page.getByRole('table', { name: 'Gelesene Ausgabekanäle' });
    await expect(channels.getByRole('row')).toHaveCount(6);
    await expect(channels).toContainText('Webshop Verkaufspreis');
    await expect(channels).toContainText('Amazon Streichpreis');

    await expectScreenFits(page);

    // A failing ERP: the refresh says so with the status code, and nothing is changed.
    await request.post(`${plenty}/demo/failures`, { data: { failure: { kind: 'status', status: 500 }, times: null } });
    try {
      await page.getByRole('button', { name: 'Eingangsdaten aktualisieren' }).click();
      await expect(inputs.getByText('Fehlgeschlagen')).toBeVisible({ timeout: 60_000 });
      await expect(inputs.getByText('Eingangsdaten oder Preise konnten nicht aktualisiert werden: Das ERP-/Shopsystem antwortete mit Code 500.')).toBeVisible();
      await expect(inputs.getByText('Es wurde nichts geändert: Die bisherigen Daten bleiben erhalten.')).toBeVisible();
    } finally {
      await request.delete(`${plenty}/demo/failures`);
    }
  });

  test('admin defines a custom value; a refresh fills it and the product page shows it', async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'admin@demo.example', '/settings/price-engine');
    await page.getByRole('main').getByRole('link', { name: /^Eigene Werte/ }).click();
    await expect(page).toHaveURL(/\/settings\/price-engine\/custom-values$/);
    await expect(page.getByText('Es gibt noch keine eigenen Werte.')).toBeVisible();

    await page.getByRole('button', { name: 'Eigenen Wert hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eigenen Wert hinzufügen' });
    await dialog.getByRole('button', { name: 'Eigenen Wert hinzufügen' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte wählen Sie einen Datentyp aus.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Saison');
    // The key follows the name.
    await expect(dialog.getByLabel('Schlüssel')).toHaveValue('saison');
    await dialog.getByLabel('Datentyp').selectOption({ label: 'Text' });
    await dialog.getByRole('button', { name: 'Eigenen Wert hinzufügen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Eigener Wert „Saison“ gespeichert.').last()).toBeVisible();
    const row = page.getByRole('table', { name: 'Eigene Werte' }).getByRole('row').filter({ hasText: 'Saison' });
    await expect(row).toContainText('saison');
    await expect(row).toContainText('Text');
    await expectScreenFits(page);

    // The input data mapping (its own screen) reads the Plenty property "Saison" into it: set through the API here.
    const { headers, companyId } = await apiSession(request);
    const mapping = {
      ...DEFAULT_INPUT_MAPPING,
      rows: [...DEFAULT_INPUT_MAPPING.rows, { source: 'property:Saison', target: { kind: 'customValue', key: 'saison' }, dataType: 'TEXT', numberFormat: 'DOT' }],
    };
    const saved = await request.put(`/api/company/${companyId}/data-mapping/input`, { headers, data: { mapping } });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/settings/price-engine/erp-connection');
    await page.getByRole('button', { name: 'Eingangsdaten aktualisieren' }).click();
    await expect(page.getByRole('region', { name: 'Eingangsdaten' }).getByText('Abgeschlossen')).toBeVisible({ timeout: 60_000 });

    // A product of the demo company now carries the season from the ERP; its page lists it.
    const products = (await (await request.get(`/api/company/${companyId}/products?pageSize=100`, { headers })).json()) as {
      items: { id: string; name: string; fields: { customValues?: Record<string, unknown> } }[];
    };
    const product = products.items.find((item) => typeof item.fields.customValues?.['saison'] === 'string');
    expect(product, 'a product with the custom value from the ERP').toBeDefined();
    await page.goto(`/assortment/${product!.id}`);
    const group = page.getByRole('group', { name: 'Eigene Werte' });
    await expect(group).toContainText('Saison', { timeout: 30_000 });
    await expect(group).toContainText(String(product!.fields.customValues!['saison']));
    await expectScreenFits(page);
  });

  test('a price rule filters on the custom value the refresh filled', async ({ page, request }) => {
    test.slow();
    const { headers, companyId } = await apiSession(request);
    const channel = await request.post(`/api/company/${companyId}/sales-channels`, { headers, data: { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } });
    expect(channel.status(), await channel.text()).toBe(201);
    const products = (await (await request.get(`/api/company/${companyId}/products?pageSize=100`, { headers })).json()) as { items: { name: string; fields: { customValues?: Record<string, unknown> } }[] };
    const season = products.items.map((item) => item.fields.customValues?.['saison']).find((value): value is string => typeof value === 'string')!;
    const inSeason = products.items.filter((item) => item.fields.customValues?.['saison'] === season);
    expect(inSeason.length).toBeGreaterThan(0);

    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'admin@demo.example', '/settings/price-engine/price-rules');
    await page.getByRole('button', { name: 'Preisregel anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preisregel anlegen' });
    await dialog.getByRole('button', { name: 'Bedingung hinzufügen' }).click();
    const condition = dialog.getByRole('group', { name: 'Bedingung 1' });
    // The company's custom values are offered as fields beside the product's own.
    await condition.getByLabel('Feld').selectOption({ label: 'Saison' });
    await condition.getByLabel('Vergleich').selectOption({ label: 'ist gleich' });
    await condition.getByLabel('Wert').fill(season);
    await dialog.getByRole('button', { name: 'Filterbedingungen testen' }).click();
    await expect(dialog.getByText(`${inSeason.length} von ${products.items.length} Produkten passen.`)).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Passende Produkte' })).toContainText(inSeason[0]!.name);
  });

  test('rows the mapping cannot read are rejected with the reason, and nothing of them is applied', async ({ page, request }) => {
    test.slow();
    const { headers, companyId } = await apiSession(request);
    // A number custom value read from the text property "Saison": every row fails on it.
    const current = (await (await request.get(`/api/company/${companyId}/data-mapping`, { headers })).json()) as { customValues: unknown[]; input: { rows: unknown[] } };
    const definitions = [...current.customValues, { key: 'saison_nr', label: 'Saison-Nr.', dataType: 'NUMBER' }];
    expect((await request.put(`/api/company/${companyId}/data-mapping/custom-values`, { headers, data: { definitions } })).status()).toBe(200);
    const rows = [...current.input.rows, { source: 'property:Saison', target: { kind: 'customValue', key: 'saison_nr' }, dataType: 'NUMBER', numberFormat: 'DOT' }];
    const broken = await request.put(`/api/company/${companyId}/data-mapping/input`, { headers, data: { mapping: { ...current.input, rows } } });
    expect(broken.status(), await broken.text()).toBe(200);

    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'admin@demo.example', '/settings/price-engine/erp-connection');
    await page.getByRole('button', { name: 'Eingangsdaten aktualisieren' }).click();
    const inputs = page.getByRole('region', { name: 'Eingangsdaten' });
    await expect(summaryCount(page, 'Eingangsdaten', 'Abgelehnt')).toHaveText('24', { timeout: 60_000 });
    await expect(summaryCount(page, 'Eingangsdaten', 'Aktualisiert')).toHaveText('0');
    const rejected = inputs.getByRole('table', { name: 'Abgelehnte Zeilen' });
    await expect(rejected.getByRole('row')).toHaveCount(11);
    await expect(rejected.getByRole('row').nth(1)).toContainText('Der Wert von Saison-Nr. ist keine Zahl im zugeordneten Format.');
    await expect(inputs.getByText('10 von 24 abgelehnten Zeilen werden angezeigt.')).toBeVisible();
    await inputs.getByRole('button', { name: 'Alle gespeicherten Zeilen anzeigen' }).click();
    await expect(rejected.getByRole('row')).toHaveCount(25);
    await inputs.getByRole('button', { name: 'Weniger anzeigen' }).click();
    await expectScreenFits(page);

    // The mapping as before, for the tests that follow.
    const restored = await request.put(`/api/company/${companyId}/data-mapping/input`, { headers, data: { mapping: current.input } });
    expect(restored.status(), await restored.text()).toBe(200);
    expect((await request.put(`/api/company/${companyId}/data-mapping/custom-values`, { headers, data: { definitions: current.customValues } })).status()).toBe(200);
  });

  test('a maintainer refreshes but does not change the connection', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'maintainer@demo.example', '/settings/price-engine/erp-connection');
    await expect(page.getByText('Nur Administratoren ändern oder testen die Verbindung.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verbindung speichern' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verbindung testen' })).toHaveCount(0);
    const [started] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/erp/refreshes') && response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Ausgabekanäle aktualisieren' }).click(),
    ]);
    expect(started.status()).toBe(202);
    await expect(page.getByRole('region', { name: 'Ausgabekanäle' }).getByText('Abgeschlossen')).toBeVisible({ timeout: 60_000 });
  });

  test('the viewer sees the connection and custom values without edit actions', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'viewer@demo.example', '/settings/price-engine/erp-connection');
    await expect(page.getByRole('heading', { level: 1, name: 'ERP-Anbindung' })).toBeVisible();
    await expect(page.getByText('Nur Administratoren ändern oder testen die Verbindung.')).toBeVisible();
    await expect(page.getByText(/^Gespeichert$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verbindung speichern' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verbindung testen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Eingangsdaten aktualisieren' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ausgabekanäle aktualisieren' })).toHaveCount(0);
    await expect(page.getByText('Sie können Eingangsdaten und Ausgabekanäle nicht aktualisieren.')).toBeVisible();
    // The results are there to read.
    await expect(page.getByRole('table', { name: 'Gelesene Ausgabekanäle' })).toContainText('Webshop Verkaufspreis');
    await expectScreenFits(page);

    await page.goto('/settings/price-engine/custom-values');
    // A fresh page load on a busy machine: the app boots before the list can show.
    await expect(page.getByRole('table', { name: 'Eigene Werte' })).toContainText('Saison', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Eigenen Wert hinzufügen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /löschen$/ })).toHaveCount(0);
    await expectScreenFits(page);
  });

  // ── Helper D: the write-back part of issue 15 continues below this line. ──
});
