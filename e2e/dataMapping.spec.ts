import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PLENTY_PASSWORD, DEMO_PLENTY_USERNAME, demoPlentyUrl } from './support/demoPlenty.ts';
import { expectScreenFits } from './support/screenChecks.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

/**
 * The data mapping of the shop/ERP connection (issue 15 items 5, 6) as an admin after `npm start`
 * with the demo Plenty connected and its output channels read (set up through the API, as the ERP
 * connection screen does): the input mapping maps Plenty's property "Saison" to a custom value and
 * reads the purchase price with a decimal comma, a missing list separator is refused at its field,
 * the preview shows the first rows as they will be read, and the mapping is saved; the output
 * mapping sends each sales channel's prices to its own Plenty sales prices, and an output channel
 * mapped to two sales channels is refused with the translated message at the field. The viewer
 * sees both mappings read-only. Each screen passes axe and fits desktop and phone.
 */

const DESKTOP = { width: 1440, height: 900 } as const;

interface Session {
  headers: Record<string, string>;
  companyId: string;
}

async function apiSession(request: APIRequestContext): Promise<Session> {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const token = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  return { headers, companyId: profile.company.id };
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

type DataMapping = {
  input: { rows: { source: string; target: Record<string, string>; dataType: string; numberFormat: string }[]; listSeparator: string } | null;
  output: { channels: { channelId: string; regularSalesPriceId: string; strikeSalesPriceId: string }[] } | null;
};

/** The Plenty sales price ids by name (the demo's five output channels). */
let salesPrices: Record<string, string> = {};
/** The company's two sales channels by name. */
let channels: Record<string, string> = {};
let session: Session;

test.describe('data mapping', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(90_000);
    const baseURL = testInfo.project.use.baseURL ?? '';
    const request = await playwright.request.newContext({ baseURL });
    session = await apiSession(request);
    const base = `/api/company/${session.companyId}`;
    const { headers } = session;
    await ok(await request.put(`${base}/erp/connection`, { headers, data: { system: 'PLENTY', url: demoPlentyUrl(baseURL), username: DEMO_PLENTY_USERNAME, secret: DEMO_PLENTY_PASSWORD } }), 'connect the demo Plenty');
    await ok(await request.post(`${base}/erp/refreshes`, { headers, data: { kind: 'OUTPUT_CHANNELS' } }), 'refresh the output channels');
    await expect
      .poll(async () => ((await (await request.get(`${base}/erp/output-channels`, { headers })).json()) as { channels: unknown[] }).channels.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const read = (await (await request.get(`${base}/erp/output-channels`, { headers })).json()) as { channels: { id: string; name: string }[] };
    salesPrices = Object.fromEntries(read.channels.map((c) => [c.name, c.id]));
    await ok(await request.put(`${base}/data-mapping/custom-values`, { headers, data: { definitions: [{ key: 'season', label: 'Saison', dataType: 'TEXT' }] } }), 'define the custom value');
    for (const [name, commissionRate] of [['Webshop', 0], ['Amazon', 15]] as const) {
      await ok(await request.post(`${base}/sales-channels`, { headers, data: { name, country: 'de', currency: 'EUR', commissionRate, vatRate: 19, noShippingCost: false } }), `create the channel ${name}`);
    }
    await expect
      .poll(async () => ((await (await request.get(`${base}/pricing-settings`, { headers })).json()) as { channels: unknown[] }).channels.length, { timeout: 15_000 })
      .toBe(2);
    const settings = (await (await request.get(`${base}/pricing-settings`, { headers })).json()) as { channels: { channelId: string; name: string }[] };
    channels = Object.fromEntries(settings.channels.map((c) => [c.name, c.channelId]));
    await request.dispose();
  });

  const savedMapping = async (request: APIRequestContext): Promise<DataMapping> =>
    (await (await request.get(`/api/company/${session.companyId}/data-mapping`, { headers: session.headers })).json()) as DataMapping;

  test('admin maps a property to a custom value and a number with a decimal comma, sees the preview and saves', async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'admin@demo.example', '/settings/price-engine');
    await page.getByRole('main').getByRole('link', { name: /^Eingangs-Datenzuordnung/ }).click();
    await expect(page).toHaveURL(/\/settings\/price-engine\/input-data-mapping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Eingangs-Datenzuordnung' })).toBeVisible();

    // Never saved: the screen starts from the mapping the refresh reads with, and previews it.
    const preview = page.getByRole('list', { name: 'Zeilen der Vorschau' });
    await expect(preview.getByRole('listitem').first()).toContainText('Zeile 1 · SKU');
    await expect(preview.getByRole('listitem').first()).toContainText('Einkaufspreis (netto)');
    const purchasePrice = page.getByRole('listitem', { name: 'Zugeordnetes Feld 3' });
    await expect(purchasePrice.getByRole('combobox', { name: 'Ziel', exact: true })).toHaveValue('product:purchasePrice');

    // A property of the system into the custom value "Saison"; its data type follows the definition.
    await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const season = page.getByRole('listitem', { name: 'Zugeordnetes Feld 5' });
    await season.getByLabel('Feld des ERP-/Shopsystems').selectOption({ label: 'Eigenschaft: Saison' });
    await season.getByRole('combobox', { name: 'Ziel', exact: true }).selectOption({ label: 'Eigener Wert: Saison' });
    await expect(season.getByLabel('Datentyp')).toHaveValue('TEXT');
    await purchasePrice.getByLabel('Zahlenformat').selectOption({ label: 'Dezimalkomma (12,99)' });

    // A text read as a number: the preview names the row, the field and the value; then the row goes again.
    await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const wrong = page.getByRole('listitem', { name: 'Zugeordnetes Feld 6' });
    await wrong.getByLabel('Feld des ERP-/Shopsystems').selectOption({ label: 'Eigenschaft: Saison' });
    await wrong.getByRole('combobox', { name: 'Ziel', exact: true }).selectOption({ label: 'Gewicht' });
    await expect(wrong.getByLabel('Datentyp')).toHaveValue('NUMBER');
    await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
    await expect(preview.getByRole('list', { name: 'Fehler der Zeile 1', exact: true })).toHaveText(/^Gewicht: „(Sommer|Winter|Ganzjährig)“ ist keine Zahl mit Dezimalpunkt\.$/);
    await wrong.getByRole('button', { name: 'Zugeordnetes Feld 6 entfernen' }).click();
    await expect(wrong).toHaveCount(0);

    // Spec §5: the list separator is required — the server's refusal is said at the field.
    const separator = page.getByLabel('Listentrennzeichen');
    await separator.fill('');
    await page.getByRole('button', { name: 'Eingangs-Datenzuordnung speichern' }).click();
    await expect(page.getByText('Ein Listentrennzeichen ist erforderlich.')).toBeVisible();
    await expect(page.getByText('Die Datenzuordnung konnte nicht aktualisiert werden: Bitte prüfen Sie die markierten Felder.')).toBeVisible();
    expect((await savedMapping(request)).input).toBeNull();
    await separator.fill(';');

    // The preview reads the edited mapping: every row now has its season.
    await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
    const first = preview.getByRole('listitem').first();
    await expect(first).toContainText('Eigener Wert: Saison');
    await expect(preview.getByRole('list', { name: /^Fehler der Zeile/ })).toHaveCount(0);
    await expect(first.getByRole('definition')).toContainText([/^(Sommer|Winter|Ganzjährig)$/]);
    await expect(preview.getByRole('listitem')).toHaveCount(20);

    await page.getByRole('button', { name: 'Eingangs-Datenzuordnung speichern' }).click();
    await expect(page.getByText('Eingangs-Datenzuordnung gespeichert.', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Ein Listentrennzeichen ist erforderlich.')).toHaveCount(0);
    const saved = (await savedMapping(request)).input;
    expect(saved?.listSeparator).toBe(';');
    expect(saved?.rows).toContainEqual({ source: 'property:Saison', target: { kind: 'customValue', key: 'season' }, dataType: 'TEXT', numberFormat: 'DOT' });
    expect(saved?.rows).toContainEqual({ source: 'purchasePrice', target: { kind: 'product', field: 'purchasePrice' }, dataType: 'NUMBER', numberFormat: 'COMMA' });

    await expectScreenFits(page);
  });

  test('admin sends each sales channel to its own Plenty sales prices; an output channel mapped twice is refused', async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'admin@demo.example', '/settings/price-engine');
    await page.getByRole('main').getByRole('link', { name: /^Ausgangs-Datenzuordnung/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ausgangs-Datenzuordnung' })).toBeVisible();

    const webshop = page.getByRole('listitem', { name: 'Webshop', exact: true });
    const amazon = page.getByRole('listitem', { name: 'Amazon', exact: true });
    await webshop.getByLabel('Regulärer Preis geht an').selectOption(salesPrices['Webshop Verkaufspreis']!);
    await webshop.getByLabel('Streichpreis geht an').selectOption(salesPrices['Webshop Streichpreis']!);
    // The webshop's sales price a second time, for Amazon: spec §5 refuses it.
    await amazon.getByLabel('Regulärer Preis geht an').selectOption({ label: `Webshop Verkaufspreis (${salesPrices['Webshop Verkaufspreis']!})` });
    await amazon.getByLabel('Streichpreis geht an').selectOption(salesPrices['Amazon Streichpreis']!);
    await page.getByRole('button', { name: 'Ausgangs-Datenzuordnung speichern' }).click();
    // The refusal stands at the channel that comes second (the list's order), naming the first.
    const [first, second] = Object.keys(channels) as [string, string];
    await expect(
      page
        .getByRole('listitem', { name: second, exact: true })
        .getByText(`Dieser ERP-Verkaufspreis erhält bereits die Preise des Vertriebskanals ${first}. Ein Ausgabekanal kann nur einem Eingangskanal zugeordnet werden.`),
    ).toBeVisible();
    await expect(page.getByText('Die Datenzuordnung konnte nicht aktualisiert werden: Bitte prüfen Sie die markierten Felder.')).toBeVisible();
    expect((await savedMapping(request)).output).toBeNull();

    await amazon.getByLabel('Regulärer Preis geht an').selectOption(salesPrices['Amazon Verkaufspreis']!);
    await page.getByRole('button', { name: 'Ausgangs-Datenzuordnung speichern' }).click();
    await expect(page.getByText('Ausgangs-Datenzuordnung gespeichert.', { exact: true }).last()).toBeVisible();
    await expect(page.getByText(/Ausgabekanal kann nur einem Eingangskanal/)).toHaveCount(0);
    // In the order of the company's channels, each to the Plenty sales prices named after it.
    expect((await savedMapping(request)).output?.channels).toEqual(
      Object.entries(channels).map(([name, channelId]) => ({ channelId, regularSalesPriceId: salesPrices[`${name} Verkaufspreis`], strikeSalesPriceId: salesPrices[`${name} Streichpreis`] })),
    );
    await expectScreenFits(page);
  });

  test('the viewer sees both mappings read-only', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'viewer@demo.example', '/settings/price-engine/input-data-mapping');
    await expect(page.getByRole('heading', { level: 1, name: 'Eingangs-Datenzuordnung' })).toBeVisible();
    await expect(page.getByText('Nur Administratoren ändern die Datenzuordnung.')).toBeVisible();
    const fields = page.getByRole('list', { name: 'Zugeordnete Felder' });
    await expect(fields).toContainText('Eigener Wert: Saison');
    await expect(fields).toContainText('Dezimalkomma (12,99)');
    await expect(page.getByRole('button', { name: 'Eingangs-Datenzuordnung speichern' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Feld hinzufügen' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
    await expectScreenFits(page);

    await page.goto('/settings/price-engine/output-data-mapping');
    await expect(page.getByRole('heading', { level: 1, name: 'Ausgangs-Datenzuordnung' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Amazon' }).first()).toContainText(`Amazon Verkaufspreis (${salesPrices['Amazon Verkaufspreis']!})`);
    await expect(page.getByRole('button', { name: 'Ausgangs-Datenzuordnung speichern' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
    await expectScreenFits(page);
  });
});
