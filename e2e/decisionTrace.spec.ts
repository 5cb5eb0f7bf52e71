import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import { seedProposals } from '@pm/deploy/testing';
import { createSqliteEventStore, newId, toEventToAppend } from '@pm/platform';
import { eventStorePath } from './support/proposals.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

const SPEC = 'decisionTrace';

interface Seeded {
  adjustmentId: string;
  name: string;
  observationEventIds: string[];
}

/**
 * A run of the demo company with one proposal whose trace uses what issue 12 added: a rule that
 * fell through before the deciding one, a purchase price converted from PLN, commission on the
 * shipping charge, an offer of another market. Written as the price engine writes it (its
 * proposals under the bare `pricing-service` id).
 */
async function seedTrace(request: APIRequestContext): Promise<Seeded> {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const token = ((await signIn.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { id: string; company: { id: string } };
  const companyId = profile.company.id;
  type ProductPage = { items: { id: string; sku: string; name: string }[] };
  let page: ProductPage = { items: [] };
  for (let attempt = 0; attempt < 60 && page.items.length < 2; attempt++) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, 500));
    page = (await (await request.get(`/api/company/${companyId}/products?pageSize=20&sort=sku&order=asc`, { headers })).json()) as ProductPage;
  }
  const [first, second] = page.items;
  if (!first || !second) throw new Error('The demo products did not arrive.');
  const channelId = newId();
  const store = createSqliteEventStore({ path: eventStorePath(SPEC) });
  try {
    const run = await seedProposals(store, {
      companyId, channelId, channelName: 'Webshop', createChannel: true, requestedBy: profile.id,
      products: [{ productId: first.id, sku: first.sku, name: first.name, oldPrice: 59.95, newPrice: 54.99 }],
    });
    const now = new Date().toISOString();
    const observations = [
      { urlId: newId(), sourceId: newId(), sourceName: 'Bergsport Demo', price: 279.9, observedAt: now, eventId: newId() },
      { urlId: newId(), sourceId: newId(), sourceName: 'Sklep Górski', price: 199, observedAt: now, eventId: newId() },
    ];
    for (const o of observations) {
      const event = toEventToAppend({
        type: 'OfferObserved',
        data: { urlId: o.urlId, productId: second.id, companyId, sourceId: o.sourceId, jobId: newId(), observedAt: o.observedAt, pageStatus: 'OK', offer: { price: o.price.toFixed(2), currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
      }, { companyId, userId: 'service:scraper:worker-1', correlationId: run.runId, causationId: null });
      await store.append(streams.offer(o.urlId), [{ ...event, id: o.eventId }]);
    }
    const data = proposalFixture({
      adjustmentId: newId(), runId: run.runId, companyId, productId: second.id, sku: second.sku, productName: second.name,
      channelId, channelName: 'Webshop', oldPrice: 299, newPrice: 277.1, proposedAt: now, offers: observations,
    });
    data.trace = {
      ...data.trace,
      rule: { ...data.trace.rule, position: 2 },
      channel: { ...data.trace.channel, commissionOnShipping: true },
      offers: data.trace.offers.map((offer, index) => (index === 1 ? { ...offer, excludedBecause: 'OTHER_MARKET' as const } : offer)),
      steps: [
        { kind: 'TARGET', name: 'CHEAPEST_COMPETITOR', before: 299, after: 277.1, limit: null, applied: true },
        { kind: 'CONSTRAINT', name: 'MIN_PROFIT_MARGIN', before: 277.1, after: 277.1, limit: 15, bound: 269.7, applied: false },
        { kind: 'PRICE_ENDING', name: 'NEAREST', before: 277.1, after: 277.1, limit: null, applied: false },
      ],
      strikePrice: { reference: 299, from: now, until: now, reason: 'BELOW_REFERENCE' },
      conversions: [{ field: 'PURCHASE_PRICE', from: 'PLN', to: 'EUR', rate: 0.23, validFrom: '2026-11-01', original: 52.17, converted: 12 }],
      fellThrough: [{ ruleId: newId(), name: 'Marge 30 %', position: 1, outcome: 'CONSTRAINTS_NOT_MET', reason: 'CONSTRAINTS_CONFLICT' }],
      outcome: 'EXECUTED',
      reason: null,
      proposedPrice: 277.1,
    };
    await store.append(streams.adjustment(data.adjustmentId), [toEventToAppend({ type: 'AdjustmentProposed', data }, { companyId, userId: 'pricing-service', correlationId: run.runId, causationId: null })]);
    return { adjustmentId: data.adjustmentId, name: second.name, observationEventIds: observations.map((o) => o.eventId) };
  } finally {
    await store.close();
  }
}

/** Whether `inner` lies inside `outer` on screen (a value that renders outside its card fails). */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a && b).toBeTruthy();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('decision trace', () => {
  test.setTimeout(180_000);
  let seeded: Seeded;

  test.beforeAll(async ({ request }) => {
    seeded = await seedTrace(request);
  });

  test('explains the price in words, with units and the new trace fields; ids only for auditors; the service that acted is named', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'maintainer@demo.example', `/price-engine/review/${seeded.adjustmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${seeded.name} auf Webshop` })).toBeVisible({ timeout: 30_000 });
    const trace = page.getByRole('region', { name: 'Entscheidungsweg' });

    // The strike-price card holds its values.
    const strike = trace.getByRole('group', { name: 'Streichpreis' });
    await expect(strike).toContainText('Der neue Preis liegt unter dem niedrigsten eigenen Preis der letzten 30 Tage');
    for (const value of await strike.locator('dd').all()) await expectInside(value, strike);
    await expect(strike.locator('dd').first()).toHaveText(/299,00\s€/);

    // Rules that fell through, the rule that decided.
    const rule = trace.getByRole('group', { name: 'Regel und Ziel' });
    await expect(rule).toContainText('(Position 2)');
    await expect(rule.getByRole('list', { name: 'Regeln, die die nächste Regel versuchen ließen' })).toContainText('Marge 30 % (Position 1): Einschränkungen nicht erfüllt – Die Preisgrenzen widersprechen sich bei diesem Produkt.');

    // Costs: commission on the shipping charge, the purchase price converted from PLN with its dated rate.
    await expect(trace.getByRole('group', { name: 'Kosten, Gebühren und Versand' })).toContainText('10 %, auch auf die Versandgebühr');
    const conversions = trace.getByRole('group', { name: 'Währungsumrechnungen' });
    await expect(conversions).toContainText('Einkaufspreis');
    await expect(conversions).toContainText(/52,17\s(zł|PLN) → 12,00\s€ zum Kurs 1 PLN = 0,23 EUR \(gültig ab 01\.11\.2026\)/);

    // Limits with their unit; names in words.
    const steps = trace.getByRole('table', { name: 'Schritte' });
    await expect(steps.getByRole('row').filter({ hasText: 'Beschränkung: Mindestgewinnmarge' })).toContainText(/15 % \(269,70\s€\)/);
    await expect(steps).toContainText('Preisendung: Auf die nächste erlaubte Preisendung');
    const offers = trace.getByRole('table', { name: 'Wettbewerberangebote' });
    await expect(offers.getByRole('row').filter({ hasText: 'Sklep Górski' })).toContainText('ausgeschlossen: Anderer Markt (Land)');

    // No codes, no ids in the main view; the ids for auditors behind a disclosure.
    for (const code of ['BELOW_REFERENCE', 'NEAREST', 'OTHER_MARKET', 'MIN_PROFIT_MARGIN', 'CONSTRAINTS_CONFLICT']) await expect(trace).not.toContainText(code, { useInnerText: true });
    const eventId = trace.getByText(seeded.observationEventIds[0]!, { exact: false });
    await expect(eventId).toBeHidden();
    await trace.getByText('Für Prüfer: IDs des Entscheidungswegs').click();
    await expect(eventId).toBeVisible();

    // The audit trail: the scraper observed, the pricing service proposed; nobody is a deleted user.
    const trail = page.getByRole('list', { name: 'Prüfpfad' });
    await expect(trail.getByRole('listitem').filter({ hasText: 'Preis vorgeschlagen' })).toContainText('vom Preisdienst');
    await expect(trail.getByRole('listitem').filter({ hasText: 'Wettbewerberpreis erfasst' }).first()).toContainText('vom Scraper');
    await expect(trail).not.toContainText('gelöschten Benutzer', { useInnerText: true });
    await expect(trail).not.toContainText('AdjustmentProposed', { useInnerText: true });
    await trail.getByRole('listitem').filter({ hasText: 'Preis vorgeschlagen' }).getByText('Für Prüfer: Ereignis und Inhalt').click();
    await expect(trail.getByRole('listitem').filter({ hasText: 'Preis vorgeschlagen' })).toContainText('AdjustmentProposed');
    await expectNoSidewaysScroll(page);

    // On a phone the steps and offers are cards; nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneSteps = trace.getByRole('list', { name: 'Schritte' });
    await expect(phoneSteps).toBeVisible();
    await expect(phoneSteps.getByRole('listitem').filter({ hasText: 'Beschränkung: Mindestgewinnmarge' })).toContainText(/15 % \(269,70\s€\)/);
    for (const value of await strike.locator('dd').all()) await expectInside(value, strike);
    await expectNoSidewaysScroll(page);
  });
});
