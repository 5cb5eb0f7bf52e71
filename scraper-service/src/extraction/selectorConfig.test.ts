import { describe, expect, it } from 'vitest';
import { parseSelectorConfig, ruleOf } from './selectorConfig.ts';

describe('parseSelectorConfig', () => {
  it('accepts objects and JSON texts, rule shorthands and long forms, and keeps unknown settings', () => {
    const parsed = parseSelectorConfig({
      instructions: JSON.stringify({ price: '.price', name: ['h1.title', 'h1'], image: { selector: 'img.main', attribute: 'data-src' }, priceTable: { row: 'tr.offer', price: '.p' } }),
      settings: { decimalSeparator: ',', currency: 'eur', crawler: 'crawlee-cheerio-crawler' },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.settings).toEqual({ decimalSeparator: ',', currency: 'EUR', crawler: 'crawlee-cheerio-crawler' });
    expect(ruleOf(parsed.config.instructions.name as never)).toEqual({ selectors: ['h1.title', 'h1'], attribute: null, regex: null });
    expect(ruleOf(parsed.config.instructions.image as never)).toEqual({ selectors: ['img.main'], attribute: 'data-src', regex: null });
  });

  it('refuses bad JSON, bad regexes, unknown rule keys, bad separators and currencies with a message', () => {
    expect(parseSelectorConfig({ instructions: '{ price: ' })).toEqual({
      ok: false,
      error: 'instructions: not valid JSON',
      issues: [{ part: 'instructions', path: '', problem: 'WRONG_TYPE', expected: 'object', message: 'instructions: not valid JSON' }],
    });
    const badRegex = parseSelectorConfig({ instructions: { price: { selector: '.p', regex: '(' } } });
    expect(badRegex.ok).toBe(false);
    expect(parseSelectorConfig({ instructions: { price: { selecter: '.p' } } }).ok).toBe(false);
    const separator = parseSelectorConfig({ instructions: {}, settings: { decimalSeparator: ';' } });
    expect(separator).toMatchObject({ ok: false });
    expect(!separator.ok && separator.error).toContain('settings.decimalSeparator: expected one of');
    expect(parseSelectorConfig({ instructions: {}, settings: { currency: 'Euro' } }).ok).toBe(false);
    expect(parseSelectorConfig({ instructions: { priceTable: { price: '.p' } } }).ok).toBe(false);
  });

  it('refuses unknown keys and selectors Cheerio cannot run, naming where', () => {
    const parsed = parseSelectorConfig({ instructions: { price: '.p:price', prize: '.p' }, settings: { decimalSeperator: ',' } });
    expect(parsed).toMatchObject({ ok: false, issues: [
      { part: 'instructions', path: '', problem: 'UNKNOWN_KEYS', keys: ['prize'] },
      { part: 'settings', path: '', problem: 'UNKNOWN_KEYS', keys: ['decimalSeperator'] },
      { part: 'instructions', path: 'price', problem: 'INVALID_SELECTOR' },
    ] });
    expect(parseSelectorConfig({ instructions: { price: '.p:price' } })).toMatchObject({ ok: false, issues: [{ part: 'instructions', path: 'price', problem: 'INVALID_SELECTOR' }] });
  });
});
