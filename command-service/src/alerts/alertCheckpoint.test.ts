/**
 * The alert notifier and the delivery resume from their checkpoint (the view runtime's snapshot)
 * instead of replaying the log, and a crash between a delivery and the next checkpoint sends
 * nothing twice: the events after the checkpoint are read again before anything is sent.
 */
import { deserialize, serialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { AlertRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, createViewRuntime, newId, toEventToAppend, type EventStore, type ServiceView, type SnapshotStore, type ViewSnapshot } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createAlertDelivery } from './alertDelivery.ts';
import { createAlertMailer } from './alertMailer.ts';
import { createAlertNotifier } from './alertNotifier.ts';

const companyId = 'c1';
const userId = 'u1';
const context = { companyId, userId: 'test', correlationId: 'c', causationId: null };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Snapshots kept as serialised bytes (as on disk); `frozen` drops every save: the process dies before its next checkpoint. */
function memorySnapshots() {
  const saved = new Map<string, Buffer>();
  const store: SnapshotStore & { frozen: boolean; positionOf(name: string): bigint } = {
    frozen: false,
    load: (name) => (saved.has(name) ? (deserialize(saved.get(name)!) as ViewSnapshot) : null),
    save: (name, snapshot) => void (store.frozen || saved.set(name, serialize(snapshot))),
    remove: (name) => void saved.delete(name),
    positionOf: (name) => store.load(name)?.position ?? 0n,
  };
  return store;
}

/** The view, noting the positions it is handed (to see where a start resumed). */
function watched(view: ServiceView) {
  const positions: bigint[] = [];
  return { positions, view: { ...view, apply: (event: Parameters<ServiceView['apply']>[0]) => (positions.push(event.position), view.apply(event)) } };
}

/** The same store, except that appends fail while `failing` says so (a store outage seen by one writer). */
function flaky(store: EventStore, failing: () => boolean): EventStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'append' && failing()) return () => Promise.reject(new Error('the event store is unreachable'));
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function append(store: EventStore, streamId: string, ...events: { type: string; data: unknown }[]) {
  await store.append(streamId, events.map((e) => toEventToAppend(e, context)), 'any');
}

describe('alert notifier checkpoint', () => {
  const db = tempDatabasePath();
  const store = createSqliteEventStore({ path: db.path });
  const productId = newId();
  const urlId = newId();
  const ruleId = newId();
  const fields: AlertRuleFields = { name: 'Undercut 5 %', kind: 'UNDERCUT', thresholdPercent: 5, scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [] }, delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' }, active: true };
  const observed = (price: string) => ({
    type: 'OfferObserved',
    data: { urlId, productId, companyId, sourceId: 's1', jobId: 'j', observedAt: '2026-11-20T06:00:00.000Z', pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
  });
  const firedPrices = async () => (await store.readStream(streams.priceAlertRule(ruleId))).filter((e) => e.type === 'PriceAlertFired').map((e) => (e.data as { evidence: { price: string } }).evidence.price);

  /** A process start: the runtime restores the snapshot (if any), catches up, the alerts found are written. */
  async function start(snapshots: SnapshotStore, writeTo: EventStore = store) {
    const notifier = createAlertNotifier(writeTo, { warn: () => {} });
    const { view, positions } = watched(notifier.view);
    const runtime = createViewRuntime({ events: store, views: [view], log: quiet, snapshots, snapshotEveryMs: 0 });
    await runtime.start();
    await runtime.caughtUp;
    return { notifier, runtime, positions };
  }

  afterAll(async () => {
    await store.close();
    db.remove();
  });

  it('resumes from its checkpoint, and writes an alert once after a crash between the alert and the checkpoint', async () => {
    await append(store, streams.product(productId), { type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Tent', sku: 'T1', brand: 'Nordkap', pricing: { de: { salesPrice: 100 } } } } }, {
      type: 'CompetitorUrlAdded',
      data: { productId, urlId, url: 'https://shop.example/tent', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' },
    });
    await append(store, streams.offer(urlId), observed('100.00'));
    await append(store, streams.priceAlertRule(ruleId), { type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields } });
    await append(store, streams.offer(urlId), observed('94.00'));
    const snapshots = memorySnapshots();

    const first = await start(snapshots);
    await first.notifier.settled();
    first.notifier.stop();
    await first.runtime.stop(); // a clean stop writes the checkpoint
    expect(await firedPrices()).toEqual(['94.00']);
    const checkpoint = snapshots.positionOf('price-alerts');
    expect(checkpoint).toBeGreaterThan(0n);

    // Re-armed and crossed again; the next process writes that alert and dies before its checkpoint.
    await append(store, streams.offer(urlId), observed('99.00'), observed('90.00'));
    snapshots.frozen = true;
    const second = await start(snapshots);
    await second.notifier.settled();
    second.notifier.stop();
    await second.runtime.stop();
    expect(await firedPrices()).toEqual(['94.00', '90.00']);
    // It resumed from the checkpoint: nothing before it was read again.
    expect(Math.min(...second.positions.map(Number))).toBeGreaterThan(Number(checkpoint));

    // The next start evaluates the events after the old checkpoint again: the same alert, not written twice.
    snapshots.frozen = false;
    const third = await start(snapshots);
    await third.notifier.settled();
    third.notifier.stop();
    await third.runtime.stop();
    expect(await firedPrices()).toEqual(['94.00', '90.00']);
    expect(Math.min(...third.positions.map(Number))).toBeGreaterThan(Number(checkpoint));
    // The scope check reads the company's brands from the same state.
    expect([...third.notifier.brandsOf(companyId)]).toEqual(['nordkap']);
    expect(third.notifier.brandsOf('another company').size).toBe(0);
  });

  it('keeps an alert it found but could not write yet in the checkpoint, and writes it after the restart', async () => {
    await append(store, streams.offer(urlId), observed('99.50'), observed('89.00'));
    const snapshots = memorySnapshots();
    // The first process cannot append (store outage for its writes): the alert waits in its queue at the checkpoint.
    const down = await start(snapshots, flaky(store, () => true));
    await down.runtime.stop();
    down.notifier.stop();
    expect(await firedPrices()).toEqual(['94.00', '90.00']);
    const checkpoint = snapshots.positionOf('price-alerts');
    expect(checkpoint).toBe(await store.headPosition());

    const up = await start(snapshots);
    await up.notifier.settled();
    up.notifier.stop();
    await up.runtime.stop();
    // Nothing before the checkpoint was read again (the one event after it is the alert written): it came from the checkpoint.
    expect(up.positions.every((position) => position > checkpoint)).toBe(true);
    expect(await firedPrices()).toEqual(['94.00', '90.00', '89.00']);
  });
});

describe('alert delivery checkpoint', () => {
  const db = tempDatabasePath();
  const store = createSqliteEventStore({ path: db.path });
  const mails: string[] = [];
  let smtp: SMTPServer;
  let smtpPort = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          mails.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    await append(store, streams.user(userId), { type: 'UserRegistered', data: { userId, companyId, email: 'anna@demo.example', firstName: 'Anna', lastName: 'A', role: 'COMPANY_MAINTAINER', isAdmin: false } });
  });

  afterAll(async () => {
    smtp.close();
    await store.close();
    db.remove();
  });

  async function fire(): Promise<{ ruleId: string; alertId: string }> {
    const ruleId = newId();
    const alertId = newId();
    const delivery = { email: true, webhookUrl: null, mode: 'IMMEDIATE' as const };
    const fields = { name: 'Unterbietung 5 %', kind: 'UNDERCUT' as const, thresholdPercent: 5, scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [] }, delivery, active: true };
    const evidence = { productId: 'p1', productName: 'Kocher', urlId: 'url1', url: 'https://alpha.example/kocher', sourceId: 's1', country: 'de', price: '89.90', ownPrice: '99.90', currency: 'EUR', availability: 'InStock', observedAt: '2026-11-20T06:00:00.000Z', eventId: newId() };
    await append(
      store,
      streams.priceAlertRule(ruleId),
      { type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields } },
      { type: 'PriceAlertFired', data: { ruleId, alertId, companyId, userId, ruleName: fields.name, kind: 'UNDERCUT', thresholdPercent: 5, key: `${ruleId}|p1|url1|de`, sourcePosition: '1', evidence, delivery } },
    );
    return { ruleId, alertId };
  }

  const emailRecords = async (ruleId: string) => (await store.readStream(streams.priceAlertRule(ruleId))).filter((e) => e.type === 'PriceAlertDeliveryAttempted' && (e.data as { channel: string }).channel === 'EMAIL');
  const messageIds = (raw: string[]) => raw.map((mail) => /^Message-ID: (.*)$/im.exec(mail)?.[1]?.trim());

  /** A process start: the view resumes from the checkpoint and catches up; `beforeSending` runs before the worker starts. */
  async function start(snapshots: SnapshotStore, options: { writeTo?: EventStore; beforeSending?: (runtime: ReturnType<typeof createViewRuntime>) => void; until?: () => boolean } = {}) {
    const delivery = createAlertDelivery(options.writeTo ?? store, { warn: () => {} }, { mailer: createAlertMailer({ host: '127.0.0.1', port: smtpPort, from: 'Price Monitor <alerts@demo.example>', tls: 'none' }), webhookAllowHosts: [], publicUrl: 'http://localhost:3000', digestHour: 6, webhookBackoffMs: 1 });
    const { view, positions } = watched(delivery.view);
    const runtime = createViewRuntime({ events: store, views: [view], log: quiet, snapshots, snapshotEveryMs: 0 });
    await runtime.start();
    await runtime.caughtUp;
    options.beforeSending?.(runtime);
    await delivery.start(runtime.at);
    if (options.until) while (!options.until()) await new Promise((resolve) => setTimeout(resolve, 5));
    else await delivery.settled();
    return { delivery, runtime, positions };
  }

  it('sends no e-mail twice after a crash between the delivery and the checkpoint', async () => {
    const { ruleId, alertId } = await fire();
    const snapshots = memorySnapshots();
    // The checkpoint is taken while the e-mail is due; the process sends it, records it, and dies before the next checkpoint.
    const first = await start(snapshots, {
      beforeSending: (runtime) => {
        runtime.saveSnapshots();
        snapshots.frozen = true;
      },
    });
    first.delivery.stop();
    await first.runtime.stop();
    expect(mails).toHaveLength(1);
    expect(messageIds(mails)).toEqual([`<alert-${alertId}@demo.example>`]);

    // The restart resumes from the checkpoint (e-mail due), reads the record after it, and sends nothing.
    const checkpoint = snapshots.positionOf('price-alert-delivery');
    const second = await start(snapshots);
    second.delivery.stop();
    await second.runtime.stop();
    expect(Math.min(...second.positions.map(Number))).toBeGreaterThan(Number(checkpoint));
    expect(mails).toHaveLength(1);
    expect(await emailRecords(ruleId)).toHaveLength(1);
  });

  it('records an accepted e-mail after a store outage without sending it again; only a crash in that gap repeats it, with the same Message-ID', async () => {
    mails.length = 0;
    const { ruleId, alertId } = await fire();
    let outage = 1;
    // The first record fails once: the worker retries the record, not the e-mail.
    const live = await start(memorySnapshots(), { writeTo: flaky(store, () => outage-- > 0) });
    live.delivery.stop();
    await live.runtime.stop();
    expect(mails).toHaveLength(1);
    expect(await emailRecords(ruleId)).toHaveLength(1);

    // A process that dies after the server accepted the e-mail and before the record: the next start sends it again, as the same message.
    mails.length = 0;
    const second = await fire();
    // Its records never reach the store; it is stopped once the server has the e-mail.
    const dying = await start(memorySnapshots(), { writeTo: flaky(store, () => true), until: () => mails.length > 0 });
    dying.delivery.stop();
    await dying.delivery.settled();
    await dying.runtime.stop();
    expect(mails).toHaveLength(1);
    const restarted = await start(memorySnapshots());
    restarted.delivery.stop();
    await restarted.runtime.stop();
    expect(messageIds(mails)).toEqual([`<alert-${second.alertId}@demo.example>`, `<alert-${second.alertId}@demo.example>`]);
    expect(await emailRecords(second.ruleId)).toHaveLength(1);
    expect(alertId).not.toBe(second.alertId);
  });
});
