/** The price-analysis settings route through `app.inject`: saved through the decider; out-of-range values, viewers and other companies refused, writing nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_ANALYSIS_SETTINGS } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { companyId, otherCompany, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { registerPriceAnalysisSettingsRoutes } from './priceAnalysisSettingsRoutes.ts';

describe('price analysis settings route', () => {
  let t: RouteTestApp;
  const path = `/api/company/${companyId}/price-analysis-settings`;
  beforeAll(async () => {
    t = await startRouteTestApp((app, events) => registerPriceAnalysisSettingsRoutes(app, events));
  });
  afterAll(() => t.close());

  it('saves the settings of a maintainer, and refuses a stale edit with 409', async () => {
    const settings = { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, tolerancePercent: 3.5, staleAfterDays: 14 };
    const saved = await t.inject('PUT', path, 'maintainer', { settings });
    expect(saved.statusCode).toBe(200);
    expect((await t.events.readStream(streams.priceAnalysisSettings(companyId))).map((e) => [e.type, e.data])).toEqual([['PriceAnalysisSettingsSet', { companyId, settings }]]);
    expect((await t.inject('PUT', path, 'admin', { settings, expectedRevision: '-1' })).json()).toMatchObject({ statusCode: 409, code: 'CONCURRENCY_CONFLICT' });
  });

  it('refuses a tolerance or stale age out of range with the offending path, viewers and another company, writing nothing', async () => {
    const before = await t.events.headPosition();
    const refusal = async (settings: object) => {
      const answer = await t.inject('PUT', path, 'admin', { settings: { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, ...settings } });
      const body = answer.json<{ code: string; details: { issues: { path: string }[] } }>();
      return [answer.statusCode, body.code, body.details.issues.map((issue) => issue.path)];
    };
    expect(await refusal({ tolerancePercent: 50.5 })).toEqual([400, 'VALIDATION_FAILED', ['settings.tolerancePercent']]);
    expect(await refusal({ tolerancePercent: -1 })).toEqual([400, 'VALIDATION_FAILED', ['settings.tolerancePercent']]);
    expect(await refusal({ staleAfterDays: 0 })).toEqual([400, 'VALIDATION_FAILED', ['settings.staleAfterDays']]);
    expect(await refusal({ staleAfterDays: 91 })).toEqual([400, 'VALIDATION_FAILED', ['settings.staleAfterDays']]);
    expect(await refusal({ deltaMode: 'RATIO' })).toEqual([400, 'VALIDATION_FAILED', ['settings.deltaMode']]);
    expect((await t.inject('PUT', path, 'viewer', { settings: DEFAULT_PRICE_ANALYSIS_SETTINGS })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('PUT', `/api/company/${otherCompany}/price-analysis-settings`, 'admin', { settings: DEFAULT_PRICE_ANALYSIS_SETTINGS })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
