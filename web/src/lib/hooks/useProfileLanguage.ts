import { useEffect } from 'react';
import { activateLocale } from '../../i18n/i18n.ts';
import { localeForLanguage } from '../../i18n/locales.ts';
import { useProfile } from '../api/profileQuery.ts';

/** Applies the language of the user's settings once the profile is loaded (spec §4). */
export function useProfileLanguage(): void {
  const language = useProfile().data?.settings.language;
  useEffect(() => {
    if (language) void activateLocale(localeForLanguage(language));
  }, [language]);
}
