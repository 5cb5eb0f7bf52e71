import { describe, expect, it } from 'vitest';
import { actorWho, formatDay, formatLimit, formatRate, limitUnit } from './decisionTraceFormat.ts';

const clean = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('decision trace formatting', () => {
  it('knows the unit of each limit', () => {
    expect(['MIN_PROFIT_MARGIN', 'MAX_MARKUP', 'PRODUCT_MIN_MARKUP', 'MAX_CHANGE', 'BELOW_COST'].map(limitUnit)).toEqual(['percent', 'percent', 'percent', 'percent', 'percent']);
    expect(['MIN_PRICE', 'PRODUCT_MAX_PRICE', 'MSRP_CAP', 'POSITIVE_PRICE', 'ABOVE_MSRP'].map(limitUnit)).toEqual(['money', 'money', 'money', 'money', 'money']);
    expect(limitUnit('NEAREST')).toBe('none');
  });

  it('shows a percent limit with % and the price it stands for, a price limit once', () => {
    expect(clean(formatLimit('MIN_PROFIT_MARGIN', 15, 269.7, 'EUR', 'de'))).toBe('15 % (269,70 €)');
    expect(clean(formatLimit('MAX_CHANGE', 12.5, null, 'EUR', 'en'))).toBe('12.5 %');
    expect(clean(formatLimit('MIN_PRICE', 2.49, 2.49, 'EUR', 'de'))).toBe('2,49 €');
    expect(clean(formatLimit('MSRP_CAP', 99, 98.99, 'EUR', 'en'))).toBe('€99.00 (€98.99)');
    expect(formatLimit('CHEAPEST_COMPETITOR', null, null, 'EUR', 'de')).toBe('–');
    expect(formatLimit('NO_UPPER_LIMIT', Number.POSITIVE_INFINITY, null, 'EUR', 'de')).toBe('–');
  });

  it('formats rates and days of exchange rates', () => {
    expect(formatRate('EUR', 'PLN', 4.3125, 'de')).toBe('1 EUR = 4,3125 PLN');
    expect(formatDay('2026-11-01', 'en')).toBe('Nov 1, 2026');
    expect(formatDay('2026-11-01', 'de')).toBe('01.11.2026');
  });

  it('tells services, people and deleted users apart', () => {
    expect(actorWho({ kind: 'SERVICE', id: 'pricing-service', name: 'pricing' })).toEqual({ kind: 'service', name: 'pricing' });
    expect(actorWho({ kind: 'SERVICE', id: '', name: '' })).toEqual({ kind: 'service', name: 'system' });
    expect(actorWho({ kind: 'USER', id: 'u1', name: 'Ada Admin' })).toEqual({ kind: 'person', name: 'Ada Admin' });
    expect(actorWho({ kind: 'USER', id: 'u2', name: '' })).toEqual({ kind: 'deleted' });
  });
});
