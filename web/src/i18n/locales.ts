/** Locales the app ships catalogs for (lingui.config.ts). */
export const APP_LOCALES = ['de-DE', 'en'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The spec's default interface language, used before the profile says otherwise. */
export const DEFAULT_LOCALE: AppLocale = 'de-DE';

/** Maps a language setting of the profile (de-DE, en-US, de, en) to a catalog locale. */
export function localeForLanguage(language: string | null | undefined): AppLocale {
  const primary = language?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'de') return 'de-DE';
  if (primary === 'en') return 'en';
  return DEFAULT_LOCALE;
}
