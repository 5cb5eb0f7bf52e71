import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeExceptionSchema } from '@pm/contracts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/** /api/admin/scrape-exceptions: platform admins create, read, change and delete scrape exceptions. */
describe('scrape exceptions API', () => {
  let t: TestProduct;
  let platform: string;
  let companyAdmin: string;

  const inject = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) => {
    const response = await t.product.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };

  const exception = {
    code: 'alpin-discount-plain',
    scope: { hostname: 'alpin-discount.demo.test', pathPattern: '^/artikel/' },
    instructions: {
      price: '#preis .aktuell',
      availability: { selector: '.status', regex: 'Status: (.+)' },
      availabilityValues: { 'Sofort ab Lager': 'InStock' },
      image: { selector: ['.bild img[data-zoom]', '.bild img'], attribute: 'data-zoom' },
    },
    settings: { decimalSeparator: ',', currency: 'EUR', crawler: 'crawlee-playwright-crawler', waitForSelector: '#preis', timeoutMs: 20_000, headers: { 'Accept-Language': 'de-DE' } },
  };

  beforeAll(async () => {
    t = await startTestProduct();
    platform = await t.signIn('platform@demo.example');
    companyAdmin = await t.signIn('admin@demo.example');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('creates, lists, reads, updates and deletes an exception', async () => {
    const created = await inject('POST', '/api/admin/scrape-exceptions', platform, exception);
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const list = await inject('GET', `/api/admin/scrape-exceptions?minPosition=${created.body.position}`, platform);
    expect(list.status).toBe(200);
    const listed = scrapeExceptionSchema.array().parse(list.body);
    expect(listed).toEqual([expect.objectContaining({ id, code: exception.code, scope: exception.scope, instructions: exception.instructions, settings: exception.settings })]);
    expect(listed[0]?.createdAt).toBe(listed[0]?.updatedAt);

    const updated = await inject('PUT', `/api/admin/scrape-exceptions/${id}`, platform, { code: 'alpin-discount-v2', scope: { hostname: 'alpin-discount.demo.test' }, instructions: { price: '.preis' } });
    expect(updated.status).toBe(200);
    const one = await inject('GET', `/api/admin/scrape-exceptions/${id}?minPosition=${updated.body.position}`, platform);
    expect(scrapeExceptionSchema.parse(one.body)).toMatchObject({ code: 'alpin-discount-v2', scope: { hostname: 'alpin-discount.demo.test', pathPattern: null }, instructions: { price: '.preis' }, settings: exception.settings });

    // The old code is free again once renamed; the new one is taken.
    const reuse = await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, instructions: {} });
    expect(reuse.status).toBe(201);
    expect((await inject('PUT', `/api/admin/scrape-exceptions/${reuse.body.id}`, platform, { code: 'alpin-discount-v2' })).body.code).toBe('SCRAPE_EXCEPTION_CODE_TAKEN');

    const deleted = await inject('DELETE', `/api/admin/scrape-exceptions/${id}`, platform);
    expect(deleted.status).toBe(200);
    const after = await inject('GET', `/api/admin/scrape-exceptions?minPosition=${deleted.body.position}`, platform);
    expect(after.body.map((e: { code: string }) => e.code)).toEqual([exception.code]);
    expect((await inject('GET', `/api/admin/scrape-exceptions/${id}`, platform)).status).toBe(404);
    expect((await inject('DELETE', `/api/admin/scrape-exceptions/${id}`, platform)).body.code).toBe('SCRAPE_EXCEPTION_NOT_FOUND');
    expect((await inject('PUT', `/api/admin/scrape-exceptions/${id}`, platform, { code: 'x-y-z' })).body.code).toBe('SCRAPE_EXCEPTION_NOT_FOUND');
    // A deleted exception's code can be used again.
    expect((await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'alpin-discount-v2' })).status).toBe(201);
  });

  it('refuses a duplicate code with 409', async () => {
    const first = await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'twice-the-same' });
    expect(first.status).toBe(201);
    const second = await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'twice-the-same', scope: { hostname: 'other.example' } });
    expect(second).toMatchObject({ status: 409, body: { code: 'SCRAPE_EXCEPTION_CODE_TAKEN' } });
  });

  it('answers bad shapes with 400 SCRAPE_EXCEPTION_INVALID and every issue', async () => {
    const bad = await inject('POST', '/api/admin/scrape-exceptions', platform, {
      code: 'Not A Slug',
      scope: { hostname: 'https://shop.example', pathPattern: '([' },
      instructions: { price: { selecter: '.p' }, prise: '.p' },
      settings: { crawler: 'scrapeops', timeoutMs: 999_999, headers: { Host: 'evil.example' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('SCRAPE_EXCEPTION_INVALID');
    expect(bad.body.error).toMatch(/^The scrape exception is not valid: /);
    const problems = (bad.body.details.issues as { part: string; path: string; problem: string }[]).map((i) => `${i.part}:${i.path}:${i.problem}`);
    expect(problems).toEqual(expect.arrayContaining([
      'code::INVALID_CODE',
      'scope:hostname:INVALID_DOMAIN',
      'scope:pathPattern:INVALID_REGEX',
      'instructions:price:UNKNOWN_KEYS',
      'instructions::UNKNOWN_KEYS',
      'settings:crawler:NOT_ALLOWED_VALUE',
      'settings:timeoutMs:TOO_BIG',
      'settings:headers.Host:FORBIDDEN_HEADER',
    ]));
    // Selectors are checked beside the shape, so every problem shows at once.
    const mixed = await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'mixed', instructions: { prise: '.p', price: 'span:preis' } });
    expect((mixed.body.details.issues as { part: string; path: string; problem: string }[]).map((i) => `${i.part}:${i.path}:${i.problem}`)).toEqual(['instructions::UNKNOWN_KEYS', 'instructions:price:INVALID_SELECTOR']);

    const css = await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'bad-css', instructions: { price: ['.ok', 'span[data-x'], priceTable: { row: 'tr:bogus' } }, settings: { waitForSelector: '##' } });
    expect(css.status).toBe(400);
    expect(css.body.details.issues).toEqual([
      expect.objectContaining({ part: 'instructions', path: 'price.1', problem: 'INVALID_SELECTOR', detail: expect.any(String) }),
      expect.objectContaining({ part: 'instructions', path: 'priceTable.row', problem: 'INVALID_SELECTOR' }),
      expect.objectContaining({ part: 'settings', path: 'waitForSelector', problem: 'INVALID_SELECTOR' }),
    ]);

    expect((await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'no-json', instructions: '{"price": ".p"}' })).body.details.issues).toEqual([
      expect.objectContaining({ part: 'instructions', problem: 'WRONG_TYPE', expected: 'object' }),
    ]);
    const empty = await inject('PUT', `/api/admin/scrape-exceptions/${(await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'to-be-emptied' })).body.id}`, platform, {});
    expect(empty).toMatchObject({ status: 400, body: { code: 'SCRAPE_EXCEPTION_INVALID' } });
    expect((await inject('PUT', '/api/admin/scrape-exceptions/not-a-uuid', platform, { code: 'abc' })).body.code).toBe('VALIDATION_FAILED');
    const broken = await t.product.app.inject({ method: 'POST', url: '/api/admin/scrape-exceptions', headers: { authorization: `Bearer ${platform}`, 'content-type': 'application/json' }, payload: '{ "code": "x", "instructions": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_JSON');
    // Nothing of the refused requests was written.
    const list = await inject('GET', '/api/admin/scrape-exceptions', platform);
    expect(list.body.map((e: { code: string }) => e.code)).not.toContain('bad-css');
  });

  it('is for platform admins only', async () => {
    expect((await inject('GET', '/api/admin/scrape-exceptions', companyAdmin)).status).toBe(403);
    expect((await inject('POST', '/api/admin/scrape-exceptions', companyAdmin, { ...exception, code: 'not-mine' })).status).toBe(403);
    const mine = await inject('POST', '/api/admin/scrape-exceptions', platform, { ...exception, code: 'only-admins' });
    expect((await inject('PUT', `/api/admin/scrape-exceptions/${mine.body.id}`, companyAdmin, { code: 'taken-over' })).body.code).toBe('FORBIDDEN');
    expect((await inject('DELETE', `/api/admin/scrape-exceptions/${mine.body.id}`, companyAdmin)).status).toBe(403);
    expect((await t.product.app.inject({ method: 'GET', url: '/api/admin/scrape-exceptions' })).statusCode).toBe(401);
  });
});
