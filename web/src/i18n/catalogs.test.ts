import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from './locales.ts';
import { parsePo } from './poCatalog.ts';
import type { PoEntry } from './poCatalog.ts';

function readCatalog(locale: string): PoEntry[] {
  return parsePo(readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8'));
}

const key = (entry: PoEntry) => `${entry.context ?? ''}\u0004${entry.id}`;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  const catalogs = APP_LOCALES.map((locale) => ({ locale, entries: readCatalog(locale) }));

  it('are not empty', () => {
    for (const { entries } of catalogs) expect(entries.length).toBeGreaterThan(0);
  });

  it.each(APP_LOCALES)('%s translates every message', (locale) => {
    const entries = readCatalog(locale);
    const untranslated = entries
      .filter((entry) => entry.translations.length === 0 || entry.translations.some((text) => text.trim() === ''))
      .map((entry) => entry.id);
    expect(untranslated, `untranslated in ${locale} (run npm run extract, then translate)`).toEqual([]);
  });

  it('contain the same messages', () => {
    const [first, ...rest] = catalogs;
    for (const other of rest) {
      expect(other.entries.map(key).sort(), `${other.locale} vs ${first?.locale}`).toEqual(
        first?.entries.map(key).sort(),
      );
    }
  });

  it.each(APP_LOCALES)('%s keeps the placeholders of each message', (locale) => {
    const broken = readCatalog(locale)
      .filter((entry) => entry.translations.some((text) => placeholders(text).join() !== placeholders(entry.id).join()))
      .map((entry) => entry.id);
    expect(broken).toEqual([]);
  });
});

describe('parsePo', () => {
  it('reads contexts, multi-line strings, escapes and plurals, and skips header and obsolete entries', () => {
    const entries = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: de-DE\\n"',
        '',
        '#. a comment',
        'msgctxt "button"',
        'msgid "Say \\"hi\\""',
        'msgstr ""',
        '"Sag "',
        '"\\"hallo\\""',
        '',
        'msgid "One"',
        'msgid_plural "Many"',
        'msgstr[0] "Eins"',
        'msgstr[1] ""',
        '',
        '#~ msgid "Gone"',
        '#~ msgstr "Weg"',
      ].join('\n'),
    );
    expect(entries).toEqual([
      { context: 'button', id: 'Say "hi"', translations: ['Sag "hallo"'] },
      { context: null, id: 'One', translations: ['Eins', ''] },
    ]);
  });
});
