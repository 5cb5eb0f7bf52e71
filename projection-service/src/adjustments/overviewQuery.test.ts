/** The price-engine overview in its own package: counts, the last run and the channels as written (read your writes), refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS, priceEngineOverviewSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerPriceEngineOverview } from './overviewQuery.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const channelId = '01a216b5-0000-7000-8000-00000000c001';
const runId = '01a216b5-0000-7000-8000-0000000000a1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

describe('price-engine overview', () => {
  let t: QueryTestApp;
  const url = `/api/company/${companyId}/price-engine/overview`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerPriceEngineOverview(app, readModels));
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers zero counts and no run to a company without any', async () => {
    const answer = await t.get(url, viewer.userId);
    expect(answer.statusCode).toBe(200);
    expect(priceEngineOverviewSchema.parse(answer.json())).toEqual({ counts: { pending: 0, confirmed: 0, pickedUp: 0, discarded: 0 }, lastRun: null, channels: [], rulesCount: 0, activeRulesCount: 0, morningSync: null });
  });

  it('shows the latest morning sync’s steps in their order, a failed refresh with the ERP’s status', async () => {
    const step = (date: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({ type: 'MorningSyncStepRecorded', data: { companyId, date, step: name, status, at: `${date}T05:30:00.000Z`, refId: null, code: null, statusCode: null, ...extra } });
    await t.write(streams.morningSync(companyId), [
      step('2026-11-20', 'INPUTS_REFRESH', 'COMPLETED'),
      step('2026-11-20', 'SCHEDULED_RUN', 'COMPLETED'),
      step('2026-11-20', 'FEED_SYNC', 'COMPLETED'),
      step('2026-11-21', 'SCHEDULED_RUN', 'SKIPPED', { code: 'SCHEDULED_RUN_OFF' }),
      step('2026-11-21', 'INPUTS_REFRESH', 'FAILED', { code: 'ERP_UNAVAILABLE', statusCode: 500 }),
    ], companyId);
    const answer = priceEngineOverviewSchema.parse((await t.get(url, viewer.userId)).json());
    expect(answer.morningSync).toEqual({
      date: '2026-11-21',
      steps: [
        { step: 'INPUTS_REFRESH', status: 'FAILED', at: '2026-11-21T05:30:00.000Z', refId: null, code: 'ERP_UNAVAILABLE', statusCode: 500 },
        { step: 'SCHEDULED_RUN', status: 'SKIPPED', at: '2026-11-21T05:30:00.000Z', refId: null, code: 'SCHEDULED_RUN_OFF', statusCode: null },
      ],
    });
  });

  it('answers the counts, the last run with who started it, pending per channel and the rules', async () => {
    await t.write(streams.user(viewer.userId), [{ type: 'UserRegistered', data: { userId: viewer.userId, companyId, email: viewer.email, firstName: 'Vera', lastName: 'Adler', role: 'COMPANY_VIEWER', isAdmin: false } }], companyId);
    await t.write(streams.pricingSettings(companyId), [{ type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } } }], companyId);
    const rule = { name: 'Marge', salesChannelId: channelId, conditions: [], target: { type: 'PROFIT_MARGIN', percent: 20 }, constraints: NO_CONSTRAINTS };
    await t.write(streams.priceRules(companyId), [
      { type: 'PriceRuleCreated', data: { companyId, ruleId: '01a216b5-0000-7000-8000-00000000e001', position: 1, fields: { ...rule, active: true } } },
      { type: 'PriceRuleCreated', data: { companyId, ruleId: '01a216b5-0000-7000-8000-00000000e002', position: 2, fields: { ...rule, active: false } } },
    ], companyId);
    await t.write(streams.pricingRun(runId), [{ type: 'PricingRunRequested', data: { runId, companyId, trigger: 'USER', requestedBy: viewer.userId, requestedAt: '2026-11-20T06:00:00.000Z' } }], companyId, viewer.userId);
    const adjustmentId = '01a216b5-0000-7000-8000-0000000000b1';
    const position = await t.write(streams.adjustment(adjustmentId), [{ type: 'AdjustmentProposed', data: proposalFixture({ adjustmentId, runId, companyId, productId: adjustmentId, sku: 'ZELT-1', productName: 'Zelt', channelId }) }], companyId, 'service:pricing');

    const overview = priceEngineOverviewSchema.parse((await t.get(`${url}?minPosition=${position}`, viewer.userId)).json());
    expect(overview.counts).toEqual({ pending: 1, confirmed: 0, pickedUp: 0, discarded: 0 });
    expect(overview.lastRun).toMatchObject({ runId, status: 'REQUESTED', requestedBy: { userId: viewer.userId, name: 'Vera Adler' }, completedAt: null });
    expect(overview.channels).toEqual([{ channelId, name: 'Webshop DE', pending: 1 }]);
    expect([overview.rulesCount, overview.activeRulesCount]).toEqual([2, 1]);
  });

  it('refuses another company and a bad company id', async () => {
    expect((await t.get(`/api/company/${otherCompany}/price-engine/overview`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get('/api/company/x/price-engine/overview', viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'companyId' })] } });
  });
});
