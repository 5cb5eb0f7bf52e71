import { describe, expect, it } from 'vitest';
import { ownShopsBodySchema } from '../../http/companies.ts';
import { isOwnShopOffer } from './ownShops.ts';

const own = [
  { name: 'Bergsport Shop', url: 'https://www.bergsport-shop.de/' },
  { name: 'Gipfelglück', url: 'https://gipfelglueck.example/' },
];

describe('own shops', () => {
  it('recognises an own shop on a comparison site by name or host, without case and spacing', () => {
    expect(isOwnShopOffer(own, 'Bergsport Shop')).toBe(true);
    expect(isOwnShopOffer(own, 'bergsport-shop')).toBe(true);
    expect(isOwnShopOffer(own, 'Bergsport-Shop.de')).toBe(true);
    expect(isOwnShopOffer(own, 'GIPFELGLÜCK')).toBe(true);
    expect(isOwnShopOffer(own, 'Talsport')).toBe(false);
    expect(isOwnShopOffer(own, null)).toBe(false);
    expect(isOwnShopOffer(own, ' - ')).toBe(false);
    expect(isOwnShopOffer([], 'Bergsport Shop')).toBe(false);
  });

  it('accepts http(s) addresses, bounded names and no repeats', () => {
    expect(ownShopsBodySchema.safeParse({ ownShops: own }).success).toBe(true);
    expect(ownShopsBodySchema.safeParse({ ownShops: [] }).success).toBe(true);
    expect(ownShopsBodySchema.safeParse({ ownShops: [{ name: 'A', url: 'ftp://a.example/' }] }).success).toBe(false);
    expect(ownShopsBodySchema.safeParse({ ownShops: [{ name: 'A', url: 'not a url' }] }).success).toBe(false);
    expect(ownShopsBodySchema.safeParse({ ownShops: [{ name: ' ', url: 'https://a.example/' }] }).success).toBe(false);
    expect(ownShopsBodySchema.safeParse({ ownShops: [{ name: 'x'.repeat(101), url: 'https://a.example/' }] }).success).toBe(false);
    expect(ownShopsBodySchema.safeParse({ ownShops: [{ name: 'A Shop', url: 'https://a.example/' }, { name: 'a-shop', url: 'https://b.example/' }] }).success).toBe(false);
    expect(ownShopsBodySchema.safeParse({ ownShops: [{ name: 'A', url: 'https://a.example/' }, { name: 'B', url: 'https://www.a.example/x' }] }).success).toBe(false);
    expect(ownShopsBodySchema.safeParse({ ownShops: Array.from({ length: 21 }, (_, i) => ({ name: `S${i}`, url: `https://s${i}.example/` })) }).success).toBe(false);
  });
});
