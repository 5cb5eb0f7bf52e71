import { describe, expect, it } from 'vitest';
import {
  checkDomain,
  EMPTY_SOURCE_FORM,
  sourceFormValues,
  suggestDomain,
  toConnectSourceBody,
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
  crawler: 'crawlee-cheerio-crawler',
  proxyUrl: null,
  searchUrlPatterns: ['/suche'],
};

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
  it('requires name and domain on connect', () => {
    expect(validateSourceForm(EMPTY_SOURCE_FORM, 'connect')).toMatchObject({ name: 'required', hostname: 'required' });
    expect(validateSourceForm(filled, 'connect')).toEqual({});
  });

  it('checks URLs and, for comparison sites, the search patterns', () => {
    const errors = validateSourceForm({ ...filled, kind: 'AGGREGATOR', logoUrl: 'logo.png', proxyUrl: 'ftp://proxy', iconUrl: 'https://cdn.example/i.png', searchUrlPatterns: '/suche\n([' }, 'connect');
    expect(errors).toEqual({ logoUrl: 'invalidUrl', proxyUrl: 'invalidUrl', searchUrlPatterns: 'invalidPattern' });
    const many = Array.from({ length: 21 }, (_, i) => `/p${i}`).join('\n');
    expect(validateSourceForm({ ...filled, kind: 'AGGREGATOR', searchUrlPatterns: many }, 'connect').searchUrlPatterns).toBe('tooManyPatterns');
    // The server's rules (RE2): backreferences and lookaround are refused, like too big programs.
    const pattern = (searchUrlPatterns: string) => validateSourceForm({ ...filled, kind: 'AGGREGATOR', searchUrlPatterns }, 'connect').searchUrlPatterns;
    expect(pattern('/suche\n(a)\\1')).toBe('unsupportedPattern');
    expect(pattern('^/(?=admin)')).toBe('unsupportedPattern');
    expect(pattern('.{1000}.{1000}')).toBe('patternTooComplex');
    expect(pattern('x'.repeat(301))).toBe('invalidPattern');
    expect(pattern('^/(a+)+$\n[?&]q=')).toBeUndefined();
    // Shops have no search-overview patterns.
    expect(validateSourceForm({ ...filled, searchUrlPatterns: '([' }, 'connect').searchUrlPatterns).toBeUndefined();
  });

  it('does not check the unchangeable domain on edit', () => {
    expect(validateSourceForm({ ...filled, hostname: 'https://x' }, 'edit').hostname).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('connects with trimmed values and only the optional fields given', () => {
    expect(toConnectSourceBody(filled)).toEqual({
      kind: 'STORE',
      name: 'Bergsport Shop',
      hostname: 'bergsport-shop.example',
      shippingCostModel: 'COST_ON_PRODUCT_PAGE',
      scrapeFrequency: 'DAILY',
      scrapingEnabled: true,
    });
    const aggregator = toConnectSourceBody({ ...filled, kind: 'AGGREGATOR', crawler: 'trawler', proxyUrl: ' http://proxy:3128 ', searchUrlPatterns: '\n/suche\n\n[?&]q=\n' });
    expect(aggregator).toMatchObject({ kind: 'AGGREGATOR', crawler: 'trawler', proxyUrl: 'http://proxy:3128', searchUrlPatterns: ['/suche', '[?&]q='] });
  });

  it('updates only what changed', () => {
    expect(toUpdateSourceBody(sourceFormValues(fox), fox)).toEqual({});
    const values = { ...sourceFormValues(fox), name: 'Preisfuchs DE', scrapingEnabled: false, logoUrl: 'https://cdn.example/logo.png', searchUrlPatterns: '/suche\n/search' };
    expect(toUpdateSourceBody(values, fox)).toEqual({ name: 'Preisfuchs DE', scrapingEnabled: false, logoUrl: 'https://cdn.example/logo.png', searchUrlPatterns: ['/suche', '/search'] });
    // Emptied URLs are cleared; an emptied crawler keeps the one set (the API cannot unset it).
    const withLogo = { ...fox, logoUrl: 'https://cdn.example/logo.png' };
    expect(toUpdateSourceBody({ ...sourceFormValues(withLogo), logoUrl: ' ', crawler: '' }, withLogo)).toEqual({ logoUrl: null });
  });
});
