import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import type { AppLocale } from './locales.ts';

// Catalogs are .po files compiled by the Lingui Vite plugin; each locale is its own chunk.
const catalogLoaders: Record<AppLocale, () => Promise<{ messages: Messages }>> = {
  'de-DE': () => import('../locales/de-DE/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

let requested: AppLocale | null = null;

/** Loads the catalog of `locale` and switches the UI to it (a later call wins over an earlier one). */
export async function activateLocale(locale: AppLocale): Promise<void> {
  requested = locale;
  if (i18n.locale === locale) return;
  const { messages } = await catalogLoaders[locale]();
  if (requested !== locale) return;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };
