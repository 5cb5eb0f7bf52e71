import { describe, expect, it } from 'vitest';
import { isShopWideOutOfStock, pruneTransitions, type StockTransition } from './shopWideOutOfStock.ts';

const HOUR = 3_600_000;
const now = 100 * HOUR;
const t = (hoursAgo: number, wasInStock: boolean, nowOutOfStock: boolean): StockTransition => ({ at: now - hoursAgo * HOUR, wasInStock, nowOutOfStock });

describe('shop-wide sudden out-of-stock', () => {
  it('is flagged when most previously in-stock offers went out of stock within the window', () => {
    const round = [t(1, true, true), t(1, true, true), t(1, true, true), t(1, true, true), t(1, true, false)];
    expect(isShopWideOutOfStock(round, now)).toBe(true);
  });
  it('is not flagged for a few offers, a normal share, or old transitions', () => {
    expect(isShopWideOutOfStock([t(1, true, true), t(1, true, true), t(1, true, true), t(1, true, true)], now)).toBe(false);
    expect(isShopWideOutOfStock([t(1, true, true), t(1, true, true), t(1, true, false), t(1, true, false), t(1, true, false)], now)).toBe(false);
    expect(isShopWideOutOfStock([t(7, true, true), t(7, true, true), t(7, true, true), t(7, true, true), t(7, true, true)], now)).toBe(false);
  });
  it('ignores offers that were out of stock already', () => {
    const round = [t(1, false, true), t(1, false, true), t(1, false, true), t(1, true, true), t(1, true, false), t(1, true, false)];
    expect(isShopWideOutOfStock(round, now)).toBe(false);
  });
  it('keeps only the window, capped', () => {
    const list = [t(8, true, true), t(2, true, true), t(1, true, false)];
    expect(pruneTransitions(list, now, 6 * HOUR)).toEqual([list[1], list[2]]);
    expect(pruneTransitions(list, now, 6 * HOUR, 1)).toEqual([list[2]]);
  });
});
