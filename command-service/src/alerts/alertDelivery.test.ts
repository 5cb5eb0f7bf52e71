/**
 * Delivery over real transports: the alert e-mail reaches a local SMTP server (smtp-server), a
 * webhook a local HTTP server (allowed by the explicit host list), a failing webhook is retried
 * a bounded number of times and then recorded as failed, an alert due at a stop is delivered
 * after the restart exactly once, and the daily digest is one e-mail per user and day.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AlertDelivery, AlertEvidence } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, newId, toEventToAppend, type EventStore } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createAlertDelivery, type AlertDeliveryOptions } from './alertDelivery.ts';
import { createAlertMailer } from './alertMailer.ts';

const companyId = 'c1';
const userId = 'u1';
const context = { companyId, userId: 'test', correlationId: 'c', causationId: null };
const evidence: AlertEvidence = {
  productId: 'p1',
  productName: 'Nordkap Kuppelzelt Fjord 2',
  urlId: 'url1',
  url: 'https://bergsport-shop.demo.test/p/fjord',
  sourceId: 's1',
  country: 'de',
  price: '89.90',
  ownPrice: '99.90',
  currency: 'EUR',
  availability: 'InStock',
  observedAt: '2026-11-20T06:00:00.000Z',
  eventId: newId(),
};

/** The body as written, quoted-printable decoded (soft breaks joined, =XX bytes as UTF-8). */
const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

interface Mail {
  to: string;
  body: string;
}

describe('alert delivery', () => {
  const db = tempDatabasePath();
  const store: EventStore = createSqliteEventStore({ path: db.path });
  const mails: Mail[] = [];
  const hooks: unknown[] = [];
  let failHooks = false;
  let smtp: SMTPServer;
  let smtpPort = 0;
  let http: Server;
  let hookUrl = '';

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body: decoded(body) });
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    http = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        hooks.push(JSON.parse(text) as unknown);
        res.writeHead(failHooks ? 503 : 204).end();
      });
    });
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    hookUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/hook`;
    await store.append(streams.user(userId), [toEventToAppend({ type: 'UserRegistered', data: { userId, companyId, email: 'anna@demo.example', firstName: 'Anna', lastName: 'A', role: 'COMPANY_MAINTAINER', isAdmin: false } }, context)], 'any');
  });

  afterAll(async () => {
    smtp.close();
    http.close();
    await store.close();
    db.remove();
  });

  const options = (over: Partial<AlertDeliveryOptions> = {}): AlertDeliveryOptions => ({
    mailer: createAlertMailer({ host: '127.0.0.1', port: smtpPort, from: 'Price Monitor <alerts@demo.example>', tls: 'none' }),
    webhookAllowHosts: [new URL(hookUrl).host],
    publicUrl: 'http://localhost:3000',
    digestHour: 6,
    webhookBackoffMs: 1,
    webhookAttempts: 3,
    ...over,
  });

  /** A rule and one alert it fired, as the notifier writes them. */
  async function fire(delivery: AlertDelivery): Promise<{ ruleId: string; alertId: string }> {
    const ruleId = newId();
    const alertId = newId();
    const fields = { name: 'Unterbietung 5 %', kind: 'UNDERCUT' as const, thresholdPercent: 5, scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [] }, delivery, active: true };
    await store.append(
      streams.priceAlertRule(ruleId),
      [
        toEventToAppend({ type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields } }, context),
        toEventToAppend({ type: 'PriceAlertFired', data: { ruleId, alertId, companyId, userId, ruleName: fields.name, kind: 'UNDERCUT', thresholdPercent: 5, key: `${ruleId}|p1|url1|de`, sourcePosition: '1', evidence, delivery } }, context),
      ],
      'any',
    );
    return { ruleId, alertId };
  }

  /** A process start: the view reads the whole log, then the worker sends what is due. */
  async function start(over: Partial<AlertDeliveryOptions> = {}) {
    const delivery = createAlertDelivery(store, { warn: () => {} }, options(over));
    for (const recorded of await store.readAll()) if (delivery.view.handles?.has(recorded.type)) delivery.view.apply(recorded);
    await delivery.start(async () => {});
    await delivery.settled();
    return delivery;
  }

  const attemptsOf = async (ruleId: string) =>
    (await store.readStream(streams.priceAlertRule(ruleId))).filter((e) => e.type === 'PriceAlertDeliveryAttempted').map((e) => e.data as { channel: string; attempt: number; ok: boolean; final: boolean });

  it('e-mails an alert to the user through the SMTP server and posts it to the webhook, recording both', async () => {
    const { ruleId, alertId } = await fire({ email: true, webhookUrl: hookUrl, mode: 'IMMEDIATE' });
    const delivery = await start();
    delivery.stop();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('anna@demo.example');
    expect(mails[0]?.body).toContain('Nordkap Kuppelzelt Fjord 2');
    expect(mails[0]?.body).toContain('https://bergsport-shop.demo.test/p/fjord');
    expect(mails[0]?.body).toContain('http://localhost:3000/price-analysis/p1');
    expect(hooks).toEqual([expect.objectContaining({ alertId, ruleName: 'Unterbietung 5 %', kind: 'UNDERCUT', evidence: expect.objectContaining({ price: '89.90', ownPrice: '99.90' }) })]);
    expect(await attemptsOf(ruleId)).toEqual(expect.arrayContaining([{ channel: 'EMAIL', attempt: 1, ok: true, error: null, final: true, ruleId, alertId }, { channel: 'WEBHOOK', attempt: 1, ok: true, error: null, final: true, ruleId, alertId }]));

    // The next start finds nothing due: nothing is sent twice.
    (await start()).stop();
    expect(mails).toHaveLength(1);
    expect(hooks).toHaveLength(1);
  });

  it('retries a failing webhook a bounded number of times, then records it as failed', async () => {
    failHooks = true;
    hooks.length = 0;
    const { ruleId } = await fire({ email: false, webhookUrl: hookUrl, mode: 'IMMEDIATE' });
    (await start()).stop();
    failHooks = false;
    expect(hooks).toHaveLength(3);
    expect((await attemptsOf(ruleId)).map(({ attempt, ok, final }) => [attempt, ok, final])).toEqual([[1, false, false], [2, false, false], [3, false, true]]);
    // A webhook to a private address not on the list is refused by the guard, and recorded so.
    const blocked = await fire({ email: false, webhookUrl: 'http://10.0.0.1/hook', mode: 'IMMEDIATE' });
    (await start()).stop();
    expect((await store.readStream(streams.priceAlertRule(blocked.ruleId))).filter((e) => e.type === 'PriceAlertDeliveryAttempted').at(-1)?.data).toMatchObject({ ok: false, final: true, error: expect.stringContaining('private') });
  });

  it('delivers an alert that was due when the process stopped after the restart, once', async () => {
    mails.length = 0;
    // Without SMTP (a stop before sending, as far as the e-mail goes): the alert stays due.
    const { ruleId } = await fire({ email: true, webhookUrl: null, mode: 'IMMEDIATE' });
    (await start({ mailer: null })).stop();
    expect(mails).toHaveLength(0);
    (await start()).stop();
    (await start()).stop();
    expect(mails).toHaveLength(1);
    expect((await attemptsOf(ruleId)).filter((a) => a.channel === 'EMAIL')).toHaveLength(1);
  });

  it('sends the daily digest as one e-mail per user and day, after the digest hour of the next day', async () => {
    mails.length = 0;
    await fire({ email: true, webhookUrl: null, mode: 'DAILY_DIGEST' });
    await fire({ email: true, webhookUrl: null, mode: 'DAILY_DIGEST' });
    const today = new Date().toISOString().slice(0, 10);
    const early = await start({ now: () => new Date(`${today}T23:00:00Z`) });
    await early.checkDigests();
    early.stop();
    expect(mails).toHaveLength(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const due = await start({ now: () => new Date(`${tomorrow}T07:00:00Z`) });
    await due.checkDigests();
    await due.checkDigests();
    due.stop();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.match(/Nordkap Kuppelzelt Fjord 2/g)).toHaveLength(2);
    expect((await store.readStream(streams.alertInbox(userId))).map((e) => e.type)).toEqual(['AlertDigestSent']);
    // After a restart the day's digest is not sent again.
    const again = await start({ now: () => new Date(`${tomorrow}T08:00:00Z`) });
    await again.checkDigests();
    again.stop();
    expect(mails).toHaveLength(1);
  });
});
