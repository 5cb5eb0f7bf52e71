import { describe, expect, it } from 'vitest';
import { emptyAssortmentVectors, nearestUrls, pageRead, pathText, urlMonitored, urlUnmonitored } from './assortmentVectors.ts';

const query = (title: string) => ({ title, imageWeight: 0.5 });

describe('assortment vectors', () => {
  it('indexes a URL by its path until a scrape read the page, then by the page', () => {
    const vectors = emptyAssortmentVectors();
    expect(pathText('https://shop.test/products/kuppelzelt-fjord-2.html')).toBe('products kuppelzelt fjord 2 html');
    urlMonitored(vectors, 'u1', 's1', 'https://shop.test/p/1234');
    urlMonitored(vectors, 'u2', 's1', 'https://shop.test/products/kuppelzelt-fjord-3');
    expect(nearestUrls(vectors, 's1', query('Bergwelt Kuppelzelt Fjord 2'), 10, new Set())[0]?.key).toBe('https://shop.test/products/kuppelzelt-fjord-3');
    pageRead(vectors, 'u1', { name: 'Bergwelt Kuppelzelt Fjord 2', brand: 'Bergwelt' });
    expect(nearestUrls(vectors, 's1', query('Bergwelt Kuppelzelt Fjord 2'), 10, new Set())[0]?.key).toBe('https://shop.test/p/1234');
    // Another source has its own index.
    expect(nearestUrls(vectors, 's2', query('Bergwelt Kuppelzelt Fjord 2'), 10, new Set())).toEqual([]);
  });

  it('keeps a URL while any company still monitors it', () => {
    const vectors = emptyAssortmentVectors();
    urlMonitored(vectors, 'u1', 's1', 'https://shop.test/products/zelt');
    urlMonitored(vectors, 'u2', 's1', 'https://shop.test/products/zelt');
    urlUnmonitored(vectors, 'u1');
    expect(nearestUrls(vectors, 's1', query('zelt'), 10, new Set()).map((h) => h.key)).toEqual(['https://shop.test/products/zelt']);
    urlUnmonitored(vectors, 'u2');
    expect(nearestUrls(vectors, 's1', query('zelt'), 10, new Set())).toEqual([]);
    // A read of a URL no longer monitored changes nothing.
    pageRead(vectors, 'u2', { name: 'Zelt' });
    expect(vectors.bySource.get('s1')?.size).toBe(0);
  });

  it("leaves out the product's own URLs and URLs that share nothing with it", () => {
    const vectors = emptyAssortmentVectors();
    urlMonitored(vectors, 'u1', 's1', 'https://shop.test/products/zelt-fjord');
    urlMonitored(vectors, 'u2', 's1', 'https://shop.test/products/akkuschrauber');
    expect(nearestUrls(vectors, 's1', query('Zelt Fjord'), 10, new Set(['https://shop.test/products/zelt-fjord'])).map((h) => h.key)).not.toContain('https://shop.test/products/zelt-fjord');
  });
});
