import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import type { Profile } from '@pm/contracts';
import { activateLocale } from '../../../i18n/i18n.ts';
import { APP_LOCALES, localeForLanguage } from '../../../i18n/locales.ts';
import type { AppLocale } from '../../../i18n/locales.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useUpdateUserSettings } from '../../../lib/api/updateUserSettings.ts';

// Each language is named in its own language, so it can be found whatever is active.
const LANGUAGE_NAMES: Record<AppLocale, MessageDescriptor> = {
  'de-DE': msg({ message: 'Deutsch', comment: 'Name of the German language, in German' }),
  en: msg({ message: 'English', comment: 'Name of the English language, in English' }),
};

const SAVED = msg`Language saved.`;

/** Picks the interface language: applied at once and saved to the user's settings. */
export function LanguageForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const updateSettings = useUpdateUserSettings();
  const notify = useNotify();
  const current = localeForLanguage(profile.settings.language);
  // The choice shows at once; the profile (updated optimistically a tick later) is the truth again once the save settles.
  const [chosen, setChosen] = useState<AppLocale | null>(null);

  const choose = (value: string) => {
    const locale = localeForLanguage(value);
    if (locale === (chosen ?? current)) return;
    setChosen(locale);
    const activated = activateLocale(locale);
    // Failures are rolled back and reported by the settings mutation itself. The notice waits for
    // the new language's catalog (loaded on first use), so it is said in the language just chosen.
    updateSettings.mutate({ language: locale }, { onSuccess: () => void activated.then(() => notify.success(i18n._(SAVED))), onSettled: () => setChosen(null) });
  };

  return (
    <RadioGroup aria-label={t`Interface language`} value={chosen ?? current} onChange={(_event, data) => choose(data.value)}>
      {APP_LOCALES.map((locale) => (
        <Radio key={locale} value={locale} label={<span lang={locale}>{i18n._(LANGUAGE_NAMES[locale])}</span>} />
      ))}
    </RadioGroup>
  );
}
