/**
 * The price alert routes through `app.inject`: a user's own rules, checked scopes and thresholds,
 * e-mail refused where the server cannot send it, another user's rule not found, read marks of
 * alerts the user received only. The command side's views (the notifier's brands, the received
 * alerts) run in a view runtime as in the process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, type AlertRuleFields } from '@pm/contracts';
import type { AlertEvidence } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { sampleAlertEvidence } from '@pm/contracts/testing';
import { priceAlertRuleDecider } from '@pm/contracts/domain';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createCategoryCommands } from '../categories/categoryCommands.ts';
import { createAlertNotifier } from './alertNotifier.ts';
import { createAlertRuleCommands } from './alertRuleCommands.ts';
import { registerAlertRoutes } from './alertRoutes.ts';
import { checkWebhookTarget, createViewRuntime, handleCommand, newId, toEventToAppend, type ViewRuntime } from '@pm/platform';

const evidence: AlertEvidence = sampleAlertEvidence;

describe('price alert routes', () => {
  let t: RouteTestApp;
  let categoryId: string;
  let runtime: ViewRuntime;
  const base = `/api/company/${companyId}/price-alert-rules`;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      categoryId = (await createCategoryCommands(events).createCategory(companyId, 'Tents', null, setupContext)).id;
      // The company's brands: Vaude, and Nordkap of an archived product; Fremdmarke is another company's.
      const product = async (company: string, brand: string, archived = false) => {
        const productId = newId();
        const fields = { name: `${brand} tent`, sku: `SKU-${productId}`, brand, pricing: {} };
        const written = [{ type: 'ProductCreated', data: { productId, companyId: company, fields } }, ...(archived ? [{ type: 'ProductArchived', data: { productId } }] : [])];
        await events.append(streams.product(productId), written.map((e) => toEventToAppend(e, { ...setupContext, companyId: company })), 'no_stream');
      };
      await product(companyId, 'Vaude');
      await product(companyId, 'Nordkap', true);
      await product(otherCompany, 'Fremdmarke');
      const notifier = createAlertNotifier(events, { warn: () => {} });
      const alerts = createAlertRuleCommands(events, { emailConfigured: false, checkWebhook: async (url) => void (await checkWebhookTarget(url, { allowHosts: ['hooks.example'] })), brandsOf: notifier.brandsOf });
      runtime = createViewRuntime({ events, views: [notifier.view, alerts.view], log: { info: () => {}, warn: () => {}, error: () => {} } });
      await runtime.start();
      alerts.follow(runtime.at);
      registerAlertRoutes(app, alerts);
    });
  });
  afterAll(async () => {
    await runtime.stop();
    await t.close();
  });

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
    // A brand none of the company's products has (another company's brand included) is refused.
    for (const brands of [['NoSuchBrand'], ['Vaude', 'NoSuchBrand'], ['Fremdmarke']]) {
      expect((await t.inject('POST', base, 'maintainer', scope({ brands }))).json(), brands.join()).toMatchObject({ statusCode: 422, code: 'SCOPE_BRAND_UNKNOWN', details: { path: 'scope.brands' } });
    }
    const email = await t.inject('POST', base, 'maintainer', rule({ delivery: { email: true, webhookUrl: null, mode: 'IMMEDIATE' } }));
    expect(email.json()).toMatchObject({ statusCode: 422, code: 'EMAIL_NOT_CONFIGURED', details: { path: 'delivery.email' } });
    // The daily digest is an e-mail: without SMTP it is refused as e-mail is, and without e-mail chosen it has nothing to send.
    expect((await t.inject('POST', base, 'maintainer', rule({ delivery: { email: true, webhookUrl: null, mode: 'DAILY_DIGEST' } }))).json()).toMatchObject({ statusCode: 422, code: 'EMAIL_NOT_CONFIGURED' });
    expect((await t.inject('POST', base, 'maintainer', rule({ delivery: { email: false, webhookUrl: null, mode: 'DAILY_DIGEST' } }))).json()).toMatchObject({ statusCode: 422, code: 'ALERT_DIGEST_NEEDS_EMAIL', details: { path: 'delivery.mode' } });
    expect((await t.inject('POST', base, 'maintainer', rule({ delivery: { email: false, webhookUrl: 'ftp://x.example/', mode: 'IMMEDIATE' } }))).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    // The fetch guard refuses a webhook into the local or private network.
    for (const webhookUrl of ['http://127.0.0.1:8080/hook', 'http://169.254.169.254/latest', 'http://localhost/x']) {
      expect((await t.inject('POST', base, 'maintainer', rule({ delivery: { email: false, webhookUrl, mode: 'IMMEDIATE' } }))).json(), webhookUrl).toMatchObject({ statusCode: 422, code: 'WEBHOOK_URL_BLOCKED' });
    }
    expect(afterValid).toBeGreaterThan(before);
    expect(await t.events.headPosition()).toBe(afterValid);
  });

  it('accepts the brands of the company’s products (archived ones too, matched as alerts match them) and checks them on change', async () => {
    const scope = (brands: string[]) => rule({ scope: { productIds: [], brands, categoryIds: [], sourceIds: [] } });
    const created = await t.inject('POST', base, 'maintainer', scope(['Vaude', ' nordkap ']));
    expect(created.statusCode).toBe(201);
    const { id } = commandResultSchema.parse(created.json());
    const before = await t.events.headPosition();
    expect((await t.inject('PUT', `${base}/${id}`, 'maintainer', scope(['NoSuchBrand']))).json()).toMatchObject({ statusCode: 422, code: 'SCOPE_BRAND_UNKNOWN' });
    expect(await t.events.headPosition()).toBe(before);
    expect((await t.inject('PUT', `${base}/${id}`, 'maintainer', scope(['Nordkap']))).statusCode).toBe(200);
  });

  it('keeps a rule name’s visible text only: it is an e-mail subject (no line break) and shown as typed (no direction override)', async () => {
    const created = await t.inject('POST', base, 'maintainer', rule({ name: 'Undercut\r\nBcc: all@x.example \u202e%5' }));
    expect(created.statusCode).toBe(201);
    const [first] = await t.events.readStream(streams.priceAlertRule(commandResultSchema.parse(created.json()).id));
    expect(first?.data).toMatchObject({ fields: { name: 'Undercut Bcc: all@x.example %5' } });
  });

  it('refuses to change a rule to the daily digest without e-mail, writing nothing', async () => {
    const { id } = commandResultSchema.parse((await t.inject('POST', base, 'maintainer', rule())).json());
    const before = await t.events.headPosition();
    const digest = await t.inject('PUT', `${base}/${id}`, 'maintainer', rule({ delivery: { email: false, webhookUrl: null, mode: 'DAILY_DIGEST' } }));
    expect(digest.json()).toMatchObject({ statusCode: 422, code: 'ALERT_DIGEST_NEEDS_EMAIL' });
    expect(await t.events.headPosition()).toBe(before);
    expect((await t.inject('PUT', `${base}/${id}`, 'maintainer', rule({ name: 'Renamed', delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' } }))).statusCode).toBe(200);
  });

  it('lets no one else change or delete a rule: a colleague finds none, another company is refused', async () => {
    const { id } = commandResultSchema.parse((await t.inject('POST', base, 'maintainer', rule())).json());
    expect((await t.inject('PUT', `${base}/${id}`, 'admin', rule({ name: 'Mine now' }))).json()).toMatchObject({ statusCode: 404, code: 'PRICE_ALERT_RULE_NOT_FOUND' });
    expect((await t.inject('DELETE', `${base}/${id}`, 'admin')).json()).toMatchObject({ statusCode: 404, code: 'PRICE_ALERT_RULE_NOT_FOUND' });
    expect((await t.inject('POST', `/api/company/${otherCompany}/price-alert-rules`, 'maintainer', rule())).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('POST', base, null, rule())).statusCode).toBe(401);
  });

  /** A rule of `who` that fired one alert (as the notifier writes it): its id. */
  async function firedFor(who: 'viewer' | 'maintainer'): Promise<string> {
    const { id: ruleId } = commandResultSchema.parse((await t.inject('POST', base, who, rule())).json());
    const alertId = newId();
    const context = { companyId, userId: 'service:price-alerts', correlationId: newId(), causationId: null };
    await handleCommand(t.events, streams.priceAlertRule(ruleId), priceAlertRuleDecider, { type: 'FirePriceAlert', ruleId, alertId, key: `${ruleId}|p1|url1|de`, sourcePosition: '1', evidence }, context);
    return alertId;
  }
  const read = (alertIds: string[]) => t.inject('POST', `/api/company/${companyId}/notifications/read`, 'viewer', { alertIds });
  const readAll = (upToAlertId: string) => t.inject('POST', `/api/company/${companyId}/notifications/read-all`, 'viewer', { upToAlertId });

  it('marks alerts the user received read in their own inbox, once', async () => {
    const alertId = await firedFor('viewer');
    expect((await read([alertId])).statusCode).toBe(200);
    expect((await read([alertId])).statusCode).toBe(200);
    expect((await readAll(alertId)).statusCode).toBe(200);
    expect(await t.typesIn(streams.alertInbox('u-viewer'))).toEqual(['AlertsMarkedRead', 'AllAlertsMarkedRead']);
    expect((await read([])).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses alerts the user did not receive (unknown, a colleague’s), writing nothing', async () => {
    const received = await firedFor('viewer');
    const colleagues = await firedFor('maintainer');
    const before = await t.events.headPosition();
    for (const ids of [['00000000-0000-0000-0000-000000000000'], [colleagues], [received, 'ffffffff-ffff-ffff-ffff-ffffffffffff']]) {
      expect((await read(ids)).json(), ids.join()).toMatchObject({ statusCode: 404, code: 'ALERT_NOT_FOUND' });
    }
    // A far-future bound would hide every later alert of the user.
    for (const id of ['ffffffff-ffff-ffff-ffff-ffffffffffff', colleagues]) expect((await readAll(id)).json(), id).toMatchObject({ statusCode: 404, code: 'ALERT_NOT_FOUND' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
