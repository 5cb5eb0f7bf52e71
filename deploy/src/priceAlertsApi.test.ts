/**
 * Price alerts through the whole product (all-in-one): a user's rule "a competitor undercuts me
 * by more than 5 %", a competitor observation that crosses it, and the alert in that user's
 * notification centre (not a colleague's), by e-mail to a local SMTP server and to a local
 * webhook, each delivery shown on the alert.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { alertRuleListSchema, notificationListSchema, type AlertRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { newId, toEventToAppend } from '@pm/platform';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

describe('price alerts API', () => {
  let t: TestProduct;
  let smtp: SMTPServer;
  let hooks: Server;
  const mails: { to: string; body: string }[] = [];
  const posted: unknown[] = [];
  let hookUrl = '';
  let admin: string;
  let maintainer: string;
  let companyId: string;
  const productId = newId();
  const urlId = newId();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    hooks = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        posted.push(JSON.parse(text) as unknown);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((done) => hooks.listen(0, '127.0.0.1', done));
    const hookHost = `127.0.0.1:${(hooks.address() as AddressInfo).port}`;
    hookUrl = `http://${hookHost}/alerts`;
    t = await startTestProduct({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String((smtp.server.address() as AddressInfo).port), SMTP_TLS: 'none', WEBHOOK_ALLOWED_HOSTS: hookHost });
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    const context = { companyId, userId: 'service:test', correlationId: newId(), causationId: null };
    await t.product.events.append(
      streams.product(productId),
      [
        toEventToAppend({ type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Nordkap Kuppelzelt Fjord 2', sku: 'ALERT-1', brand: 'Nordkap', pricing: { de: { salesPrice: 100 } } } } }, context),
        toEventToAppend({ type: 'CompetitorUrlAdded', data: { productId, urlId, url: 'https://bergsport-shop.demo.test/p/fjord', sourceId: newId(), sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } }, context),
      ],
      'no_stream',
    );
  });

  afterAll(async () => {
    await t?.stop();
    smtp?.close();
    hooks?.close();
  });

  const observed = (price: string) =>
    toEventToAppend(
      {
        type: 'OfferObserved',
        data: { urlId, productId, companyId, sourceId: 's', jobId: newId(), observedAt: new Date().toISOString(), pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
      },
      { companyId, userId: 'service:scraper', correlationId: newId(), causationId: null },
    );

  const notifications = async (token: string) => notificationListSchema.parse((await t.api('GET', `/api/company/${companyId}/notifications`, { token })).body);

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return read();
  }

  it('fires once in the user’s notification centre, by e-mail and to the webhook, when a competitor undercuts by more than 5 %', async () => {
    const fields: AlertRuleFields = {
      name: 'Unterbietung über 5 %',
      kind: 'UNDERCUT',
      thresholdPercent: 5,
      scope: { productIds: [productId], brands: [], categoryIds: [], sourceIds: [] },
      delivery: { email: true, webhookUrl: hookUrl, mode: 'IMMEDIATE' },
      active: true,
    };
    const created = await t.api('POST', `/api/company/${companyId}/price-alert-rules`, { token: admin, body: fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rules = alertRuleListSchema.parse((await t.api('GET', `/api/company/${companyId}/price-alert-rules?minPosition=${created.body.position}`, { token: admin })).body);
    expect(rules).toMatchObject({ emailAvailable: true, rules: [{ name: 'Unterbietung über 5 %', thresholdPercent: 5 }] });
    // The rule is the admin's own: a colleague neither lists it nor changes it.
    expect(alertRuleListSchema.parse((await t.api('GET', `/api/company/${companyId}/price-alert-rules`, { token: maintainer })).body).rules).toEqual([]);
    expect((await t.api('DELETE', `/api/company/${companyId}/price-alert-rules/${created.body.id}`, { token: maintainer })).status).toBe(404);

    // The price flips around the threshold: one alert, not a storm.
    await t.product.events.append(streams.offer(urlId), [observed('100.00'), observed('94.90'), observed('95.10'), observed('94.80')], 'any');
    const list = await until(() => notifications(admin), (l) => l.items.length > 0 && l.items[0]?.email?.state === 'SENT' && l.items[0]?.webhook?.state === 'SENT');
    expect(list.unread).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ ruleName: 'Unterbietung über 5 %', kind: 'UNDERCUT', read: false, evidence: { productId, urlId, price: '94.90', ownPrice: '100.00', url: 'https://bergsport-shop.demo.test/p/fjord' } });
    expect(mails.map((m) => m.to)).toEqual(['admin@demo.example']);
    expect(posted).toEqual([expect.objectContaining({ ruleName: 'Unterbietung über 5 %', kind: 'UNDERCUT' })]);
    expect((await notifications(maintainer)).items).toEqual([]);

    // Read marks name alerts the user received only: an unknown id, or a colleague marking the admin's, writes nothing.
    const alertId = list.items[0]!.alertId;
    const head = await t.product.events.headPosition();
    const unknown = await t.api('POST', `/api/company/${companyId}/notifications/read`, { token: admin, body: { alertIds: ['00000000-0000-0000-0000-000000000000'] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'ALERT_NOT_FOUND' });
    expect((await t.api('POST', `/api/company/${companyId}/notifications/read`, { token: maintainer, body: { alertIds: [alertId] } })).status).toBe(404);
    // A far-future "read up to" would hide every later alert: refused, the unread count stays.
    const future = await t.api('POST', `/api/company/${companyId}/notifications/read-all`, { token: admin, body: { upToAlertId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' } });
    expect(future.status).toBe(404);
    expect(future.body).toMatchObject({ code: 'ALERT_NOT_FOUND' });
    const written = (await t.product.events.readAll()).filter((e) => e.position > head).map((e) => e.type);
    expect(written).not.toContain('AlertsMarkedRead');
    expect(written).not.toContain('AllAlertsMarkedRead');
    expect((await notifications(admin)).unread).toBe(1);

    const read = await t.api('POST', `/api/company/${companyId}/notifications/read`, { token: admin, body: { alertIds: [alertId] } });
    expect(read.status).toBe(200);
    expect((await until(() => notifications(admin), (l) => l.unread === 0)).unread).toBe(0);
    expect((await t.api('POST', `/api/company/${companyId}/notifications/read-all`, { token: admin, body: { upToAlertId: alertId } })).status).toBe(200);
  });

  it('refuses a rule whose scope names a brand none of the company’s products has (422), on create and on change', async () => {
    const fields = (brands: string[]): AlertRuleFields => ({
      name: 'Marke',
      kind: 'UNDERCUT',
      thresholdPercent: 5,
      scope: { productIds: [], brands, categoryIds: [], sourceIds: [] },
      delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' },
      active: true,
    });
    const refused = await t.api('POST', `/api/company/${companyId}/price-alert-rules`, { token: maintainer, body: fields(['NoSuchBrand']) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'SCOPE_BRAND_UNKNOWN' });
    const created = await t.api('POST', `/api/company/${companyId}/price-alert-rules`, { token: maintainer, body: fields(['Nordkap']) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const changed = await t.api('PUT', `/api/company/${companyId}/price-alert-rules/${created.body.id}`, { token: maintainer, body: fields(['NoSuchBrand']) });
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ code: 'SCOPE_BRAND_UNKNOWN' });
  });
});
