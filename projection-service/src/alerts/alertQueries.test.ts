/**
 * Alert rules and the notification centre from the alert streams: a user's own rules and alerts
 * only (not a colleague's, not another company's), newest first with the evidence and the shop's
 * name, the unread count after single and "all" read marks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRuleListSchema, notificationListSchema, type AlertEvidence, type AlertRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerAlertQueries } from './alertQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const me: Actor = { userId: 'u-me', companyId, email: 'me@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const colleague: Actor = { userId: 'u-colleague', companyId, email: 'c@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const fields: AlertRuleFields = {
  name: 'Undercut 5 %',
  kind: 'UNDERCUT',
  thresholdPercent: 5,
  scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [] },
  delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' },
  active: true,
};
const evidence = (price: string): AlertEvidence => ({
  productId: 'p1',
  productName: 'Tent',
  urlId: 'u1',
  url: 'https://shop.example/tent',
  sourceId: 's1',
  country: 'de',
  price,
  ownPrice: '100.00',
  currency: 'EUR',
  availability: 'InStock',
  observedAt: '2026-11-20T06:00:00.000Z',
  eventId: 'e1',
});
const alertId = (n: number) => `019ac000-0000-7000-8000-00000000000${n}`;
const fired = (n: number, userId: string, company = companyId) => ({
  type: 'PriceAlertFired',
  data: { ruleId: 'r1', alertId: alertId(n), companyId: company, userId, ruleName: 'Undercut 5 %', kind: 'UNDERCUT', thresholdPercent: 5, key: `k${n}`, sourcePosition: String(n), evidence: evidence(`9${n}.00`) },
});

describe('alert queries', () => {
  let t: QueryTestApp;
  beforeAll(async () => {
    t = await startQueryTestApp([me, colleague], (app, readModels) => registerAlertQueries(app, readModels, { emailAvailable: false }));
  });
  afterAll(async () => {
    await t.stop();
  });

  it("lists the user's own rules with whether e-mail is available", async () => {
    await t.write(streams.priceAlertRule('r0'), [{ type: 'PriceAlertRuleCreated', data: { ruleId: 'r0', companyId, userId: colleague.userId, fields } }], companyId);
    const position = await t.write(streams.priceAlertRule('r1'), [{ type: 'PriceAlertRuleCreated', data: { ruleId: 'r1', companyId, userId: me.userId, fields } }, { type: 'PriceAlertRuleUpdated', data: { ruleId: 'r1', fields: { ...fields, thresholdPercent: 7.5 } } }], companyId);
    const answer = alertRuleListSchema.parse((await t.get(`/api/company/${companyId}/price-alert-rules?minPosition=${position}`, me.userId)).json());
    expect(answer.emailAvailable).toBe(false);
    expect(answer.rules).toEqual([expect.objectContaining({ ruleId: 'r1', thresholdPercent: 7.5, kind: 'UNDERCUT' })]);
  });

  it('answers the notifications newest first with the shop, and counts what is unread', async () => {
    await t.write(streams.source('s1'), [{ type: 'SourceRegistered', data: { sourceId: 's1', fields: { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.demo.test', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    await t.write(streams.priceAlertRule('x'), [fired(9, 'u-other', otherCompany)], otherCompany);
    await t.write(streams.priceAlertRule('r0'), [fired(5, colleague.userId)], companyId);
    let position = await t.write(streams.priceAlertRule('r1'), [fired(1, me.userId), fired(2, me.userId), fired(3, me.userId)], companyId);
    const list = async () => notificationListSchema.parse((await t.get(`/api/company/${companyId}/notifications?minPosition=${position}`, me.userId)).json());
    const first = await list();
    expect(first.items.map((i) => i.alertId)).toEqual([alertId(3), alertId(2), alertId(1)]);
    expect(first.unread).toBe(3);
    // Parameters it does not know are refused, as on every other list.
    expect((await t.get(`/api/company/${companyId}/notifications?page=2`, me.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(first.items[0]).toMatchObject({ read: false, shopName: 'Bergsport Shop', ruleName: 'Undercut 5 %', evidence: { price: '93.00', url: 'https://shop.example/tent' } });

    position = await t.write(streams.alertInbox(me.userId), [{ type: 'AlertsMarkedRead', data: { userId: me.userId, alertIds: [alertId(3)] } }], companyId);
    expect((await list()).unread).toBe(2);
    position = await t.write(streams.alertInbox(me.userId), [{ type: 'AllAlertsMarkedRead', data: { userId: me.userId, upToAlertId: alertId(2) } }], companyId);
    const after = await list();
    expect(after.unread).toBe(0);
    expect(after.items.map((i) => i.read)).toEqual([true, true, true]);
  });

  it('shows how the e-mail and the webhook of an alert went', async () => {
    const delivery = { email: true, webhookUrl: 'https://hooks.example/a', mode: 'IMMEDIATE' };
    const alert = { ...fired(7, me.userId), data: { ...fired(7, me.userId).data, delivery } };
    let position = await t.write(streams.priceAlertRule('r1'), [alert], companyId);
    const item = async () => notificationListSchema.parse((await t.get(`/api/company/${companyId}/notifications?minPosition=${position}`, me.userId)).json()).items.find((i) => i.alertId === alertId(7));
    expect(await item()).toMatchObject({ email: { state: 'PENDING', attempts: 0 }, webhook: { state: 'PENDING', attempts: 0 } });
    const attempt = (channel: string, n: number, ok: boolean, final: boolean) => ({ type: 'PriceAlertDeliveryAttempted', data: { ruleId: 'r1', alertId: alertId(7), channel, attempt: n, ok, error: ok ? null : 'HTTP 503', final } });
    position = await t.write(streams.priceAlertRule('r1'), [attempt('EMAIL', 1, true, true), attempt('WEBHOOK', 1, false, false), attempt('WEBHOOK', 2, false, true)], companyId);
    expect(await item()).toMatchObject({ email: { state: 'SENT', attempts: 1 }, webhook: { state: 'FAILED', attempts: 2, error: 'HTTP 503' } });
  });
});
