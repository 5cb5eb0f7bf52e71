import { describe, expect, it } from 'vitest';
import { checkCompetitorUrl } from './validateCompetitorUrl.ts';

describe('checkCompetitorUrl', () => {
  it('requires a valid http(s) URL with a host', () => {
    expect(checkCompetitorUrl(' ')).toBe('required');
    expect(checkCompetitorUrl('bergsport-shop.demo.test/zelt')).toBe('invalidUrl');
    expect(checkCompetitorUrl('ftp://bergsport-shop.demo.test/zelt')).toBe('invalidUrl');
    expect(checkCompetitorUrl('http://bergsport-shop.demo.test/p/zelt')).toBeUndefined();
  });
});
