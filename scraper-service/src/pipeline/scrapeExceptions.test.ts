import { describe, expect, it } from 'vitest';
import { emptyScrapeExceptions, evolveScrapeExceptions, exceptionFor } from './scrapeExceptions.ts';
import { recorded } from './testEvents.ts';

const AT = '2026-03-10T14:00:00.000Z';
const created = (exceptionId: string, code: string, pathPattern: string | null, instructions: Record<string, unknown>, settings: Record<string, unknown> = {}) =>
  recorded('ScrapeExceptionCreated', { exceptionId, code, scope: { hostname: 'trailmarkt.demo.test', pathPattern }, instructions, settings }, AT, null);

function view(...events: ReturnType<typeof recorded>[]) {
  const v = emptyScrapeExceptions();
  for (const e of events) evolveScrapeExceptions(v, e);
  return v;
}

describe('scrape exceptions for a page', () => {
  it('applies the exceptions of the source host, www. or not, and none elsewhere', () => {
    const v = view(created('x1', 'trailmarkt-plain', null, { price: '.preis' }, { currency: 'EUR' }));
    expect(exceptionFor(v, 'trailmarkt.demo.test', 'https://www.trailmarkt.demo.test/artikel/1')).toEqual({
      codes: ['trailmarkt-plain'],
      config: { instructions: { price: '.preis' }, settings: { currency: 'EUR' } },
      settings: { currency: 'EUR' },
    });
    expect(exceptionFor(v, 'bergsport-shop.demo.test', 'https://bergsport-shop.demo.test/artikel/1')).toBeNull();
  });

  it('narrows by the path pattern and lets the narrower exception override single fields', () => {
    const v = view(
      created('x1', 'trailmarkt-plain', null, { price: '.preis', name: 'h1' }, { currency: 'EUR', timeoutMs: 5_000 }),
      created('x2', 'trailmarkt-sale', '^/sale/', { price: '.sale-preis' }, { timeoutMs: 9_000 }),
    );
    expect(exceptionFor(v, 'trailmarkt.demo.test', 'https://trailmarkt.demo.test/artikel/1')?.codes).toEqual(['trailmarkt-plain']);
    const sale = exceptionFor(v, 'trailmarkt.demo.test', 'https://trailmarkt.demo.test/SALE/1?x=1');
    expect(sale?.codes).toEqual(['trailmarkt-plain', 'trailmarkt-sale']);
    expect(sale?.config.instructions).toEqual({ price: '.sale-preis', name: 'h1' });
    expect(sale?.settings).toEqual({ currency: 'EUR', timeoutMs: 9_000 });
  });

  it('follows updates and deletions', () => {
    const v = view(
      created('x1', 'trailmarkt-plain', null, { price: '.preis' }),
      recorded('ScrapeExceptionUpdated', { exceptionId: 'x1', changes: { scope: { hostname: 'trailmarkt.demo.test', pathPattern: '^/artikel/' }, instructions: { price: '.neu' } } }, AT, null),
    );
    expect(exceptionFor(v, 'trailmarkt.demo.test', 'https://trailmarkt.demo.test/kategorie/zelte')).toBeNull();
    expect(exceptionFor(v, 'trailmarkt.demo.test', 'https://trailmarkt.demo.test/artikel/7')?.config.instructions).toEqual({ price: '.neu' });
    evolveScrapeExceptions(v, recorded('ScrapeExceptionDeleted', { exceptionId: 'x1', code: 'trailmarkt-plain' }, AT, null));
    expect(exceptionFor(v, 'trailmarkt.demo.test', 'https://trailmarkt.demo.test/artikel/7')).toBeNull();
  });

  it('tests path patterns with RE2: linear time, and a stored pattern RE2 cannot run applies nowhere', () => {
    const v = view(
      created('x1', 'trailmarkt-catastrophic', '^/(a+)+$', { price: '.preis' }),
      // Stored before patterns were checked for RE2: lookahead is not RE2 syntax.
      created('x2', 'trailmarkt-lookahead', '^/(?=sale)', { price: '.sale-preis' }),
    );
    // Backtracking would need 2^1999 steps here; RE2 answers in one pass.
    expect(exceptionFor(v, 'trailmarkt.demo.test', `https://trailmarkt.demo.test/${'a'.repeat(1_999)}!`)).toBeNull();
    expect(exceptionFor(v, 'trailmarkt.demo.test', 'https://trailmarkt.demo.test/aaa')?.codes).toEqual(['trailmarkt-catastrophic']);
    expect(exceptionFor(v, 'trailmarkt.demo.test', 'https://trailmarkt.demo.test/sale/1')).toBeNull();
  });
});
