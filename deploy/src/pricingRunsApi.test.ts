/**
 * Rule-engine runs through the API of the running product: who may start one, one run at a time,
 * no run without a sales channel, the run history and outcomes; "Test filter conditions" and
 * what-if runs answered by pricing-service. Refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { newId, toEventToAppend } from '@pm/platform';
import { expectRefused } from './testSupport/expectRefused.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

describe('rule-engine runs, test-filter and what-if', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let companyId: string;
  let channelId = '';
  const base = () => `/api/company/${companyId}`;

  beforeAll(async () => {
    t = await startTestProduct({ SEED_DEMO_ASSORTMENT: 'true' });
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const refused = (call: Promise<{ status: number; body: any }>, status: number, code: string) => expectRefused(t, call, status, code);
  const write = (streamId: string, type: string, data: unknown) => t.product.events.append(streamId, [toEventToAppend({ type, data }, { companyId, userId: 'service:test', correlationId: newId(), causationId: null })]);
  /** A channel through the settings API, and the rules the rule screens would write. */
  async function channelAndRule(): Promise<void> {
    const channel = await t.api('POST', `${base()}/sales-channels`, { token: admin, body: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true } });
    expect(channel.status).toBe(201);
    channelId = channel.body.id;
    const target = { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false };
    await write(streams.priceRules(companyId), 'PriceRuleCreated', { companyId, ruleId: newId(), position: 1, fields: { name: 'Cheapest −1 %', salesChannelId: channelId, conditions: [], target, constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 }, active: true } });
    await write(streams.priceRules(companyId), 'PriceRuleCreated', { companyId, ruleId: newId(), position: 2, fields: { name: 'Markup 40 %', salesChannelId: channelId, conditions: [], target: { type: 'PURCHASE_MARKUP', percent: 40 }, constraints: NO_CONSTRAINTS, active: true } });
  }
  async function completedRun(runId: string, token = admin): Promise<any> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const runs = (await t.api('GET', `${base()}/pricing-runs`, { token })).body;
      const run = runs.items.find((r: any) => r.runId === runId);
      if (run?.status === 'COMPLETED' || run?.status === 'FAILED') return run;
      if (Date.now() > deadline) throw new Error(`run not finished: ${JSON.stringify(run)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('needs a sales channel first', async () => {
    await refused(t.api('POST', `${base()}/pricing-runs`, { token: admin }), 409, 'NO_SALES_CHANNELS');
  });

  it('runs for admins and maintainers, one at a time, and lists the history with counts and outcomes', async () => {
    await channelAndRule();
    // Three requests at once: one run starts, the others are told one is in progress.
    const answers = await Promise.all([1, 2, 3].map(() => t.api('POST', `${base()}/pricing-runs`, { token: admin })));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['PRICING_RUN_IN_PROGRESS', 'PRICING_RUN_IN_PROGRESS']);
    const runId = answers.find((a) => a.status === 202)?.body.id as string;

    const run = await completedRun(runId);
    expect(run).toMatchObject({ trigger: 'USER', requestedByName: 'Anna Admin', status: 'COMPLETED', productCount: 24, failureReason: null });
    // Two rules in one channel: each of the 24 products gets the winner's outcome and one "overwritten".
    expect(run.counts.OVERWRITTEN).toBe(24);
    expect(run.counts.EXECUTED + run.counts.ERROR + run.counts.TARGET_FULFILLED + run.counts.CONSTRAINTS_NOT_MET).toBe(24);
    expect(run.proposals).toBe(run.counts.EXECUTED);
    expect(typeof run.durationMs).toBe('number');

    const outcomes = (await t.api('GET', `${base()}/pricing-runs/${runId}/outcomes?pageSize=100`, { token: viewer })).body;
    expect(outcomes.total).toBe(48);
    expect(outcomes.items[0]).toMatchObject({ channelName: 'Webshop DE', ruleName: expect.any(String), rulePosition: expect.any(Number) });
    const overwritten = (await t.api('GET', `${base()}/pricing-runs/${runId}/outcomes?outcome=OVERWRITTEN`, { token: admin })).body;
    expect(overwritten.total).toBe(24);
    expect(overwritten.items.every((o: any) => o.outcome === 'OVERWRITTEN' && o.ruleName === 'Markup 40 %' && o.rulePosition === 2)).toBe(true);
    const proposed = (await t.product.events.readAll()).filter((e) => e.type === 'AdjustmentProposed');
    expect(proposed).toHaveLength(run.counts.EXECUTED);

    const second = await t.api('POST', `${base()}/pricing-runs`, { token: maintainer });
    expect(second.status).toBe(202);
    expect(await completedRun(second.body.id)).toMatchObject({ requestedByName: 'Max Maintainer', status: 'COMPLETED' });
    // The second run's proposals replace the first's pending ones.
    const discarded = (await t.product.events.readAll()).filter((e) => e.type === 'AdjustmentDiscarded');
    expect(discarded).toHaveLength(run.counts.EXECUTED);
    expect(discarded.every((e) => (e.data as any).reason === 'SUPERSEDED')).toBe(true);
    await refused(t.api('GET', `${base()}/pricing-runs/${newId()}/outcomes`, { token: admin }), 404, 'PRICING_RUN_NOT_FOUND');
  }, 60_000);

  it('is refused for viewers, other companies and the signed-out', async () => {
    await refused(t.api('POST', `${base()}/pricing-runs`, { token: viewer }), 403, 'ROLE_NOT_ALLOWED');
    await refused(t.api('POST', `/api/company/${newId()}/pricing-runs`, { token: admin }), 403, 'OTHER_COMPANY');
    await refused(t.api('POST', `${base()}/pricing-runs`), 401, 'UNAUTHENTICATED');
    expect((await t.api('GET', `/api/company/${newId()}/pricing-runs`, { token: admin })).status).toBe(403);
  });

  it('tests filter conditions on the company\'s products', async () => {
    const all = await t.api('POST', `${base()}/price-rules/test-filter`, { token: viewer, body: { salesChannelId: channelId, conditions: [] } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 24, total: 24 });
    const some = await t.api('POST', `${base()}/price-rules/test-filter`, { token: admin, body: { salesChannelId: channelId, conditions: [{ field: 'purchasePrice', operator: 'GREATER_THAN', value: 100 }] } });
    expect(some.body.count).toBeGreaterThan(0);
    expect(some.body.count).toBeLessThan(24);
    expect(some.body.products).toHaveLength(some.body.count);
    await refused(t.api('POST', `${base()}/price-rules/test-filter`, { token: admin, body: { salesChannelId: newId(), conditions: [] } }), 422, 'SALES_CHANNEL_UNKNOWN');
    const bad = await refused(t.api('POST', `${base()}/price-rules/test-filter`, { token: admin, body: { salesChannelId: channelId, conditions: [{ field: 'colour', operator: 'EQUALS', value: 'red' }] } }), 400, 'VALIDATION_FAILED');
    expect(bad.body.details.issues[0]).toMatchObject({ path: 'conditions.0.field', code: 'UNKNOWN_FILTER_FIELD' });
    await refused(t.api('POST', `/api/company/${newId()}/price-rules/test-filter`, { token: admin, body: { salesChannelId: channelId, conditions: [] } }), 403, 'OTHER_COMPANY');
  });

  it('answers what-if runs and explains bad input', async () => {
    const input = {
      now: new Date().toISOString(),
      maxOfferAgeHours: 48,
      channels: [{ channelId: 'shop', name: 'Shop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true }],
      shippingRates: [],
      competitors: { mode: 'ALL_EXCEPT', sourceIds: [] },
      priceEndings: { endings: [], rounding: 'NEAREST' },
      rules: [{ ruleId: 'r1', position: 1, name: 'Markup 50 %', salesChannelId: 'shop', conditions: [], target: { type: 'PURCHASE_MARKUP', percent: 50 }, constraints: NO_CONSTRAINTS, active: true }],
      products: [],
    };
    const empty = await t.api('POST', `${base()}/pricing/what-if`, { token: viewer, body: input });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ results: [], unmatched: 0 });
    const bad = await refused(t.api('POST', `${base()}/pricing/what-if`, { token: viewer, body: { ...input, maxOfferAgeHours: 0, channels: 'none' } }), 422, 'WHAT_IF_INVALID');
    expect(bad.body.details.issues.map((i: any) => i.path).sort()).toEqual(['channels', 'maxOfferAgeHours']);
    await refused(t.api('POST', `${base()}/pricing/what-if`, { token: viewer, rawBody: '{"now":' }), 400, 'INVALID_JSON');
  });
});
