import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { parsePo } from '../../i18n/poCatalog.ts';
import { fieldSourceText } from './extractionLabels.ts';

// Web tests run without the Lingui compiler: `msg` does here what the macro does at build time.
vi.mock('@lingui/core/macro', async () => {
  const { generateMessageId: idOf } = await import('@lingui/message-utils/generateMessageId');
  return {
    msg: (input: TemplateStringsArray | { message: string; context?: string }) => {
      if (!('raw' in input)) return { id: idOf(input.message, input.context ?? ''), message: input.message };
      return { id: idOf(input[0] ?? ''), message: input[0] };
    },
  };
});

function i18nFor(locale: 'de-DE' | 'en'): I18n {
  const entries = parsePo(readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8'));
  const messages = Object.fromEntries(entries.map((entry) => [generateMessageId(entry.id, entry.context ?? ''), entry.translations[0] ?? '']));
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
const plain = (s: string | null) => s?.replace(/\u00a0|\u202f/g, ' ') ?? null;

describe('fieldSourceText', () => {
  it('names the method and the confidence as a percentage in the locale', () => {
    const offer = { sources: { price: 'json-ld', availability: 'visible' }, confidence: { price: 0.9, availability: 0.65 } };
    expect(plain(fieldSourceText(offer, 'price', i18nFor('de-DE')))).toBe('JSON-LD · 90 %');
    expect(plain(fieldSourceText(offer, 'availability', i18nFor('de-DE')))).toBe('Sichtbare Seite · 65 %');
    expect(plain(fieldSourceText(offer, 'availability', i18nFor('en')))).toBe('Visible page · 65%');
  });
  it('shows an unknown method as it came, without a confidence when none was recorded', () => {
    expect(fieldSourceText({ sources: { price: 'ocr' } }, 'price', i18nFor('en'))).toBe('ocr');
  });
  it('is empty for offers recorded before methods were kept', () => {
    expect(fieldSourceText({}, 'price', i18nFor('en'))).toBeNull();
    expect(fieldSourceText(null, 'price', i18nFor('en'))).toBeNull();
  });
});
