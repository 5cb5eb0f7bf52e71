import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustmentPageSchema, auditTrailSchema, bulkDecisionResultSchema, priceEngineOverviewSchema } from '@pm/contracts';
import { newId } from '@pm/platform';
import { seedProposals, type SeedProduct } from './adjustmentSeed.ts';
import { expectRefused } from './testSupport/expectRefused.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const products = (prefix: string, n: number): SeedProduct[] =>
  Array.from({ length: n }, (_, i) => ({ productId: newId(), sku: `${prefix}-${i + 1}`, name: `${prefix} Produkt ${i + 1}`, oldPrice: 20 + i, newPrice: 19 + i * 1.5 }));

/** Review, confirm and discard price adjustments through the real command and query services. */
describe('price adjustments API', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let adminId: string;
  let companyId: string;
  let otherCompanyId: string;
  let otherAdjustment: string;
  let last = 0n;
  const shopId = newId();
  const marketId = newId();
  let ids: string[] = [];
  let marketIds: string[] = [];

  const base = () => `/api/company/${companyId}`;
  const get = async (path: string, token = viewer) => (await t.api('GET', `${base()}${path}${path.includes('?') ? '&' : '?'}minPosition=${last}`, { token })).body;
  async function post(path: string, token: string, body?: unknown) {
    const response = await t.api('POST', `${base()}${path}`, { token, ...(body === undefined ? {} : { body }) });
    if (response.status < 300) last = BigInt(response.body.position) > last ? BigInt(response.body.position) : last;
    return response;
  }

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    const profile = (await t.api('GET', '/api/profile', { token: admin })).body;
    companyId = profile.company.id;
    adminId = profile.user?.id ?? profile.id;
    const context = { companyId: null, userId: 'service:test', correlationId: newId(), causationId: null };
    otherCompanyId = (await t.product.commands.companyCommands.createCompany({ name: 'Other AG' }, context)).id;
    const shop = await seedProposals(t.product.events, { companyId, channelId: shopId, channelName: 'Webshop', createChannel: true, products: products('SHOP', 6), requestedBy: adminId });
    const market = await seedProposals(t.product.events, { companyId, channelId: marketId, channelName: 'Marktplatz', createChannel: true, products: products('MARKT', 3), requestedBy: adminId });
    const other = await seedProposals(t.product.events, { companyId: otherCompanyId, channelId: newId(), channelName: 'Fremd', createChannel: true, products: products('FREMD', 1), requestedBy: 'service:test' });
    ids = shop.adjustmentIds;
    marketIds = market.adjustmentIds;
    otherAdjustment = other.adjustmentIds[0]!;
    last = other.position;
  }, 60_000);
  afterAll(async () => {
    await t.stop();
  });

  it('lists pending proposals with paging, sorting, channel filter and search', async () => {
    const all = adjustmentPageSchema.parse(await get('/adjustments/review'));
    expect(all.total).toBe(9);
    expect(all.items.map((i) => i.sku)).toEqual(['MARKT-1', 'MARKT-2', 'MARKT-3', 'SHOP-1', 'SHOP-2', 'SHOP-3', 'SHOP-4', 'SHOP-5', 'SHOP-6']);
    const first = all.items.find((i) => i.sku === 'SHOP-1')!;
    expect(first).toMatchObject({ channelName: 'Webshop', oldPrice: 20, newPrice: 19, delta: -1, deltaPercent: -5, status: 'PENDING' });
    const byDelta = adjustmentPageSchema.parse(await get('/adjustments/review?sort=delta&direction=desc&pageSize=2'));
    expect(byDelta.items.map((i) => i.sku)).toEqual(['SHOP-6', 'SHOP-5']);
    expect(byDelta.total).toBe(9);
    const market = adjustmentPageSchema.parse(await get(`/adjustments/review?channelId=${marketId}`));
    expect(market.items.map((i) => i.sku)).toEqual(['MARKT-1', 'MARKT-2', 'MARKT-3']);
    const search = adjustmentPageSchema.parse(await get('/adjustments/review?search=shop%20produkt%203'));
    expect(search.items.map((i) => i.sku)).toEqual(['SHOP-3']);
    const page2 = adjustmentPageSchema.parse(await get('/adjustments/review?page=2&pageSize=4&sort=sku'));
    expect(page2.items.map((i) => i.sku)).toEqual(['SHOP-2', 'SHOP-3', 'SHOP-4', 'SHOP-5']);
  });

  it('lets viewers look but not decide, and refuses other companies', async () => {
    await expectRefused(t, post(`/adjustments/${ids[0]}/confirm`, viewer), 403, 'ROLE_NOT_ALLOWED');
    await expectRefused(t, post('/adjustments/discard-all', viewer, {}), 403, 'ROLE_NOT_ALLOWED');
    await expectRefused(t, t.api('POST', `/api/company/${otherCompanyId}/adjustments/${otherAdjustment}/confirm`, { token: admin }), 403, 'OTHER_COMPANY');
    // Another company's adjustment through our own company: like a missing one.
    await expectRefused(t, post(`/adjustments/${otherAdjustment}/confirm`, admin), 404, 'ADJUSTMENT_NOT_FOUND');
    await expectRefused(t, post(`/adjustments/${newId()}/discard`, admin), 404, 'ADJUSTMENT_NOT_FOUND');
    expect((await t.api('GET', `${base()}/adjustments/${otherAdjustment}`, { token: viewer })).body.code).toBe('ADJUSTMENT_NOT_FOUND');
    expect((await t.api('GET', `${base()}/adjustments/${otherAdjustment}/audit-trail`, { token: viewer })).body.code).toBe('ADJUSTMENT_NOT_FOUND');
    await expectRefused(t, post('/adjustments/confirm', admin, { adjustmentIds: [] }), 400, 'VALIDATION_FAILED');
  });

  it('confirms one; the second decision on it is refused with the reason', async () => {
    expect((await post(`/adjustments/${ids[0]}/confirm`, maintainer)).status).toBe(200);
    await expectRefused(t, post(`/adjustments/${ids[0]}/discard`, admin), 409, 'ADJUSTMENT_ALREADY_CONFIRMED');
    expect((await post(`/adjustments/${ids[1]}/discard`, admin)).status).toBe(200);
    await expectRefused(t, post(`/adjustments/${ids[1]}/confirm`, maintainer), 409, 'ADJUSTMENT_ALREADY_DISCARDED');
    const detail = await get(`/adjustments/${ids[0]}`);
    expect(detail).toMatchObject({ status: 'CONFIRMED', confirmedBy: { name: expect.stringMatching(/\S/) } });
    expect(detail.trace.rule.position).toBe(1);
  });

  it('lets exactly one of two simultaneous decisions win', async () => {
    const [a, b] = await Promise.all([post(`/adjustments/${ids[2]}/confirm`, admin), post(`/adjustments/${ids[2]}/discard`, maintainer)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.code, b.body.code]).toContain((a.status === 200 ? 'ADJUSTMENT_ALREADY_CONFIRMED' : 'ADJUSTMENT_ALREADY_DISCARDED'));
  });

  it('confirms several with partial success, reporting every refusal', async () => {
    const missing = newId();
    const response = await post('/adjustments/confirm', admin, { adjustmentIds: [ids[0], ids[1], ids[3], ids[4], missing, otherAdjustment] });
    const result = bulkDecisionResultSchema.parse(response.body);
    expect(result.succeeded.sort()).toEqual([ids[3], ids[4]].sort());
    expect(result.failed).toEqual([
      { adjustmentId: ids[0], code: 'ADJUSTMENT_ALREADY_CONFIRMED' },
      { adjustmentId: ids[1], code: 'ADJUSTMENT_ALREADY_DISCARDED' },
      { adjustmentId: missing, code: 'ADJUSTMENT_NOT_FOUND' },
      { adjustmentId: otherAdjustment, code: 'ADJUSTMENT_NOT_FOUND' },
    ]);
  });

  it('confirms all pending of one channel, then discards every other unsubmitted one', async () => {
    const confirmed = bulkDecisionResultSchema.parse((await post('/adjustments/confirm-all', maintainer, { channelId: marketId })).body);
    expect(confirmed.succeeded.sort()).toEqual([...marketIds].sort());
    expect(confirmed.failed).toEqual([]);
    const discarded = bulkDecisionResultSchema.parse((await post('/adjustments/discard-all', admin, {})).body);
    expect(discarded.succeeded.sort()).toEqual([ids[5]].sort());
    expect(adjustmentPageSchema.parse(await get('/adjustments/review')).total).toBe(0);
    const again = bulkDecisionResultSchema.parse((await post('/adjustments/confirm-all', admin, {})).body);
    expect(again).toEqual({ succeeded: [], failed: [], position: '0' });
  });

  it('lists submitted ones, newest decision first, filtered by status', async () => {
    // The race above confirmed or discarded ids[2].
    const raced = (await get(`/adjustments/${ids[2]}`)).status === 'CONFIRMED' ? 1 : 0;
    const submitted = adjustmentPageSchema.parse(await get('/adjustments/submitted'));
    expect(submitted.total).toBe(6 + raced);
    expect(submitted.items.every((i) => i.status === 'CONFIRMED')).toBe(true);
    expect(adjustmentPageSchema.parse(await get('/adjustments/submitted?status=PICKED_UP')).total).toBe(0);
    const overview = priceEngineOverviewSchema.parse(await get('/price-engine/overview'));
    expect(overview.counts).toEqual({ pending: 0, confirmed: submitted.total, pickedUp: 0, discarded: 3 - raced });
    expect(overview.channels.map((c) => c.name)).toEqual(['Marktplatz', 'Webshop']);
    expect(overview.lastRun).toMatchObject({ status: 'COMPLETED', proposals: 3, counts: { EXECUTED: 3 } });
  });

  it('reads the audit trail from the event log: observation → run → proposal → confirmation', async () => {
    const trail = auditTrailSchema.parse(await get(`/adjustments/${ids[0]}/audit-trail`));
    expect(trail.missingEventIds).toEqual([]);
    expect(trail.entries.map((e) => `${e.step}:${e.type}`)).toEqual([
      'OBSERVATION:OfferObserved',
      'RUN:PricingRunRequested',
      'RUN:PricingRunStarted',
      // The fixture writes its run finished in one append before the proposals (adjustmentSeed.ts).
      'RUN:PricingRunCompleted',
      'PROPOSAL:AdjustmentProposed',
      'CONFIRMATION:AdjustmentConfirmed',
    ]);
    const [observation, requested, , , proposal, confirmation] = trail.entries;
    expect(observation!.actor).toEqual({ kind: 'SERVICE', id: 'service:scraper', name: 'scraper' });
    expect(requested!.actor).toMatchObject({ kind: 'USER', id: adminId });
    expect(confirmation!.actor.kind).toBe('USER');
    expect(confirmation!.actor.name).not.toBe('');
    expect(proposal!.data).not.toHaveProperty('trace');
    const detail = await get(`/adjustments/${ids[0]}`);
    expect(observation!.eventId).toBe(detail.trace.offers[0].eventId);
  });
});
