import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Select, tokens, useId } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { activateLocale } from './i18n.ts';
import { APP_LOCALES, localeForLanguage } from './locales.ts';
import type { AppLocale } from './locales.ts';

// Language names stay in their own language, whatever the active locale.
const LANGUAGE_NAMES: Record<AppLocale, MessageDescriptor> = {
  'de-DE': msg({ message: 'Deutsch', comment: 'Name of the German language, in German' }),
  en: msg({ message: 'English', comment: 'Name of the English language, in English' }),
};

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Compact language picker for pages shown before the profile (and its setting) is known. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const id = useId('language');

  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {t`Language`}
      </label>
      <Select
        id={id}
        size="small"
        appearance="underline"
        value={localeForLanguage(i18n.locale)}
        onChange={(_event, data) => {
          void activateLocale(localeForLanguage(data.value));
        }}
      >
        {APP_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {i18n._(LANGUAGE_NAMES[locale])}
          </option>
        ))}
      </Select>
    </div>
  );
}
