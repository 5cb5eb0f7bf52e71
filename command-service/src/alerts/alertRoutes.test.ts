/**
 * The price alert routes through `app.inject`: a user's own rules, checked scopes and thresholds,
 * e-mail refused where the server cannot send it, another user's rule not found, read marks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, type AlertRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createCategoryCommands } from '../categories/categoryCommands.ts';
import { createAlertRuleCommands } from './alertRuleCommands.ts';
import { registerAlertRoutes } from './alertRoutes.ts';
import { checkWebhookTarget } from '@pm/platform';

describe('price alert routes', () => {
  let t: RouteTestApp;
  let categoryId: string;
  const base = `/api/company/${companyId}/price-alert-rules`;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      categoryId = (await createCategoryCommands(events).createCategory(companyId, 'Tents', null, setupContext)).id;
      registerAlertRoutes(app, createAlertRuleCommands(events, { emailConfigured: false, checkWebhook: async (url) => void (await checkWebhookTarget(url, { allowHosts: ['hooks.example'] })) }));
    });
  });
  afterAll(() => t.close());

  const rule = (over: Partial<AlertRuleFields> = {}): AlertRuleFields => ({
    name: 'Undercut 5 %',
    kind: 'UNDERCUT',
    thresholdPercent: 5,
    scope: { productIds: [], brands: ['Vaude'], categoryIds: [], sourceIds: [] },
    delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' },
    active: true,
    ...over,
  });

  it('creates, changes and deletes the user’s own rule; a viewer may keep rules too', async () => {
    const created = await t.inject('POST', base, 'viewer', rule({ scope: { productIds: [], brands: [], categoryIds: [categoryId], sourceIds: [] } }));
    expect(created.statusCode).toBe(201);
    const { id } = commandResultSchema.parse(created.json());
    expect((await t.inject('PUT', `${base}/${id}`, 'viewer', rule({ kind: 'POSITION_LOST', thresholdPercent: null }))).statusCode).toBe(200);
    expect((await t.inject('DELETE', `${base}/${id}`, 'viewer')).statusCode).toBe(200);
    expect(await t.typesIn(streams.priceAlertRule(id))).toEqual(['PriceAlertRuleCreated', 'PriceAlertRuleUpdated', 'PriceAlertRuleDeleted']);
    const [first] = await t.events.readStream(streams.priceAlertRule(id));
    expect(first?.data).toMatchObject({ companyId, userId: 'u-viewer' });
  });

  it('refuses thresholds out of range, unknown scopes and e-mail without SMTP, writing nothing', async () => {
    const before = await t.events.headPosition();
    for (const thresholdPercent of [0, -1, 100.5, null]) {
      const bad = await t.inject('POST', base, 'maintainer', rule({ thresholdPercent }));
      expect(bad.json(), String(thresholdPercent)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await t.inject('POST', base, 'maintainer', rule({ kind: 'OUT_OF_STOCK', thresholdPercent: 5 }))).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject('POST', base, 'maintainer', rule({ thresholdPercent: 100 }))).statusCode).toBe(201);
    const afterValid = await t.events.headPosition();
    const scope = (over: Partial<AlertRuleFields['scope']>) => rule({ scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [], ...over } });
    expect((await t.inject('POST', base, 'maintainer', scope({ productIds: ['01a216b5-973a-7479-83b5-000000000001'] }))).json()).toMatchObject({ statusCode: 422, code: 'PRODUCT_UNKNOWN' });
    expect((await t.inject('POST', base, 'maintainer', scope({ categoryIds: ['nope'] }))).json()).toMatchObject({ statusCode: 422, code: 'CATEGORY_UNKNOWN' });
    expect((await t.inject('POST', base, 'maintainer', scope({ sourceIds: ['nope'] }))).json()).toMatchObject({ statusCode: 422, code: 'SOURCE_UNKNOWN' });
    const email = await t.inject('POST', base, 'maintainer', rule({ delivery: { email: true, webhookUrl: null, mode: 'IMMEDIATE' } }));
    expect(email.json()).toMatchObject({ statusCode: 422, code: 'EMAIL_NOT_CONFIGURED' });
    expect((await t.inject('POST', base, 'maintainer', rule({ delivery: { email: false, webhookUrl: 'ftp://x.example/', mode: 'IMMEDIATE' } }))).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    // The fetch guard refuses a webhook into the local or private network.
    for (const webhookUrl of ['http://127.0.0.1:8080/hook', 'http://169.254.169.254/latest', 'http://localhost/x']) {
      expect((await t.inject('POST', base, 'maintainer', rule({ delivery: { email: false, webhookUrl, mode: 'IMMEDIATE' } }))).json(), webhookUrl).toMatchObject({ statusCode: 422, code: 'WEBHOOK_URL_BLOCKED' });
    }
    expect(afterValid).toBeGreaterThan(before);
    expect(await t.events.headPosition()).toBe(afterValid);
  });

  it('lets no one else change or delete a rule: a colleague finds none, another company is refused', async () => {
    const { id } = commandResultSchema.parse((await t.inject('POST', base, 'maintainer', rule())).json());
    expect((await t.inject('PUT', `${base}/${id}`, 'admin', rule({ name: 'Mine now' }))).json()).toMatchObject({ statusCode: 404, code: 'PRICE_ALERT_RULE_NOT_FOUND' });
    expect((await t.inject('DELETE', `${base}/${id}`, 'admin')).json()).toMatchObject({ statusCode: 404, code: 'PRICE_ALERT_RULE_NOT_FOUND' });
    expect((await t.inject('POST', `/api/company/${otherCompany}/price-alert-rules`, 'maintainer', rule())).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('POST', base, null, rule())).statusCode).toBe(401);
  });

  it('marks alerts read in the user’s own inbox, once', async () => {
    const alertId = '019ac000-0000-7000-8000-000000000001';
    expect((await t.inject('POST', `/api/company/${companyId}/notifications/read`, 'viewer', { alertIds: [alertId] })).statusCode).toBe(200);
    expect((await t.inject('POST', `/api/company/${companyId}/notifications/read`, 'viewer', { alertIds: [alertId] })).statusCode).toBe(200);
    expect((await t.inject('POST', `/api/company/${companyId}/notifications/read-all`, 'viewer', { upToAlertId: alertId })).statusCode).toBe(200);
    expect(await t.typesIn(streams.alertInbox('u-viewer'))).toEqual(['AlertsMarkedRead', 'AllAlertsMarkedRead']);
    expect((await t.inject('POST', `/api/company/${companyId}/notifications/read`, 'viewer', { alertIds: [] })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
