import { describe, expect, it } from 'vitest';
import { checkCompetitorUrl, type ConnectedSource } from './competitorUrl.ts';

const sources: ConnectedSource[] = [
  { id: 's1', kind: 'STORE', hostname: 'bergsport-shop.de' },
  { id: 's2', kind: 'MARKETPLACE', hostname: 'amazon.de' },
  { id: 'a1', kind: 'AGGREGATOR', hostname: 'preisfuchs.de' },
  { id: 'a2', kind: 'AGGREGATOR', hostname: 'vergleich.example', searchUrlPatterns: ['/finden/'] },
];
const check = (url: string, ids: { storeId?: string; aggregatorId?: string } = {}) => checkCompetitorUrl({ url, ...ids }, sources);

describe('competitor URL rules', () => {
  it('accepts a product page of a connected shop, with or without www., and finds its source', () => {
    expect(check('https://www.bergsport-shop.de/zelt-123#reviews')).toEqual({ ok: true, url: 'https://www.bergsport-shop.de/zelt-123', source: sources[0] });
    expect(check('https://m.amazon.de/dp/B000000001')).toMatchObject({ ok: true, source: { id: 's2' } });
  });
  it('refuses invalid URLs', () => {
    for (const url of ['bergsport-shop.de/zelt', 'not a url', 'ftp://bergsport-shop.de/x', 'javascript:alert(1)']) {
      expect(check(url)).toMatchObject({ ok: false, code: 'INVALID_URL' });
    }
  });
  it('refuses hosts that are not connected', () => {
    expect(check('https://other-shop.de/p/1')).toMatchObject({ ok: false, code: 'HOST_NOT_CONNECTED' });
    expect(check('https://bergsport-shop.de.evil.example/p/1')).toMatchObject({ ok: false, code: 'HOST_NOT_CONNECTED' });
  });
  it('checks a given store or aggregator against the host', () => {
    expect(check('https://bergsport-shop.de/p/1', { storeId: 's1' })).toMatchObject({ ok: true });
    expect(check('https://bergsport-shop.de/p/1', { storeId: 's2' })).toMatchObject({ ok: false, code: 'SOURCE_MISMATCH' });
    expect(check('https://bergsport-shop.de/p/1', { aggregatorId: 's1' })).toMatchObject({ ok: false, code: 'SOURCE_MISMATCH' });
    expect(check('https://preisfuchs.de/produkt/zelt-123', { aggregatorId: 'a1' })).toMatchObject({ ok: true });
  });
  it('refuses search overviews of comparison sites', () => {
    expect(check('https://preisfuchs.de/suche?q=zelt')).toMatchObject({ ok: false, code: 'AGGREGATOR_SEARCH_URL' });
    expect(check('https://preisfuchs.de/search/zelt')).toMatchObject({ ok: false, code: 'AGGREGATOR_SEARCH_URL' });
    expect(check('https://vergleich.example/finden/zelt')).toMatchObject({ ok: false, code: 'AGGREGATOR_SEARCH_URL' });
    expect(check('https://vergleich.example/produkt/zelt?q=1')).toMatchObject({ ok: true });
    // A shop's own search page is a shop URL, not refused by this rule.
    expect(check('https://bergsport-shop.de/search?q=zelt')).toMatchObject({ ok: true });
  });
});
