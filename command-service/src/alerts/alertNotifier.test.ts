/**
 * The notifier over a real event store: an observation that crosses a rule's threshold appends
 * one PriceAlertFired with its evidence; evaluating the whole log again after a restart appends
 * nothing twice, and an alert the stop interrupted is appended after the restart.
 */
import { describe, expect, it } from 'vitest';
import type { AlertRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, newId, toEventToAppend, type EventStore } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createAlertNotifier } from './alertNotifier.ts';

const companyId = 'c1';
const context = { companyId, userId: 'test', correlationId: 'c', causationId: null };
const productId = newId();
const urlId = newId();
const ruleId = newId();
const fields: AlertRuleFields = {
  name: 'Undercut 5 %',
  kind: 'UNDERCUT',
  thresholdPercent: 5,
  scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [] },
  delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' },
  active: true,
};

const observed = (price: string) => ({
  type: 'OfferObserved',
  data: { urlId, productId, companyId, sourceId: 's1', jobId: 'j', observedAt: '2026-11-20T06:00:00.000Z', pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
});

async function append(store: EventStore, streamId: string, ...events: { type: string; data: unknown }[]) {
  await store.append(streamId, events.map((e) => toEventToAppend(e, context)), 'any');
}

async function runNotifier(store: EventStore) {
  const notifier = createAlertNotifier(store, { warn: () => {} });
  for (const recorded of await store.readAll()) if (!notifier.view.handles || notifier.view.handles.has(recorded.type)) notifier.view.apply(recorded);
  await notifier.settled();
  return notifier;
}

describe('alert notifier', () => {
  const db = tempDatabasePath();
  const store = createSqliteEventStore({ path: db.path });

  it('appends an alert once, and again after a restart only what is new', async () => {
    await append(store, streams.product(productId), { type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Tent', sku: 'T1', pricing: { de: { salesPrice: 100 } } } } }, {
      type: 'CompetitorUrlAdded',
      data: { productId, urlId, url: 'https://shop.example/tent', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' },
    });
    await append(store, streams.offer(urlId), observed('100.00'));
    await append(store, streams.priceAlertRule(ruleId), { type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId: 'u1', fields } });
    await append(store, streams.offer(urlId), observed('94.00'), observed('95.50'), observed('94.00'));
    await runNotifier(store);
    const fired = (await store.readStream(streams.priceAlertRule(ruleId))).filter((e) => e.type === 'PriceAlertFired');
    expect(fired).toHaveLength(1);
    expect(fired[0]?.data).toMatchObject({ ruleId, companyId, userId: 'u1', ruleName: 'Undercut 5 %', evidence: { productId, urlId, price: '94.00', ownPrice: '100.00', url: 'https://shop.example/tent' } });
    expect(fired[0]?.metadata.companyId).toBe(companyId);

    // A restart evaluates the log again: nothing twice.
    await runNotifier(store);
    expect((await store.readStream(streams.priceAlertRule(ruleId))).filter((e) => e.type === 'PriceAlertFired')).toHaveLength(1);

    // Re-armed and crossed again while stopped: appended at the next start, once.
    await append(store, streams.offer(urlId), observed('99.00'), observed('90.00'));
    await runNotifier(store);
    await runNotifier(store);
    const all = (await store.readStream(streams.priceAlertRule(ruleId))).filter((e) => e.type === 'PriceAlertFired');
    expect(all.map((e) => (e.data as { evidence: { price: string } }).evidence.price)).toEqual(['94.00', '90.00']);
    await store.close();
    db.remove();
  });
});
