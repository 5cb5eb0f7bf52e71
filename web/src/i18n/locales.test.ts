import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@pm/contracts';
import { APP_LOCALES, DEFAULT_LOCALE, localeForLanguage } from './locales.ts';

describe('localeForLanguage', () => {
  it('maps every language setting of the contracts to a shipped locale', () => {
    expect(localeForLanguage('de-DE')).toBe('de-DE');
    expect(localeForLanguage('de')).toBe('de-DE');
    expect(localeForLanguage('en-US')).toBe('en');
    expect(localeForLanguage('en')).toBe('en');
    for (const language of LANGUAGES) expect(APP_LOCALES).toContain(localeForLanguage(language));
  });

  it('falls back to the default de-DE for missing or unknown settings', () => {
    expect(DEFAULT_LOCALE).toBe('de-DE');
    expect(localeForLanguage(undefined)).toBe('de-DE');
    expect(localeForLanguage('fr-FR')).toBe('de-DE');
  });
});
