import { describe, expect, it } from 'vitest';
import { ownPriceOn, withRecordedOwnPrice } from './ownPriceOn.ts';

describe('the own price of a day', () => {
  const recorded = withRecordedOwnPrice(withRecordedOwnPrice(undefined, 'de', '2026-11-01T03:00:00.000Z', 90), 'de', '2026-11-10T03:00:00.000Z', 95)['de'];

  it('is the latest recorded price up to the day, before the current price was set', () => {
    const pricedAt = '2026-11-26T09:00:00.000Z';
    expect(ownPriceOn(100, pricedAt, recorded, '2026-11-01')).toBe(90);
    expect(ownPriceOn(100, pricedAt, recorded, '2026-11-09')).toBe(90);
    expect(ownPriceOn(100, pricedAt, recorded, '2026-11-10')).toBe(95);
    expect(ownPriceOn(100, pricedAt, recorded, '2026-11-25')).toBe(95);
    // From the day the current price was set, the later of the two.
    expect(ownPriceOn(100, pricedAt, recorded, '2026-11-26')).toBe(100);
  });

  it('is the current price on days before any price point, and without recorded prices', () => {
    expect(ownPriceOn(100, '2026-11-26T09:00:00.000Z', recorded, '2026-10-31')).toBe(100);
    expect(ownPriceOn(100, '2026-11-26T09:00:00.000Z', undefined, '2026-11-20')).toBe(100);
    expect(ownPriceOn(null, null, undefined, '2026-11-20')).toBeNull();
  });

  it('takes a price recorded after the current one was set on the same or an earlier day', () => {
    const later = withRecordedOwnPrice(undefined, 'de', '2026-11-26T10:00:00.000Z', 88)['de'];
    expect(ownPriceOn(100, '2026-11-26T09:00:00.000Z', later, '2026-11-26')).toBe(88);
  });

  it('keeps the latest recording of a day', () => {
    const twice = withRecordedOwnPrice(withRecordedOwnPrice(undefined, 'de', '2026-11-01T05:00:00.000Z', 91), 'de', '2026-11-01T03:00:00.000Z', 90);
    expect(twice['de']!['2026-11-01']).toEqual(['2026-11-01T05:00:00.000Z', 91]);
    expect(withRecordedOwnPrice(twice, 'de', '2026-11-01T05:00:00.000Z', 91)).toBe(twice);
  });
});
