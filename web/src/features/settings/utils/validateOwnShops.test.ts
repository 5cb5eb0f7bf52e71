import { describe, expect, it } from 'vitest';
import { ownShopsValid, toOwnShopsBody, validateOwnShops } from './validateOwnShops.ts';

describe('validateOwnShops', () => {
  it('accepts named http(s) shops and trims them', () => {
    const rows = [{ name: ' Bergsport Shop ', url: ' https://bergsport-shop.example/ ' }, { name: 'Outlet', url: 'http://outlet.example' }];
    expect(ownShopsValid(validateOwnShops(rows))).toBe(true);
    expect(toOwnShopsBody(rows)).toEqual({ ownShops: [{ name: 'Bergsport Shop', url: 'https://bergsport-shop.example/' }, { name: 'Outlet', url: 'http://outlet.example' }] });
  });

  it('marks empty, too long, non-http and repeated entries on their row', () => {
    expect(validateOwnShops([{ name: '', url: '' }])).toEqual([{ name: 'required', url: 'required' }]);
    expect(validateOwnShops([{ name: 'x'.repeat(101), url: 'ftp://a.example/' }])).toEqual([{ name: 'tooLong', url: 'invalidUrl' }]);
    expect(validateOwnShops([{ name: 'A Shop', url: 'https://a.example/' }, { name: 'a-shop', url: 'https://www.a.example/other' }])).toEqual([{}, { name: 'repeated', url: 'repeated' }]);
  });
});
