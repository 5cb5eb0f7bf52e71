import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@fluentui/react-components';
import { FormDialog } from '../../../components/FormDialog.tsx';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useChangeSourceSettings } from '../api/changeSourceSettings.ts';
import { useScrapeProxies } from '../api/scrapeProxies.ts';
import { sourceSettingsValues, toSourceSettingsBody } from '../utils/validateSourceForm.ts';
import type { SourceSettingsValues } from '../utils/validateSourceForm.ts';
import { SourceSettingsFields } from './SourceSettingsFields.tsx';

export interface SourceSettingsDialogProps {
  companyId: string;
  source: ConnectedSource;
  open: boolean;
  onClose(): void;
}

/** The company's own settings of a connected source: scraping on or off, frequency, proxy. Give it a new `key` per opening. */
export function SourceSettingsDialog({ companyId, source, open, onClose }: SourceSettingsDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const change = useChangeSourceSettings(companyId, source.id);
  const proxies = useScrapeProxies(companyId, open);
  const [values, setValues] = useState<SourceSettingsValues>(() => sourceSettingsValues(source));
  const setField =
    <Key extends keyof SourceSettingsValues>(key: Key) =>
    (value: SourceSettingsValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const name = source.name;

  const onSubmit = () => {
    const body = toSourceSettingsBody(values, source);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    change.mutate(body, {
      onSuccess: () => {
        notify.success(t`Changes saved.`);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open={open}
      title={t`Scrape settings of ${name}`}
      submitLabel={t`Save changes`}
      busy={change.isPending}
      error={change.error ? i18n._(errorMessageFor(change.error)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Text>{t`These settings are your company's own; other companies comparing with this source keep theirs.`}</Text>
      <SourceSettingsFields
        values={values}
        setters={{ scrapeFrequency: setField('scrapeFrequency'), scrapingEnabled: setField('scrapingEnabled'), proxyId: setField('proxyId') }}
        proxies={proxies.data}
        disabled={change.isPending}
      />
    </FormDialog>
  );
}
