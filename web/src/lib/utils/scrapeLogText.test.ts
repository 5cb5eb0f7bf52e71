import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { SCRAPE_LOG_CODES, type ScrapeLogCode, type ScrapeLogParams } from '@pm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { parsePo } from '../../i18n/poCatalog.ts';
import { scrapeLogText } from './scrapeLogText.ts';

// Web tests run without the Lingui compiler: `msg` does here what the macro does at build time
// for a literal message (id from message and context, so the catalogs' entries are found).
vi.mock('@lingui/core/macro', async () => {
  const { generateMessageId: idOf } = await import('@lingui/message-utils/generateMessageId');
  return {
    msg: (input: TemplateStringsArray | { message: string; context?: string }) => {
      if (!('raw' in input)) return { id: idOf(input.message, input.context ?? ''), message: input.message };
      if (input.length !== 1) throw new Error('the mock knows literal messages only');
      return { id: idOf(input[0] ?? ''), message: input[0] };
    },
  };
});

function i18nFor(locale: 'de-DE' | 'en'): I18n {
  const entries = parsePo(readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8'));
  const messages = Object.fromEntries(entries.map((entry) => [generateMessageId(entry.id, entry.context ?? ''), entry.translations[0] ?? '']));
  const i18n = setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => `MISSING ${id}` });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** Values as the scraper writes them, for every code (a new code needs its example here). */
const EXAMPLES: Record<ScrapeLogCode, ScrapeLogParams> = {
  EXCEPTION_APPLIED: { exceptions: 'bergsport-preis' },
  WAIT_SELECTOR_PLAYWRIGHT_ONLY: {},
  FETCHING: { url: 'https://shop.example/p/1', crawler: 'crawlee-cheerio-crawler' },
  FETCHING_THROUGH_PROXY: { url: 'https://shop.example/p/1', crawler: 'crawlee-cheerio-crawler' },
  HTTP_RESULT: { status: 200, characters: 12_345 },
  HTTP_RESULT_REDIRECTED: { status: 301, finalStatus: 200, finalUrl: 'https://shop.example/p/2', characters: 12_345 },
  SHOP_WIDE_OUT_OF_STOCK: {},
  PRICE_FLAGGED: { reason: 'PRICE_JUMP' },
  PAGE_OK: { price: '1299.00', currency: 'EUR' },
  PAGE_NO_CLEAN_DATA: {},
  PAGE_STATUS: { status: 'NOT_FOUND_404' },
  IMAGE_NOT_HASHED: { url: 'https://shop.example/p/1.jpg', reason: 'IMAGE_TOO_LARGE', detail: 'more than 8388608 bytes' },
  FETCH_TIMEOUT: { ms: 30_000 },
  TOO_MANY_REDIRECTS: { max: 5 },
  SOURCE_UNKNOWN: { sourceId: '0b6f4c1e' },
  URL_INVALID: { url: 'htp:/shop' },
  PROTOCOL_NOT_ALLOWED: { protocol: 'file:' },
  HOST_NOT_OF_SOURCE: { host: 'other.example', sourceHost: 'shop.example' },
  PRIVATE_ADDRESS: { host: 'localhost' },
  PRIVATE_ADDRESS_RESOLVED: { host: 'internal.example', address: '10.0.0.5' },
  HOST_UNRESOLVED: { host: 'gone.example' },
  PROXY_INVALID: {},
  PROXY_PRIVATE_ADDRESS: { host: 'proxy.example:8080', address: '10.0.0.7' },
  PROXY_UNRESOLVED: { host: 'proxy.example:8080' },
  FETCH_FAILED: { text: 'getaddrinfo ENOTFOUND shop.example' },
  WAIT_SELECTOR_TIMEOUT: { selector: '.price', ms: 2_000 },
  PAGE_TRUNCATED: {},
  EXTRACTION_TRUNCATED: {},
  SELECTOR_INVALID: { field: 'price', selector: '..bad((' },
  SELECTOR_HIDDEN_ONLY: { field: 'price', selector: '.price' },
  SELECTOR_PLACEHOLDER: { field: 'price', selector: '.price' },
  SELECTOR_REGEX_NO_MATCH: { field: 'price', selector: '.price' },
  SELECTOR_NO_MATCH: { field: 'name' },
  SELECTOR_NOT_A_PRICE: { text: 'auf Anfrage' },
  SELECTOR_AVAILABILITY_UNKNOWN: { text: 'bald da' },
  JSONLD_INVALID_BLOCKS: { count: 2 },
  SEVERAL_PRODUCTS_TOOK_URL_MATCH: { method: 'json-ld', count: 3, name: 'Zelt Fjord 2' },
  SEVERAL_PRODUCTS_TOOK_FIRST_PRICED: { method: 'microdata', count: 3, name: 'Zelt Fjord 2' },
  SEVERAL_PRODUCTS_TOOK_FIRST: { method: 'rdfa', count: 3, name: 'Zelt Fjord 2' },
  OFFER_OF_URL_VARIANT: { method: 'json-ld', count: 4 },
  OFFERS_TOOK_LOWEST_NEW_IN_STOCK: { method: 'json-ld', count: 4, min: '79.95', max: '149.95', currency: 'EUR' },
  OFFERS_TOOK_LOWEST_NEW_STOCK_UNKNOWN: { method: 'selectors', count: 4, min: '79.95', max: '149.95', currency: 'EUR' },
  OFFERS_TOOK_LOWEST_NEW_NONE_IN_STOCK: { method: 'meta', count: 4, min: '79.95', max: '149.95', currency: 'EUR' },
  OFFERS_TOOK_LOWEST_ANY_CONDITION: { method: 'json-ld', count: 4, min: '79.95', max: '149.95', currency: '' },
  PRICE_TABLE_ROW_SELECTOR_INVALID: { selector: 'tr..offer' },
  PRICE_TABLE_NO_ROWS: { selector: 'tr.offer' },
  PRICE_TABLE_BOT_WALL: {},
  PRICE_TABLE_SEARCH_OVERVIEW: {},
  PRICE_TABLE_NOT_FOUND: {},
};

const line = (code: ScrapeLogCode) => ({ code, params: EXAMPLES[code], message: `English message of ${code}` });

describe('scrapeLogText', () => {
  const de = i18nFor('de-DE');
  const en = i18nFor('en');

  it.each(SCRAPE_LOG_CODES)('says %s in German, with every value filled in', (code) => {
    const german = scrapeLogText(line(code), de);
    expect(german).not.toContain(code);
    expect(german).not.toContain('MISSING');
    expect(german).not.toContain('English message');
    // A placeholder left over, or a value the line lacked (shown as a dash).
    expect(german).not.toMatch(/[{}]|–|undefined|NaN/);
    expect(german).not.toBe(scrapeLogText(line(code), en));
  });

  it('formats prices, counts and durations in the locale and translates labels', () => {
    expect(scrapeLogText(line('PAGE_OK'), de)).toMatch(/^Preis ausgelesen: 1\.299,00\s€\.$/);
    expect(scrapeLogText(line('PAGE_OK'), en)).toMatch(/^Price read: €1,299\.00\.$/);
    expect(scrapeLogText(line('HTTP_RESULT'), de)).toBe('HTTP 200, 12.345 Zeichen.');
    expect(scrapeLogText({ ...line('HTTP_RESULT'), params: { status: 200, characters: 1 } }, en)).toBe('HTTP 200, 1 character.');
    expect(scrapeLogText(line('OFFERS_TOOK_LOWEST_NEW_IN_STOCK'), de)).toMatch(/^JSON-LD: 4 Angebote mit unterschiedlichen Preisen \(79,95\s€ bis 149,95\s€\); /);
    expect(scrapeLogText(line('OFFERS_TOOK_LOWEST_ANY_CONDITION'), de)).toContain('(79,95 bis 149,95)');
    expect(scrapeLogText(line('PAGE_STATUS'), de)).toBe('Seitenstatus: Seite nicht gefunden (404).');
    expect(scrapeLogText(line('PRICE_FLAGGED'), de)).toContain('markiert: Der Preis weicht stark vom letzten gültigen Preis ab. Er wird');
    expect(scrapeLogText(line('FETCH_TIMEOUT'), de)).toMatch(/30/);
    expect(scrapeLogText(line('JSONLD_INVALID_BLOCKS'), de)).toBe('JSON-LD: 2 Blöcke sind kein gültiges JSON und wurden übersprungen.');
    expect(scrapeLogText({ ...line('SEVERAL_PRODUCTS_TOOK_FIRST'), params: { method: 'rdfa', count: 2, name: '' } }, de)).toContain('„unbenannt“');
  });

  it('shows the message of a line written before codes existed, or with a code it does not know', () => {
    expect(scrapeLogText({ message: 'Fetching https://shop.example/p/1 with crawlee-cheerio-crawler' }, de)).toBe('Fetching https://shop.example/p/1 with crawlee-cheerio-crawler');
    const fromNewerScraper = { code: 'SOMETHING_NEW', params: {}, message: 'Something new' } as unknown as Parameters<typeof scrapeLogText>[0];
    expect(scrapeLogText(fromNewerScraper, de)).toBe('Something new');
  });
});
