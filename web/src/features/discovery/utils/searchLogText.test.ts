import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { parsePo } from '../../../i18n/poCatalog.ts';
import { searchLogText } from './searchLogText.ts';

// Web tests run without the Lingui compiler: `msg` does here what the macro does at build time for a literal message.
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
  const entries = parsePo(readFileSync(new URL(`../../../locales/${locale}/messages.po`, import.meta.url), 'utf8'));
  const messages = Object.fromEntries(entries.map((entry) => [generateMessageId(entry.id, entry.context ?? ''), entry.translations[0] ?? '']));
  const i18n = setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => `MISSING ${id}` });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

describe('search log text', () => {
  const en = i18nFor('en');
  const de = i18nFor('de-DE');
  it('words each code with its values in the user language', () => {
    expect(searchLogText({ code: 'SEARCHING', params: { url: 'http://shop.example/search?q=Zelt' } }, en)).toBe('Searching http://shop.example/search?q=Zelt');
    expect(searchLogText({ code: 'RESULT_LINKS', params: { count: 1 } }, en)).toBe('1 result link on the search page.');
    expect(searchLogText({ code: 'RESULT_LINKS', params: { count: 3 } }, de)).toBe('3 Ergebnis-Links auf der Suchseite.');
    expect(searchLogText({ code: 'CANDIDATE_SCORED', params: { url: 'u', title: 'Zelt', result: 'SAME', probability: 0.97 } }, en)).toBe('u: Zelt – Same product, 97%.');
    expect(searchLogText({ code: 'STOPPED', params: { reason: 'SEARCH_PAGE_BLOCKED', detail: 'HTTP 403' } }, de)).toBe('Abgebrochen: Die Suchseite hat unsere Anfrage blockiert. HTTP 403');
    expect(searchLogText({ code: 'GIVEN_UP', params: { trials: 3 } }, de)).toBe('Nach 3 Versuchen aufgegeben.');
    expect(searchLogText({ code: 'SEARCH_API_QUERY', params: { query: 'Nordkap Fjord 2' } }, de)).toBe('Suchdienst wird nach „Nordkap Fjord 2“ gefragt');
    expect(searchLogText({ code: 'CANDIDATE_HOST_NOT_CONNECTED', params: { url: 'https://other.example/p' } }, en)).toBe("https://other.example/p: not on the source's host, left out.");
    expect(searchLogText({ code: 'STOPPED', params: { reason: 'SEARCH_API_QUOTA', detail: '' } }, en)).toBe('Stopped: The search service refused: its quota or rate limit is used up.');
    expect(searchLogText({ code: 'IMAGE_NOT_HASHED', params: { url: 'u', reason: 'IMAGE_TOO_LARGE' } }, en)).toBe('u: the image is not compared (it is larger than the size limit).');
    expect(searchLogText({ code: 'IMAGE_NOT_HASHED', params: { url: 'u', reason: 'IMAGE_NOT_LOADED' } }, de)).toBe('u: Das Bild wird nicht verglichen (es wurde nicht geladen).');
  });
});
