import { describe, expect, it } from 'vitest';
import { isShopWideOutOfStock } from '../offers/shopWideOutOfStock.ts';
import { emptyTargets, evolveTargets } from './scrapeTargets.ts';
import { recorded, sourceFields } from './testEvents.ts';

const AT = '2026-03-11T05:00:00Z';
const observed = (urlId: string, availability: string | null, observedAt: string, pageStatus = 'OK') =>
  recorded('OfferObserved', { urlId, productId: 'p1', companyId: 'c1', sourceId: 's1', jobId: `j-${urlId}-${observedAt}`, observedAt, pageStatus, offer: availability ? { price: '10.00', currency: 'EUR', availability } : null, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null }, observedAt);

describe('targets view: stock transitions per shop', () => {
  it('records availability changes of known URLs, so a shop-wide sudden out-of-stock can be seen', () => {
    const view = emptyTargets();
    evolveTargets(view, recorded('SourceRegistered', { sourceId: 's1', fields: sourceFields() }, AT, null));
    const urls = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
    for (const urlId of urls) evolveTargets(view, recorded('CompetitorUrlAdded', { productId: 'p1', urlId, url: `http://shop.demo.test/${urlId}`, sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, AT));
    // Day 1: every offer in stock; the first observation of a URL is no transition yet.
    for (const urlId of urls) evolveTargets(view, observed(urlId, 'InStock', '2026-03-11T06:00:00Z'));
    expect(view.sources.get('s1')!.stock).toEqual([]);
    expect(view.urls.get('u1')!.lastInStock).toBe(true);
    // Day 2: five go out of stock within the hour; a page without data changes nothing.
    for (const urlId of urls.slice(0, 5)) evolveTargets(view, observed(urlId, 'OutOfStock', '2026-03-12T06:10:00Z'));
    evolveTargets(view, observed('u6', null, '2026-03-12T06:20:00Z', 'NOT_FOUND_404'));
    const stock = view.sources.get('s1')!.stock;
    expect(stock).toHaveLength(5);
    expect(stock.every((t) => t.wasInStock && t.nowOutOfStock)).toBe(true);
    expect(view.urls.get('u1')!.lastInStock).toBe(false);
    expect(view.urls.get('u6')!.lastInStock).toBe(true);
    expect(isShopWideOutOfStock(stock, Date.parse('2026-03-12T06:30:00Z'))).toBe(true);
  });
});
