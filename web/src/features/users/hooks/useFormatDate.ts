import { useMemo } from 'react';
import { useLingui } from '@lingui/react';

/** Formats an ISO timestamp as a date in the active language (e.g. 24.11.2026 / Nov 24, 2026). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
    return (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [i18n.locale]);
}
