import { describe, expect, it } from 'vitest';
import {
  checkDomain,
  EMPTY_SOURCE_FORM,
  sourceFormValues,
  sourceSettingsValues,
  suggestDomain,
  toConnectSourceBody,
  toSourceSettingsBody,
  toUpdateSourceBody,
  validateSourceForm,
} from './validateSourceForm.ts';
import type { SourceFormSource } from './validateSourceForm.ts';

const filled = { ...EMPTY_SOURCE_FORM, name: ' Bergsport Shop ', hostname: 'Bergsport-Shop.example' };
const fox: SourceFormSource = {
  kind: 'AGGREGATOR',
  name: 'Preisfuchs',
  hostname: 'preisfuchs.example',
  shippingCostModel: 'COST_ON_PRODUCT_PAGE',
  scrapeFrequency: 'DAILY',
  scrapingEnabled: true,
  proxyId: null,
  crawler: 'crawlee-cheerio-crawler',
  searchUrlPatterns: ['/suche'],
};
const asPlatformAdmin = { mode: 'connect', sharedFields: true } as const;
const asCompany = { mode: 'connect', sharedFields: false } as const;

describe('source domain', () => {
  it('is required and entered without https:// or www. (spec §5)', () => {
    expect(checkDomain(' ', [])).toBe('required');
    expect(checkDomain('https://www.example.com', [])).toBe('withPrefix');
    expect(checkDomain('http://example.com', [])).toBe('withPrefix');
    expect(checkDomain('www.example.com', [])).toBe('withPrefix');
    expect(checkDomain('example', [])).toBe('invalidDomain');
    expect(checkDomain('exa mple.com', [])).toBe('invalidDomain');
    expect(checkDomain('Example.com', [])).toBeUndefined();
    expect(checkDomain('127.0.0.1:4100', [])).toBeUndefined();
  });

  it('refuses a domain the company has connected already', () => {
    expect(checkDomain('Bergsport-Shop.example', ['bergsport-shop.example'])).toBe('alreadyConnected');
  });

  it('suggests what was meant', () => {
    expect(suggestDomain(' https://www.Shop.example/zelte?x=1 ')).toBe('shop.example');
    expect(suggestDomain('www.shop.example')).toBe('shop.example');
  });
});

describe('validateSourceForm', () => {
  it('requires name and domain when a platform admin connects, the domain only when a company does', () => {
    expect(validateSourceForm(EMPTY_SOURCE_FORM, asPlatformAdmin)).toMatchObject({ name: 'required', hostname: 'required' });
    expect(validateSourceForm(filled, asPlatformAdmin)).toEqual({});
    expect(validateSourceForm({ ...EMPTY_SOURCE_FORM, hostname: 'shop.example' }, asCompany)).toEqual({});
    // A company names no shared fields, so what is in them is not judged.
    expect(validateSourceForm({ ...EMPTY_SOURCE_FORM, hostname: 'shop.example', logoUrl: 'logo.png' }, asCompany)).toEqual({});
  });

  it('checks URLs and, for comparison sites, the search patterns', () => {
    const errors = validateSourceForm({ ...filled, kind: 'AGGREGATOR', logoUrl: 'logo.png', iconUrl: 'https://cdn.example/i.png', searchUrlPatterns: '/suche\n([' }, asPlatformAdmin);
    expect(errors).toEqual({ logoUrl: 'invalidUrl', searchUrlPatterns: 'invalidPattern' });
    const many = Array.from({ length: 21 }, (_, i) => `/p${i}`).join('\n');
    expect(validateSourceForm({ ...filled, kind: 'AGGREGATOR', searchUrlPatterns: many }, asPlatformAdmin).searchUrlPatterns).toBe('tooManyPatterns');
    // The server's rules (RE2): backreferences and lookaround are refused, like too big programs.
    const pattern = (searchUrlPatterns: string) => validateSourceForm({ ...filled, kind: 'AGGREGATOR', searchUrlPatterns }, asPlatformAdmin).searchUrlPatterns;
    expect(pattern('/suche\n(a)\\1')).toBe('unsupportedPattern');
    expect(pattern('^/(?=admin)')).toBe('unsupportedPattern');
    expect(pattern('.{1000}.{1000}')).toBe('patternTooComplex');
    expect(pattern('x'.repeat(301))).toBe('invalidPattern');
    expect(pattern('^/(a+)+$\n[?&]q=')).toBeUndefined();
    // Shops have no search-overview patterns.
    expect(validateSourceForm({ ...filled, searchUrlPatterns: '([' }, asPlatformAdmin).searchUrlPatterns).toBeUndefined();
  });

  it('does not check the unchangeable domain on edit', () => {
    expect(validateSourceForm({ ...filled, hostname: 'https://x' }, { mode: 'edit', sharedFields: true }).hostname).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('connects as a company with domain, kind and its own settings only', () => {
    expect(toConnectSourceBody({ ...filled, crawler: 'trawler', logoUrl: 'https://cdn.example/l.png', proxyId: 'de-1', scrapeFrequency: 'WEEKLY' }, false)).toEqual({
      kind: 'STORE',
      hostname: 'bergsport-shop.example',
      scrapeFrequency: 'WEEKLY',
      scrapingEnabled: true,
      proxyId: 'de-1',
    });
  });

  it('connects as a platform admin with trimmed shared fields and only the optional ones given', () => {
    expect(toConnectSourceBody(filled, true)).toEqual({
      kind: 'STORE',
      name: 'Bergsport Shop',
      hostname: 'bergsport-shop.example',
      shippingCostModel: 'COST_ON_PRODUCT_PAGE',
      scrapeFrequency: 'DAILY',
      scrapingEnabled: true,
    });
    const aggregator = toConnectSourceBody({ ...filled, kind: 'AGGREGATOR', crawler: 'trawler', searchUrlPatterns: '\n/suche\n\n[?&]q=\n' }, true);
    expect(aggregator).toMatchObject({ kind: 'AGGREGATOR', crawler: 'trawler', searchUrlPatterns: ['/suche', '[?&]q='] });
  });

  it('updates only the shared fields that changed', () => {
    expect(toUpdateSourceBody(sourceFormValues(fox), fox)).toEqual({});
    const values = { ...sourceFormValues(fox), name: 'Preisfuchs DE', scrapingEnabled: false, proxyId: 'de-1', logoUrl: 'https://cdn.example/logo.png', searchUrlPatterns: '/suche\n/search' };
    expect(toUpdateSourceBody(values, fox)).toEqual({ name: 'Preisfuchs DE', logoUrl: 'https://cdn.example/logo.png', searchUrlPatterns: ['/suche', '/search'] });
    // Emptied URLs are cleared; an emptied crawler keeps the one set (the API cannot unset it).
    const withLogo = { ...fox, logoUrl: 'https://cdn.example/logo.png' };
    expect(toUpdateSourceBody({ ...sourceFormValues(withLogo), logoUrl: ' ', crawler: '' }, withLogo)).toEqual({ logoUrl: null });
  });

  it('names the market of a source when an admin picks one, and clears it back to any market', () => {
    expect(toConnectSourceBody({ ...filled, country: 'at' }, true)).toMatchObject({ country: 'at' });
    expect(toConnectSourceBody({ ...filled, country: 'at' }, false)).not.toHaveProperty('country');
    expect(toUpdateSourceBody({ ...sourceFormValues(fox), country: 'de' }, fox)).toEqual({ country: 'de' });
    const german = { ...fox, country: 'de' as const };
    expect(sourceFormValues(german).country).toBe('de');
    expect(toUpdateSourceBody({ ...sourceFormValues(german), country: '' }, german)).toEqual({ country: null });
  });

  it('changes only the company’s settings that changed; no proxy is null', () => {
    expect(toSourceSettingsBody(sourceSettingsValues(fox), fox)).toEqual({});
    expect(toSourceSettingsBody({ scrapingEnabled: false, scrapeFrequency: 'DAILY', proxyId: 'de-1' }, fox)).toEqual({ scrapingEnabled: false, proxyId: 'de-1' });
    expect(toSourceSettingsBody({ ...sourceSettingsValues(fox), proxyId: '' }, { ...fox, proxyId: 'de-1' })).toEqual({ proxyId: null });
  });
});
