/** The rule-engine run history in its own package: runs and outcomes as written (read your writes), paging and filters, the tenant boundary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingRunOutcomePageSchema, pricingRunOutcomeTraceSchema, pricingRunPageSchema } from '@pm/contracts';
import { proposalFixture } from '@pm/contracts/testing';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerPricingRunQueries } from './pricingRunQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const runId = '01a216b5-0000-7000-8000-0000000000a1';
const channelId = '01a216b5-0000-7000-8000-00000000c001';
const ruleId = '01a216b5-0000-7000-8000-00000000e001';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

describe('pricing run queries', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/pricing-runs`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerPricingRunQueries(app, readModels));
    await t.write(streams.user(viewer.userId), [{ type: 'UserRegistered', data: { userId: viewer.userId, companyId, email: viewer.email, firstName: 'Vera', lastName: 'Adler', role: 'COMPANY_VIEWER', isAdmin: false } }], companyId);
    const outcome = (sku: string, kind: 'EXECUTED' | 'ERROR') => ({ productId: `p-${sku}`, sku, channelId, outcome: kind, ruleId: kind === 'EXECUTED' ? ruleId : null, reason: kind === 'ERROR' ? 'NO_PURCHASE_PRICE' : null, adjustmentId: null });
    // A price the 20 % guardrail held: 24.99 → 17.49 (−30 %), its trace kept for the review.
    const fixture = proposalFixture({ adjustmentId: 'x', runId, companyId, productId: 'p-C-3', sku: 'C-3', productName: 'Kocher', channelId, oldPrice: 24.99, newPrice: 17.49 });
    const trace = { ...fixture.trace, costs: { ...fixture.trace.costs, currentPrice: 24.99 }, outcome: 'CONSTRAINTS_NOT_MET' as const, reason: 'GUARDRAIL_MAX_CHANGE', proposedPrice: 17.49, guardrail: { name: 'MAX_CHANGE' as const, limit: 20, bound: 19.99 } };
    const held = { productId: 'p-C-3', sku: 'C-3', channelId, outcome: 'CONSTRAINTS_NOT_MET', ruleId, reason: 'GUARDRAIL_MAX_CHANGE', adjustmentId: null, held: { productName: 'Kocher', trace } };
    position = await t.write(streams.pricingRun(runId), [
      { type: 'PricingRunRequested', data: { runId, companyId, trigger: 'USER', requestedBy: viewer.userId, requestedAt: '2026-11-20T06:00:00.000Z' } },
      { type: 'PricingRunStarted', data: { runId, companyId, startedAt: '2026-11-20T06:00:01.000Z', productCount: 2, channelCount: 1, ruleCount: 1, channels: [{ channelId, name: 'Webshop DE' }], rules: [{ ruleId, name: 'Marge', position: 1 }] } },
      { type: 'PricingRunOutcomesRecorded', data: { runId, companyId, outcomes: [outcome('B-2', 'ERROR'), outcome('A-1', 'EXECUTED'), held] } },
      { type: 'PricingRunCompleted', data: { runId, companyId, completedAt: '2026-11-20T06:00:03.000Z', durationMs: 2000, counts: { EXECUTED: 1, OVERWRITTEN: 0, ERROR: 1, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 }, proposals: 0, unmatched: 0 } },
    ], companyId, viewer.userId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists the runs with the name of who started them', async () => {
    const answer = await t.get(`${base}?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const page = pricingRunPageSchema.parse(answer.json());
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.items[0]).toMatchObject({ runId, status: 'COMPLETED', requestedByName: 'Vera Adler', productCount: 2, durationMs: 2000, counts: { EXECUTED: 1, ERROR: 1 } });
  });

  it("lists one run's outcomes by SKU with the rule and channel names, filtered by outcome", async () => {
    const all = pricingRunOutcomePageSchema.parse((await t.get(`${base}/${runId}/outcomes?minPosition=${position}`, viewer.userId)).json());
    expect(all.items.map((o) => [o.sku, o.outcome, o.ruleName, o.rulePosition, o.channelName])).toEqual([['A-1', 'EXECUTED', 'Marge', 1, 'Webshop DE'], ['B-2', 'ERROR', null, null, 'Webshop DE'], ['C-3', 'CONSTRAINTS_NOT_MET', 'Marge', 1, 'Webshop DE']]);
    const errors = pricingRunOutcomePageSchema.parse((await t.get(`${base}/${runId}/outcomes?outcome=ERROR`, viewer.userId)).json());
    expect(errors.items.map((o) => [o.sku, o.reason])).toEqual([['B-2', 'NO_PURCHASE_PRICE']]);
  });

  it('filters by reason and answers the prices a guardrail held, with the trace on its own route', async () => {
    const answer = await t.get(`${base}/${runId}/outcomes?minPosition=${position}&reason=GUARDRAIL_MAX_CHANGE&reason=GUARDRAIL_BELOW_COST`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const held = pricingRunOutcomePageSchema.parse(answer.json());
    expect(held.total).toBe(1);
    expect(held.items[0]).toMatchObject({ sku: 'C-3', reason: 'GUARDRAIL_MAX_CHANGE', held: { currency: 'EUR', currentPrice: 24.99, heldPrice: 17.49, changePercent: -30.01, guardrail: { name: 'MAX_CHANGE', limit: 20, bound: 19.99 }, productName: 'Kocher' } });
    // The list never carries the trace.
    expect(JSON.stringify(answer.json())).not.toContain('traceJson');
    expect(pricingRunOutcomePageSchema.parse((await t.get(`${base}/${runId}/outcomes?reason=NO_PURCHASE_PRICE`, viewer.userId)).json()).items.map((o) => o.sku)).toEqual(['B-2']);

    const traced = await t.get(`${base}/${runId}/outcomes/p-C-3/${channelId}/trace`, viewer.userId);
    expect(traced.statusCode).toBe(200);
    expect(pricingRunOutcomeTraceSchema.parse(traced.json())).toMatchObject({ sku: 'C-3', trace: { proposedPrice: 17.49, guardrail: { name: 'MAX_CHANGE' } } });
    expect((await t.get(`${base}/${runId}/outcomes/p-A-1/${channelId}/trace`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await t.get(`${base}/${runId}/outcomes?reason=lower-case`, viewer.userId)).json()).toMatchObject({ statusCode: 400, details: { issues: [expect.objectContaining({ path: expect.stringContaining('reason') })] } });
  });

  it('refuses bad parameters, an unknown run and another company', async () => {
    expect((await t.get(`${base}?pageSize=0`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'pageSize' })] } });
    expect((await t.get(`${base}/${runId}/outcomes?outcome=NOPE`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get(`${base}/01a216b5-0000-7000-8000-0000000000ff/outcomes`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'PRICING_RUN_NOT_FOUND' });
    expect((await t.get(`/api/company/${otherCompany}/pricing-runs/${runId}/outcomes`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
