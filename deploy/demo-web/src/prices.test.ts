import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, productBySku } from './catalogue.ts';
import { sellerLists } from './listings.ts';
import { dayKey, offerOn, shippingCentsFor, withPriceEnding } from './prices.ts';
import { DEMO_SHOPS, shopByKey } from './sites.ts';

function daysFrom(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => dayKey(new Date(first + i * 86_400_000)));
}

describe('demo prices', () => {
  const shop = shopByKey('bergsport-shop');
  const product = productBySku('DO-1001');

  it('are the same for the same seller, product and day', () => {
    expect(offerOn(shop, product, '2025-03-10')).toEqual(offerOn(shop, product, '2025-03-10'));
    expect(offerOn(shop, product, '2025-03-10')).toEqual({ priceCents: 25899, regularCents: null, availability: 'LimitedAvailability', condition: 'NewCondition' });
  });

  it('move from day to day, staying near the recommended price', () => {
    let changes = 0;
    let steps = 0;
    for (const p of DEMO_PRODUCTS) {
      for (const s of DEMO_SHOPS.filter((x) => sellerLists(x.key, p))) {
        const prices = daysFrom('2025-03-01', 14).map((day) => offerOn(s, p, day).priceCents);
        expect(new Set(prices).size, `${s.key} ${p.sku}`).toBeGreaterThan(1);
        for (let i = 1; i < prices.length; i++, steps++) if (prices[i] !== prices[i - 1]) changes++;
        for (const cents of prices) {
          expect(cents).toBeGreaterThan(p.salesCents * 0.55);
          expect(cents).toBeLessThan(p.salesCents * 1.25);
        }
      }
    }
    // Most prices change on most days (history is real), not all (shops keep prices for a while too).
    expect(changes / steps).toBeGreaterThan(0.5);
    expect(changes / steps).toBeLessThan(0.95);
  });

  it('have occasional sales with a struck-through price and occasional stock-outs', () => {
    const offers = daysFrom('2025-01-01', 60).flatMap((day) => DEMO_SHOPS.map((s) => offerOn(s, product, day)));
    const sales = offers.filter((o) => o.regularCents !== null);
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.length).toBeLessThan(offers.length * 0.3);
    for (const sale of sales) expect(sale.regularCents).toBeGreaterThan(sale.priceCents);
    const allOffers = daysFrom('2025-01-01', 30).flatMap((day) => DEMO_PRODUCTS.map((p) => offerOn(shop, p, day)));
    const out = allOffers.filter((o) => o.availability === 'OutOfStock').length;
    expect(out).toBeGreaterThan(0);
    expect(out).toBeLessThan(allOffers.length * 0.15);
  });

  it('keep special offers special: permanently sold out, used and cheaper', () => {
    for (const day of daysFrom('2025-02-01', 20)) {
      expect(offerOn(shopByKey('trailmarkt'), productBySku('DO-1007'), day).availability).toBe('OutOfStock');
      const used = offerOn(shopByKey('gipfelwelt'), productBySku('DO-1014'), day);
      expect(used.condition).toBe('UsedCondition');
      expect(used.priceCents).toBeLessThan(productBySku('DO-1014').salesCents * 0.85);
    }
  });

  it('end prices like shops do', () => {
    expect(withPriceEnding(1234)).toBe(1249);
    expect(withPriceEnding(4512)).toBe(4495);
    expect(withPriceEnding(25_940)).toBe(25_899);
  });

  it('compute shipping by the seller rule', () => {
    expect(shippingCentsFor(shopByKey('bergsport-shop').shipping, 4999)).toBe(495);
    expect(shippingCentsFor(shopByKey('bergsport-shop').shipping, 5000)).toBe(0);
    expect(shippingCentsFor(shopByKey('outdoor-profi').shipping, 50_000)).toBe(590);
    expect(shippingCentsFor(shopByKey('trailmarkt').shipping, 100)).toBe(0);
  });

  it('take the day from the clock in UTC', () => {
    expect(dayKey(new Date('2025-03-10T23:30:00Z'))).toBe('2025-03-10');
    expect(() => offerOn(shop, product, 'tomorrow')).toThrow();
  });
});
