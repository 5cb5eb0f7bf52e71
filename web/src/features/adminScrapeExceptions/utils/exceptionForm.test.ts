import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiError.ts';
import { EMPTY_SCRAPE_EXCEPTION_FORM, formFromException, issuesByField, toScrapeExceptionBody } from './exceptionForm.ts';

describe('scrape exception form', () => {
  it('builds the body from the fields and the JSON texts', () => {
    expect(toScrapeExceptionBody({ code: ' shop-x ', hostname: 'shop.example ', pathPattern: ' ', instructions: '{"price": ".p"}', settings: '{}' })).toEqual({
      ok: true,
      body: { code: 'shop-x', scope: { hostname: 'shop.example', pathPattern: null }, instructions: { price: '.p' }, settings: {} },
    });
  });

  it('reports broken JSON per text area', () => {
    expect(toScrapeExceptionBody({ ...EMPTY_SCRAPE_EXCEPTION_FORM, instructions: '{"price": ', settings: '{\n  x: 1\n}' })).toEqual({
      ok: false,
      syntax: { instructions: { line: 1, column: 10 }, settings: { line: 2, column: 3 } },
    });
  });

  it('shows a stored exception as pretty JSON', () => {
    const form = formFromException({ id: 'x', code: 'c-1', scope: { hostname: 'h.example', pathPattern: null }, instructions: { price: '.p' }, settings: {}, createdAt: '', updatedAt: '' });
    expect(form).toEqual({ code: 'c-1', hostname: 'h.example', pathPattern: '', instructions: '{\n  "price": ".p"\n}', settings: '{}' });
  });

  it("puts the API's issues beside the fields they concern", () => {
    const issue = (part: string, path: string, problem: string) => ({ part, path, problem, message: `${part}.${path}` });
    const error = new ApiError('SCRAPE_EXCEPTION_INVALID', 400, {
      statusCode: 400,
      code: 'SCRAPE_EXCEPTION_INVALID',
      error: 'not valid',
      details: { issues: [issue('code', '', 'INVALID_CODE'), issue('scope', 'pathPattern', 'INVALID_REGEX'), issue('scope', 'hostname', 'INVALID_DOMAIN'), issue('instructions', 'price', 'INVALID_SELECTOR'), issue('body', '', 'UNKNOWN_KEYS')] },
    });
    const byField = issuesByField(error);
    expect(Object.fromEntries(Object.entries(byField).map(([field, issues]) => [field, issues.map((i) => i.problem)]))).toEqual({
      code: ['INVALID_CODE'],
      pathPattern: ['INVALID_REGEX'],
      hostname: ['INVALID_DOMAIN'],
      instructions: ['INVALID_SELECTOR'],
      general: ['UNKNOWN_KEYS'],
    });
    expect(issuesByField(new ApiError('SCRAPE_EXCEPTION_CODE_TAKEN', 409, null))).toEqual({});
  });
});
