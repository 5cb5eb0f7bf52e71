import { describe, expect, it } from 'vitest';
import { countryOfHostname, defaultSourceFields } from './sources.ts';

describe('the market of a source, from its domain (issue 12)', () => {
  it('reads country top-level domains', () => {
    expect(countryOfHostname('bergsport-shop.de')).toBe('de');
    expect(countryOfHostname('allegro.pl')).toBe('pl');
    expect(countryOfHostname('galaxus.ch')).toBe('ch');
    expect(countryOfHostname('shop.co.uk')).toBe('gb');
    expect(countryOfHostname('SHOP.AT:8443')).toBe('at');
  });

  it('says nothing for generic domains and addresses: such offers count in every market', () => {
    expect(countryOfHostname('example.com')).toBeNull();
    expect(countryOfHostname('preisfuchs.demo.test')).toBeNull();
    expect(countryOfHostname('127.0.0.1:4100')).toBeNull();
    expect(countryOfHostname('shop.eu')).toBeNull();
  });

  it('a domain a company registers gets the market of its domain', () => {
    expect(defaultSourceFields('STORE', 'idealo.de')).toMatchObject({ kind: 'STORE', country: 'de' });
  });
});
