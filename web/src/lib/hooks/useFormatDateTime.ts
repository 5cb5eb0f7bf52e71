import { useMemo } from 'react';
import { useLingui } from '@lingui/react';

/** Formats an ISO timestamp as date and time in the active language (e.g. 24.11.2026, 07:15). */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [i18n.locale]);
}
