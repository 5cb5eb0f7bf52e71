import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PLENTY_PASSWORD, DEMO_PLENTY_USERNAME, demoPlentyUrl } from './support/demoPlenty.ts';
import { expectScreenFits } from './support/screenChecks.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

/**
 * Issue 15's "done when" for the write-back, as an admin after `npm start`: connect the demo
 * Plenty in Settings › Price engine › ERP connection, map the channel's prices to its sales prices
 * (API), run the engine, confirm two proposals, write them to the ERP on demand, see them written
 * on the submitted list and in the demo Plenty's recorded writes, and the chain in the audit trail.
 * Then a failure: the demo Plenty answers 500 → the price shows as failed with the code → retried
 * after the ERP is back → written. Then the automatic mode, and a viewer who sees the states only.
 */

const DESKTOP = { width: 1440, height: 900 } as const;
/** The demo Plenty's sales price ids (deploy/demo-plenty/demoPlentyData.ts): webshop price and webshop strike price. */
const WEBSHOP_PRICE = 1;
const WEBSHOP_STRIKE_PRICE = 3;
const SALES_PRICES_PATH = '/rest/items/variations/variation_sales_prices';

interface Submitted {
  adjustmentId: string;
  sku: string;
  newPrice: number;
  strikePrice: number | null;
  erpWrite?: { status: string; statusCode: number | null } | null;
}
interface PlentyWrite {
  variationId: number;
  salesPriceId: number;
  price: number;
}

async function apiSession(request: APIRequestContext, email: string) {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  return { headers, companyId: profile.company.id };
}

/** The demo web is scraped within about half a minute of the start: wait until most products have a cheapest competitor. */
async function waitForCompetitorPrices(request: APIRequestContext, headers: Record<string, string>, companyId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const page = (await (await request.get(`/api/company/${companyId}/price-analysis?pageSize=50`, { headers })).json()) as { items: { cheapest: unknown }[] };
        return page.items.filter((item) => item.cheapest !== null).length;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(20);
}

/** The demo Plenty's variation id of each SKU, read through its REST API as the adapter reads it. */
async function plentyVariations(request: APIRequestContext, plenty: string): Promise<Map<string, number>> {
  const login = await request.post(`${plenty}/rest/login`, { data: { username: DEMO_PLENTY_USERNAME, password: DEMO_PLENTY_PASSWORD } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const page = (await (await request.get(`${plenty}/rest/items/variations?itemsPerPage=250`, { headers: { authorization: `Bearer ${token}` } })).json()) as { entries: { id: number; number: string }[] };
  return new Map(page.entries.map((v) => [v.number, v.id]));
}

const plentyWrites = async (request: APIRequestContext, plenty: string) => ((await (await request.get(`${plenty}/demo/writes`)).json()) as { writes: PlentyWrite[] }).writes;
const cents = (price: number) => Math.round(price * 100);

/** The prices the ERP must have received for an adjustment: the regular one, and the strike price where one was proposed. */
function expectedWrites(adjustment: Submitted, variationId: number): PlentyWrite[] {
  const writes = [{ variationId, salesPriceId: WEBSHOP_PRICE, price: cents(adjustment.newPrice) }];
  if (adjustment.strikePrice !== null) writes.push({ variationId, salesPriceId: WEBSHOP_STRIKE_PRICE, price: cents(adjustment.strikePrice) });
  return writes;
}
const received = (writes: PlentyWrite[]) => writes.map((w) => ({ variationId: w.variationId, salesPriceId: w.salesPriceId, price: cents(w.price) }));

/** The audit trail's steps in order (each entry starts with its step), limited to these. */
const AUDIT_STEPS = ['Preis vorgeschlagen', 'Bestätigt', 'Schreiben in das ERP fehlgeschlagen', 'Schreiben in das ERP erneut versucht', 'In das ERP geschrieben'];
async function trailSteps(page: Page): Promise<string[]> {
  const texts = await page.getByRole('list', { name: 'Prüfpfad' }).getByRole('listitem').allTextContents();
  return texts.flatMap((text) => AUDIT_STEPS.filter((step) => text.startsWith(step)).slice(0, 1));
}

const reviewTable = (page: Page) => page.getByRole('table', { name: 'Offene Preisanpassungen' });
const submittedTable = (page: Page) => page.getByRole('table', { name: 'Übermittelte Preisanpassungen' });

/** Confirms the pending proposals of these SKUs on the review page. */
async function confirmOnReview(page: Page, skus: string[]) {
  await page.goto('/price-engine/review');
  for (const sku of skus) await reviewTable(page).getByRole('checkbox', { name: `${sku} auswählen` }).check();
  await page.getByRole('button', { name: `Auswahl bestätigen (${skus.length})` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText(skus.length === 1 ? '1 Preisanpassung bestätigt.' : `${skus.length} Preisanpassungen bestätigt.`, { exact: true }).last()).toBeVisible();
}

test.describe('write-back to the ERP', () => {
  test.describe.configure({ mode: 'serial' });
  let pendingSkus: string[] = [];

  test('admin connects the demo Plenty, confirms two prices, writes them on demand and sees them written there and in the audit trail; a 500 fails, a retry writes', async ({ page, request, baseURL }) => {
    test.setTimeout(360_000);
    const plenty = demoPlentyUrl(baseURL ?? '');
    const { headers, companyId } = await apiSession(request, 'admin@demo.example');
    const base = `/api/company/${companyId}`;
    await page.setViewportSize(DESKTOP);

    // 1. Connect the demo Plenty in the settings.
    await signInAt(page, 'admin@demo.example', '/settings/price-engine');
    await page.getByRole('main').getByRole('link', { name: /^ERP-Anbindung/ }).click();
    await expect(page).toHaveURL(/\/settings\/price-engine\/erp-connection$/);
    const form = page.getByRole('form', { name: 'Verbindungseinstellungen' });
    await form.getByLabel('System').selectOption({ label: 'Plenty' });
    await form.getByLabel('Adresse (URL)').fill(plenty);
    await form.getByLabel('Benutzername').fill(DEMO_PLENTY_USERNAME);
    await form.getByLabel('Passwort oder API-Schlüssel').fill(DEMO_PLENTY_PASSWORD);
    await form.getByRole('button', { name: 'Verbindung speichern' }).click();
    await expect(page.getByText('Verbindung gespeichert.', { exact: true }).last()).toBeVisible();
    await form.getByRole('button', { name: 'Verbindung testen' }).click();
    await expect(form.getByText('Verbindung funktioniert.')).toBeVisible();

    // 2. A channel, its output mapping to the demo Plenty's webshop prices, and a rule (API).
    const channel = await request.post(`${base}/sales-channels`, { headers, data: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true } });
    expect(channel.status()).toBe(201);
    const channelId = ((await channel.json()) as { id: string }).id;
    const mapping = await request.put(`${base}/data-mapping/output`, { headers, data: { mapping: { channels: [{ channelId, regularSalesPriceId: String(WEBSHOP_PRICE), strikeSalesPriceId: String(WEBSHOP_STRIKE_PRICE) }] } } });
    expect(mapping.ok(), await mapping.text()).toBe(true);
    const rule = await request.post(`${base}/price-rules`, {
      headers,
      data: {
        name: '1 % unter Wettbewerb',
        salesChannelId: channelId,
        conditions: [],
        target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false },
        constraints: { minPrice: null, maxPrice: null, minMarkup: null, maxMarkup: null, minProfitMargin: 15, maxProfitMargin: null, msrpCap: false, maxChangePercent: null },
        active: true,
      },
    });
    expect(rule.status()).toBe(201);

    // 3. Run the engine.
    await waitForCompetitorPrices(request, headers, companyId);
    await page.goto('/price-engine/rule-engine');
    await page.getByRole('button', { name: 'Regel-Engine starten' }).click();
    await expect(page.getByRole('table', { name: 'Regel-Engine-Läufe' }).getByRole('row').nth(1)).toContainText('Abgeschlossen', { timeout: 60_000 });

    // 4. Confirm two proposals.
    await page.goto('/price-engine/review');
    await expect.poll(async () => reviewTable(page).getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(4);
    const rows = reviewTable(page).getByRole('row');
    const skuOf = async (index: number) => /SKU ([A-Z]{2}-\d+)/.exec((await rows.nth(index).textContent()) ?? '')?.[1] ?? '';
    const skus = [await skuOf(1), await skuOf(2), await skuOf(3), await skuOf(4)];
    expect(new Set(skus).size).toBe(4);
    const [first, second, third] = skus as [string, string, string, string];
    pendingSkus = skus.slice(3);
    await confirmOnReview(page, [first, second]);

    // 5. The submitted list: both await the write (on demand is the default); write them now.
    await page.getByRole('link', { name: 'Übermittelte Preisanpassungen' }).click();
    const writeBack = page.getByRole('region', { name: 'Zurückschreiben in das ERP' });
    await expect(writeBack.getByRole('radio', { name: 'auf Anforderung' })).toBeChecked();
    await expect(writeBack).toContainText('2 bestätigte Preise warten auf das Schreiben.');
    for (const sku of [first, second]) await expect(submittedTable(page).getByRole('row').filter({ hasText: sku })).toContainText('Wartet auf das Schreiben in das ERP');
    await writeBack.getByRole('button', { name: 'Jetzt in das ERP schreiben' }).click();
    await expect(page.getByText('2 Preise in das ERP geschrieben.', { exact: true }).last()).toBeVisible();
    for (const sku of [first, second]) {
      const row = submittedTable(page).getByRole('row').filter({ hasText: sku });
      await expect(row).toContainText('In das ERP geschrieben');
      await expect(row).toContainText(/Geschrieben am \d/);
    }
    await expect(writeBack).toContainText('0 bestätigte Preise warten auf das Schreiben.');

    // 6. The demo Plenty recorded exactly these prices, on the SKUs' variations.
    const variations = await plentyVariations(request, plenty);
    const submitted = ((await (await request.get(`${base}/adjustments/submitted`, { headers })).json()) as { items: Submitted[] }).items;
    const bySku = new Map(submitted.map((a) => [a.sku, a]));
    const expected = [first, second].flatMap((sku) => expectedWrites(bySku.get(sku)!, variations.get(sku)!));
    const sortWrites = (writes: PlentyWrite[]) => [...writes].sort((a, b) => a.variationId - b.variationId || a.salesPriceId - b.salesPriceId);
    expect(sortWrites(received(await plentyWrites(request, plenty)))).toEqual(sortWrites(expected));

    // 7. The trace of one of them shows the chain: proposed → confirmed → written to the ERP.
    await submittedTable(page).getByRole('row').filter({ hasText: first }).getByRole('link').first().click();
    await expect(page.getByRole('group', { name: 'Schreiben in das ERP' })).toContainText('In das ERP geschrieben');
    const trail = page.getByRole('list', { name: 'Prüfpfad' }).getByRole('listitem');
    await expect.poll(() => trailSteps(page)).toEqual(['Preis vorgeschlagen', 'Bestätigt', 'In das ERP geschrieben']);

    // 8. The ERP answers 500 to writes: the third price fails with the code shown; nothing reaches the ERP.
    const writesBefore = (await plentyWrites(request, plenty)).length;
    expect((await request.post(`${plenty}/demo/failures`, { data: { failure: { kind: 'status', status: 500 }, times: null, pathPrefix: SALES_PRICES_PATH } })).ok()).toBe(true);
    await confirmOnReview(page, [third]);
    await page.goto('/price-engine/review/submitted');
    await writeBack.getByRole('button', { name: 'Jetzt in das ERP schreiben' }).click();
    await expect(page.getByText('0 Preise in das ERP geschrieben, 1 fehlgeschlagen: Der Grund steht neben dem Preis.', { exact: true }).last()).toBeVisible();
    const failed = submittedTable(page).getByRole('row').filter({ hasText: third });
    await expect(failed).toContainText('Schreiben in das ERP fehlgeschlagen');
    await expect(failed).toContainText('antwortete mit Code 500');
    expect(await plentyWrites(request, plenty)).toHaveLength(writesBefore);
    await expectScreenFits(page);

    // 9. The ERP is back: retry writes it.
    expect((await request.delete(`${plenty}/demo/failures`)).ok()).toBe(true);
    await failed.getByRole('button', { name: `Schreiben von ${third} in das ERP erneut versuchen` }).click();
    await expect(page.getByText('1 Preis in das ERP geschrieben.', { exact: true }).last()).toBeVisible();
    await expect(failed).toContainText('In das ERP geschrieben');
    const thirdAdjustment = ((await (await request.get(`${base}/adjustments/submitted`, { headers })).json()) as { items: Submitted[] }).items.find((a) => a.sku === third)!;
    expect(received((await plentyWrites(request, plenty)).slice(writesBefore))).toEqual(expectedWrites(thirdAdjustment, variations.get(third)!));

    // Its audit trail: confirmed → failed → retried → written.
    await failed.getByRole('link').first().click();
    await expect.poll(() => trailSteps(page)).toEqual(['Preis vorgeschlagen', 'Bestätigt', 'Schreiben in das ERP fehlgeschlagen', 'Schreiben in das ERP erneut versucht', 'In das ERP geschrieben']);
    await expect(trail.filter({ hasText: 'Schreiben in das ERP fehlgeschlagen' })).toContainText('antwortete mit Code 500');
    await expectScreenFits(page);
  });

  test('with "automatically" a confirmed price is written without asking', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const plenty = demoPlentyUrl(baseURL ?? '');
    const [sku] = pendingSkus;
    expect(sku).toBeTruthy();
    await signInAt(page, 'admin@demo.example', '/price-engine/review/submitted');
    const writeBack = page.getByRole('region', { name: 'Zurückschreiben in das ERP' });
    await writeBack.getByRole('radio', { name: 'automatisch' }).check();
    await expect(page.getByText('Bestätigte Preise werden jetzt automatisch in das ERP geschrieben.', { exact: true }).last()).toBeVisible();
    await expect(writeBack).toContainText('automatisch kurz nach ihrer Bestätigung');
    const writesBefore = (await plentyWrites(request, plenty)).length;
    await confirmOnReview(page, [sku!]);
    await page.goto('/price-engine/review/submitted');
    await expect(submittedTable(page).getByRole('row').filter({ hasText: sku! })).toContainText('In das ERP geschrieben', { timeout: 30_000 });
    expect((await plentyWrites(request, plenty)).length).toBeGreaterThan(writesBefore);
  });

  test('a viewer sees the write states but neither the write, retry nor mode actions', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/price-engine/review/submitted');
    const writeBack = page.getByRole('region', { name: 'Zurückschreiben in das ERP' });
    await expect(writeBack).toContainText('automatisch kurz nach ihrer Bestätigung');
    await expect(submittedTable(page).getByRole('row').filter({ hasText: 'In das ERP geschrieben' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jetzt in das ERP schreiben' })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});
