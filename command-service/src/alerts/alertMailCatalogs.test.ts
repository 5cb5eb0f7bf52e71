/**
 * The alert e-mails' Lingui catalogs (locales/{de,en}/messages.po, compiled to messages.ts):
 * every message of alertMailMessages.ts is translated in both languages with the same
 * placeholders, and the compiled catalogs the server loads match the .po files. Fails after a
 * text was added or changed until `npm run alerts:i18n` ran and the German text was written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ALL_MAIL_MESSAGES } from './alertMailMessages.ts';
import { messages as compiledDe } from './locales/de/messages.ts';
import { messages as compiledEn } from './locales/en/messages.ts';

const LOCALES = { de: compiledDe, en: compiledEn } as const;

/** msgid → msgstr of a .po file (header and obsolete entries skipped; strings may continue on the next lines). */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`./locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const unquote = (s: string) => JSON.parse(s) as string;
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => !l.startsWith('#'));
    let field: 'msgid' | 'msgstr' | null = null;
    const values = { msgid: '', msgstr: '' };
    for (const line of lines) {
      const start = /^(msgid|msgstr) (".*")$/.exec(line);
      if (start) {
        field = start[1] as 'msgid' | 'msgstr';
        values[field] = unquote(start[2]!);
      } else if (field && line.startsWith('"')) values[field] += unquote(line);
    }
    if (values.msgid !== '') entries.set(values.msgid, values.msgstr);
  }
  return entries;
}

// A placeholder is `{name}` or `{name, plural, …}`; the words of a plural branch (`{Your …`) are none.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('alert e-mail catalogs', () => {
  const ids = ALL_MAIL_MESSAGES.map((m) => m.id).sort();

  it.each(Object.keys(LOCALES))('%s has exactly the messages of the e-mails, each translated', (locale) => {
    const po = readPo(locale);
    expect([...po.keys()].sort(), 'run npm run alerts:i18n').toEqual(ids);
    expect([...po].filter(([, text]) => text.trim() === '').map(([id]) => id), `untranslated in ${locale}`).toEqual([]);
  });

  it('keeps the English source texts and every placeholder in German', () => {
    const en = readPo('en');
    const de = readPo('de');
    for (const message of ALL_MAIL_MESSAGES) {
      expect(en.get(message.id), 'run npm run alerts:i18n').toBe(message.message);
      expect(placeholders(de.get(message.id) ?? ''), message.id).toEqual(placeholders(message.message));
    }
  });

  it.each(Object.keys(LOCALES))('%s is compiled from its .po file as it stands', (locale) => {
    const compiled = LOCALES[locale as keyof typeof LOCALES];
    const fromPo = Object.fromEntries([...readPo(locale)].map(([id, text]) => [id, compileMessage(text)]));
    expect(compiled, 'run npm run alerts:i18n').toEqual(fromPo);
  });
});
