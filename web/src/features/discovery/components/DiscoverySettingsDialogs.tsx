import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Input, Select, Slider, Switch } from '@fluentui/react-components';
import { SEARCH_METHODS, SEARCH_URL_QUERY_PLACEHOLDER, type DiscoverySettingsBody, type DiscoverySettingsView, type SearchMethod } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useChangeDiscoverySettings } from '../api/changeDiscoverySettings.ts';
import { JOB_REASON_LABELS, SEARCH_METHOD_LABELS } from '../utils/discoveryLabels.ts';

type Unavailable = DiscoverySettingsView['unavailableMethods'];

function MethodOptions({ unavailable }: { unavailable: Unavailable }) {
  const { t } = useLingui();
  return (
    <>
      {SEARCH_METHODS.map((method) => {
        const missing = unavailable.find((u) => u.method === method);
        // Offered, but not choosable, with the reason (not hidden).
        return (
          <option key={method} value={method} disabled={missing !== undefined}>
            {missing ? `${t(SEARCH_METHOD_LABELS[method])} – ${t(JOB_REASON_LABELS[missing.reason])}` : t(SEARCH_METHOD_LABELS[method])}
          </option>
        );
      })}
    </>
  );
}

export function CompanySettingsDialog({ company, unavailable, onClose }: { company: DiscoverySettingsView['companies'][number]; unavailable: Unavailable; onClose(): void }) {
  const { t, i18n } = useLingui();
  const change = useChangeDiscoverySettings();
  const [settings, setSettings] = useState<DiscoverySettingsBody>(company.settings);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' });
  return (
    <FormDialog
      open
      title={t`Discovery settings of ${company.companyName}`}
      submitLabel={t`Save`}
      busy={change.isPending}
      error={change.error ? t(errorMessageFor(change.error)) : null}
      onSubmit={() => change.mutate({ kind: 'company', companyId: company.companyId, settings }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Field label={t`Search strategy`}>
        <Select value={settings.searchMethod} onChange={(_event, data) => setSettings((s) => ({ ...s, searchMethod: data.value as SearchMethod }))}>
          <MethodOptions unavailable={unavailable} />
        </Select>
      </Field>
      <Field label={t`Image weight: ${percent.format(settings.imageWeight)}`}>
        <Slider min={0} max={100} step={5} value={Math.round(settings.imageWeight * 100)} onChange={(_event, data) => setSettings((s) => ({ ...s, imageWeight: data.value / 100 }))} />
      </Field>
      <Switch label={t`Skip products that have a URL at the source`} checked={settings.skipWhenUrlExists} onChange={(_event, data) => setSettings((s) => ({ ...s, skipWhenUrlExists: data.checked }))} />
      <Switch label={t`Discovery agent on`} checked={settings.agentEnabled} onChange={(_event, data) => setSettings((s) => ({ ...s, agentEnabled: data.checked }))} />
    </FormDialog>
  );
}

export function SourceSettingsDialog({ source, unavailable, onClose }: { source: DiscoverySettingsView['sources'][number]; unavailable: Unavailable; onClose(): void }) {
  const { t } = useLingui();
  const change = useChangeDiscoverySettings();
  const [template, setTemplate] = useState(source.searchUrlTemplate ?? '');
  const [method, setMethod] = useState<SearchMethod | ''>(source.searchMethod ?? '');
  const [checked, setChecked] = useState(false);
  const placeholder = SEARCH_URL_QUERY_PLACEHOLDER;
  const example = `https://${source.hostname}/search?q=${SEARCH_URL_QUERY_PLACEHOLDER}`;
  const trimmed = template.trim();
  const invalid = trimmed !== '' && (!/^https?:\/\//.test(trimmed) || !trimmed.includes(placeholder));
  return (
    <FormDialog
      open
      title={t`How ${source.sourceName} is searched`}
      submitLabel={t`Save`}
      busy={change.isPending}
      error={change.error ? t(errorMessageFor(change.error)) : null}
      onSubmit={() => {
        setChecked(true);
        if (invalid) return;
        change.mutate({ kind: 'source', sourceId: source.sourceId, settings: { searchUrlTemplate: trimmed === '' ? null : trimmed, searchMethod: method === '' ? null : method } }, { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      <Field
        label={t`Search URL template`}
        hint={t`With ${placeholder} where the search text goes, e.g. ${example}. Empty: /search?q= of the site.`}
        validationState={checked && invalid ? 'error' : 'none'}
        validationMessage={checked && invalid ? t`Enter an http(s) URL that contains ${placeholder}.` : undefined}
      >
        <Input value={template} onChange={(_event, data) => setTemplate(data.value)} />
      </Field>
      <Field label={t`Search strategy`}>
        <Select value={method} onChange={(_event, data) => setMethod(data.value as SearchMethod | '')}>
          <option value="">{t`As the company chose`}</option>
          <MethodOptions unavailable={unavailable} />
        </Select>
      </Field>
    </FormDialog>
  );
}
