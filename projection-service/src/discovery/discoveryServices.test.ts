/**
 * What the queries say about discovery's external services: the Google methods listed as
 * unavailable until a search API is configured, and the AI status with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryAiStatusSchema, discoverySettingsViewSchema } from '@pm/contracts';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerDiscoveryQueries } from './discoveryQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const platform: Actor = { userId: 'u-platform', companyId: otherCompany, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };

describe('discovery services on the query side', () => {
  let configured: QueryTestApp;
  let bare: QueryTestApp;
  beforeAll(async () => {
    configured = await startQueryTestApp([viewer, platform], (app, readModels) => registerDiscoveryQueries(app, readModels, { searchApiConfigured: true, aiModel: 'gpt-test' }));
    bare = await startQueryTestApp([viewer, platform], (app, readModels) => registerDiscoveryQueries(app, readModels));
  });
  afterAll(async () => {
    await configured.stop();
    await bare.stop();
  });

  it('offers the Google methods once a search API is configured', async () => {
    const settings = discoverySettingsViewSchema.parse((await configured.get('/api/admin/discovery/settings', platform.userId)).json());
    expect(settings.unavailableMethods).toEqual([]);
    const without = discoverySettingsViewSchema.parse((await bare.get('/api/admin/discovery/settings', platform.userId)).json());
    expect(without.unavailableMethods).toEqual([{ method: 'GOOGLE_SEARCH', reason: 'METHOD_NOT_CONFIGURED' }, { method: 'GOOGLE_IMAGE_SEARCH', reason: 'METHOD_NOT_CONFIGURED' }]);
  });

  it('says whether the AI comparison can run, and why not', async () => {
    const url = `/api/company/${companyId}/discovery/ai`;
    expect(discoveryAiStatusSchema.parse((await configured.get(url, viewer.userId)).json())).toEqual({ available: true, reason: null, model: 'gpt-test' });
    expect(discoveryAiStatusSchema.parse((await bare.get(url, viewer.userId)).json())).toEqual({ available: false, reason: 'AI_NOT_CONFIGURED', model: null });
    // Another company's members are refused, like for every company route.
    expect((await configured.get(`/api/company/${otherCompany}/discovery/ai`, viewer.userId)).statusCode).toBe(403);
  });
});
