import { describe, expect, it } from 'vitest';
import type { AlertKind, AlertRuleFields } from '../../http/alerts.ts';
import { applyToAlertWorld, createAlertWorld, type AlertFire, type AlertWorld, type LoggedEvent } from './alertEvaluation.ts';

const companyId = 'c1';
let position = 0n;
const logged = (type: string, data: unknown, id = `e${position + 1n}`): LoggedEvent => ({ id, type, data, position: ++position, companyId, occurredAt: '2026-11-20T06:00:00.000Z' });

const rule = (kind: AlertKind, over: Partial<AlertRuleFields> = {}): AlertRuleFields => ({
  name: kind,
  kind,
  thresholdPercent: kind === 'UNDERCUT' || kind === 'PRICE_ABOVE' ? 5 : null,
  scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [] },
  delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' },
  active: true,
  ...over,
});

/** A world with product p1 (own price 100.00 € in de) and competitor URL u1 of shop s1, its first price 100.00 €. */
function world(): { w: AlertWorld; run: (type: string, data: unknown) => AlertFire[]; observe: (price: string | null, availability?: string) => AlertFire[] } {
  position = 0n;
  const w = createAlertWorld();
  const run = (type: string, data: unknown) => applyToAlertWorld(w, logged(type, data));
  run('ProductCreated', { productId: 'p1', companyId, fields: { name: 'Tent', sku: 'T1', brand: 'Vaude', categoryId: 'cat1', pricing: { de: { salesPrice: 100 } } } });
  run('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'https://shop.example/tent', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
  const observe = (price: string | null, availability = 'InStock') =>
    run('OfferObserved', {
      urlId: 'u1',
      productId: 'p1',
      companyId,
      sourceId: 's1',
      jobId: 'j',
      observedAt: '2026-11-20T06:00:00.000Z',
      pageStatus: 'OK',
      offer: { price, currency: 'EUR', availability },
      plausibility: 'ACCEPTED',
      flagReason: null,
      comparedWith: null,
    });
  observe('100.00');
  return { w, run, observe };
}

const addRule = (run: (type: string, data: unknown) => AlertFire[], fields: AlertRuleFields, ruleId = 'r1') => run('PriceAlertRuleCreated', { ruleId, companyId, userId: 'u', fields });

describe('price alert evaluation', () => {
  it('fires "undercuts me by more than 5 %" once with its evidence when the competitor price crosses it', () => {
    const { run, observe } = world();
    addRule(run, rule('UNDERCUT'));
    expect(observe('96.00')).toEqual([]);
    const fires = observe('94.90');
    expect(fires).toHaveLength(1);
    expect(fires[0]).toMatchObject({
      ruleId: 'r1',
      key: 'r1|p1|u1|de',
      evidence: { productId: 'p1', productName: 'Tent', urlId: 'u1', url: 'https://shop.example/tent', sourceId: 's1', country: 'de', price: '94.90', ownPrice: '100.00', currency: 'EUR' },
    });
    expect(fires[0]?.evidence.eventId).toBe(`e${position}`);
  });

  it('does not storm when the price flips around the threshold: re-arms only at half the threshold', () => {
    const { run, observe } = world();
    addRule(run, rule('UNDERCUT'));
    const flips = ['94.90', '95.10', '94.90', '95.10', '97.00', '94.00'].map((p) => observe(p).length);
    expect(flips).toEqual([1, 0, 0, 0, 0, 0]);
    // Back to a gap of 2.5 % or less re-arms; the next crossing fires again.
    expect(observe('97.50')).toEqual([]);
    expect(observe('94.00')).toHaveLength(1);
  });

  it('learns what is true when the rule is made: an undercut that exists already is no news', () => {
    const { run, observe } = world();
    observe('90.00');
    addRule(run, rule('UNDERCUT'));
    expect(observe('89.00')).toEqual([]);
    expect(observe('100.00')).toEqual([]);
    expect(observe('90.00')).toHaveLength(1);
  });

  it('fires when the own price rises above an unchanged competitor price, and for raises above the own price', () => {
    const { run } = world();
    addRule(run, rule('UNDERCUT'));
    addRule(run, rule('PRICE_ABOVE', { thresholdPercent: 10 }), 'r2');
    expect(run('ProductUpdated', { productId: 'p1', changes: { pricing: { de: { salesPrice: 110 } } } }).map((f) => f.ruleId)).toEqual(['r1']);
    expect(run('ProductUpdated', { productId: 'p1', changes: { pricing: { de: { salesPrice: 89.99 } } } }).map((f) => f.ruleId)).toEqual(['r2']);
  });

  it('keeps to the scope: products, brands, categories and shops', () => {
    const { run, observe } = world();
    addRule(run, rule('UNDERCUT', { scope: { productIds: ['p2'], brands: [], categoryIds: [], sourceIds: [] } }), 'other-product');
    addRule(run, rule('UNDERCUT', { scope: { productIds: [], brands: ['Jack Wolfskin'], categoryIds: [], sourceIds: [] } }), 'other-brand');
    addRule(run, rule('UNDERCUT', { scope: { productIds: [], brands: [], categoryIds: ['cat2'], sourceIds: [] } }), 'other-category');
    addRule(run, rule('UNDERCUT', { scope: { productIds: [], brands: [], categoryIds: [], sourceIds: ['s2'] } }), 'other-shop');
    addRule(run, rule('UNDERCUT', { scope: { productIds: ['p1'], brands: ['vaude'], categoryIds: ['cat1'], sourceIds: ['s1'] } }), 'match');
    addRule(run, rule('UNDERCUT', { active: false }), 'paused');
    expect(observe('90.00').map((f) => f.ruleId)).toEqual(['match']);
  });

  it('fires on stock changes and a lost position, re-arming on the opposite change', () => {
    const { run, observe } = world();
    addRule(run, rule('OUT_OF_STOCK'), 'out');
    addRule(run, rule('BACK_IN_STOCK'), 'back');
    addRule(run, rule('POSITION_LOST'), 'position');
    expect(observe('100.00', 'OutOfStock').map((f) => f.ruleId)).toEqual(['out']);
    expect(observe('100.00', 'OutOfStock')).toEqual([]);
    expect(observe('99.99').map((f) => f.ruleId).sort()).toEqual(['back', 'position']);
    expect(observe('99.00')).toEqual([]);
    expect(observe('100.00')).toEqual([]);
    expect(observe('99.00').map((f) => f.ruleId)).toEqual(['position']);
  });

  it('ignores flagged observations and error pages hold the state', () => {
    const { run } = world();
    addRule(run, rule('UNDERCUT'));
    const flagged = run('OfferObserved', { urlId: 'u1', productId: 'p1', companyId, sourceId: 's1', jobId: 'j', observedAt: 'x', pageStatus: 'OK', offer: { price: '10.00', currency: 'EUR' }, plausibility: 'FLAGGED', flagReason: 'PRICE_JUMP', comparedWith: '100.00' });
    expect(flagged).toEqual([]);
    expect(run('OfferObserved', { urlId: 'u1', productId: 'p1', companyId, sourceId: 's1', jobId: 'j', observedAt: 'x', pageStatus: 'NOT_FOUND', offer: null, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null })).toEqual([]);
  });

  it('gives the same alerts when the same log is evaluated again (rebuildable)', () => {
    const events: LoggedEvent[] = [];
    const record = (type: string, data: unknown) => events.push(logged(type, data));
    position = 0n;
    record('ProductCreated', { productId: 'p1', companyId, fields: { name: 'Tent', sku: 'T1', pricing: { de: { salesPrice: 100 } } } });
    record('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'https://shop.example/tent', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
    record('PriceAlertRuleCreated', { ruleId: 'r1', companyId, userId: 'u', fields: rule('UNDERCUT') });
    for (const price of ['100.00', '90.00', '99.00', '90.00']) {
      record('OfferObserved', { urlId: 'u1', productId: 'p1', companyId, sourceId: 's1', jobId: 'j', observedAt: 'x', pageStatus: 'OK', offer: { price, currency: 'EUR' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null });
    }
    const replay = () => {
      const w = createAlertWorld();
      return events.flatMap((e) => applyToAlertWorld(w, e)).map((f) => f.sourcePosition);
    };
    expect(replay()).toEqual(['5', '7']);
    expect(replay()).toEqual(replay());
  });
});
