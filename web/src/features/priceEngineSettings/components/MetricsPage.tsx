import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { METRICS } from '@pm/contracts';
import type { Metric } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { parseDecimal } from '../../../lib/utils/validateProductForm.ts';
import { NotAllowedMessage } from '../../../components/NotAllowedMessage.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useSetMetricSettings } from '../api/setMetricSettings.ts';
import { formatForInput } from '../utils/numberChecks.ts';
import { METRIC_LABELS } from '../utils/settingsLabels.ts';
import { toMetricSettings, validateMetricsForm } from '../utils/validateMetricsForm.ts';
import type { MetricsFieldError, MetricsFormValues } from '../utils/validateMetricsForm.ts';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';
import { SelectField } from './SelectField.tsx';
import { TrafficLightPreview } from './TrafficLightPreview.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  visible: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, border: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** `/settings/price-engine/metrics`: the top metric, the visible metrics and the traffic-light thresholds. */
export function MetricsPage() {
  return <PricingSettingsGate>{(context) => <Metrics {...context} />}</PricingSettingsGate>;
}

function Metrics(context: PricingSettingsContext) {
  const { t } = useLingui();
  return (
    <PriceEngineSubpage title={t`Metrics`} intro={t`Which metrics the price engine shows for a proposed price and when they show green, yellow or red.`}>
      <MetricsSettings {...context} />
    </PriceEngineSubpage>
  );
}

/** Any company's metrics settings, changeable (platform admins, on the company's admin page). */
export function CompanyMetricSettings({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const settings = usePricingSettings(companyId);
  if (settings.isPending) return <AreaSpinner />;
  if (firstLoadFailed(settings)) return <LoadError what={t`The price engine settings could not be loaded.`} error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <RefreshFailed query={settings} />
      <MetricsSettings companyId={companyId} settings={settings.data} canAdminister />
    </>
  );
}

function MetricsSettings({ companyId, settings, canAdminister }: Pick<PricingSettingsContext, 'companyId' | 'settings' | 'canAdminister'>) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetMetricSettings(companyId);
  const [seenRevision, setSeenRevision] = useState(settings.revision);
  const [triedToChange, setTriedToChange] = useState(false);
  const { values, setField, errors, check } = useFormValues<MetricsFormValues, keyof MetricsFormValues, MetricsFieldError>(
    () => ({
      topMetric: settings.metrics.topMetric,
      visibleMetrics: settings.metrics.visibleMetrics,
      greenThreshold: formatForInput(settings.metrics.greenThreshold, i18n.locale),
      yellowThreshold: formatForInput(settings.metrics.yellowThreshold, i18n.locale),
    }),
    validateMetricsForm,
  );
  // Only company admins change metrics; everyone else sees them and is told so when they try.
  const change =
    <Key extends keyof MetricsFormValues>(key: Key) =>
    (value: MetricsFormValues[Key]) => {
      if (canAdminister) setField(key)(value);
      else setTriedToChange(true);
    };
  const toggleVisible = (metric: Metric, checked: boolean) =>
    change('visibleMetrics')(checked ? METRICS.filter((m) => m === metric || values.visibleMetrics.includes(m)) : values.visibleMetrics.filter((m) => m !== metric));

  const thresholdMessage = (error: MetricsFieldError | undefined, required: string) =>
    error === 'required'
      ? required
      : error === 'invalidNumber'
        ? t`Please enter a valid number.`
        : error === 'outOfRange'
          ? t`Please enter a value between -1000 and 1000.`
          : error === 'greenNotAboveYellow'
            ? t`The green threshold must be above the yellow threshold.`
            : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canAdminister) {
      setTriedToChange(true);
      return;
    }
    if (save.isPending || !check(event.currentTarget)) return;
    save.mutate(
      { metrics: toMetricSettings(values), expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          notify.success(t`Metrics settings saved.`);
        },
      },
    );
  };

  return (
    <>
      {triedToChange && <NotAllowedMessage title={t`Updating metrics settings`} />}
      <SettingsSection title={t`Metrics settings`} description={canAdminister ? undefined : t`Only administrators change the metrics settings.`}>
        {!canAdminister ? (
          // Read-only for everyone but company admins (issue 13 item 8): the values, no dead form.
          <dl className={styles.facts} aria-label={t`Metrics settings`}>
            <dt className={styles.term}>{t`Top metric`}</dt>
            <dd className={styles.value}>{i18n._(METRIC_LABELS[settings.metrics.topMetric])}</dd>
            <dt className={styles.term}>{t`Visible metrics`}</dt>
            <dd className={styles.value}>{settings.metrics.visibleMetrics.map((metric) => i18n._(METRIC_LABELS[metric])).join(', ')}</dd>
            <dt className={styles.term}>{t`Green threshold (%)`}</dt>
            <dd className={styles.value}>{new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(settings.metrics.greenThreshold)} %</dd>
            <dt className={styles.term}>{t`Yellow threshold (%)`}</dt>
            <dd className={styles.value}>{new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(settings.metrics.yellowThreshold)} %</dd>
          </dl>
        ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Metrics settings`}>
          <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
          <SelectField
            label={t`Top metric`}
            required
            value={values.topMetric}
            options={METRICS.map((metric) => ({ value: metric, label: i18n._(METRIC_LABELS[metric]) }))}
            onChange={(value) => value && change('topMetric')(value)}
          />
          <fieldset className={styles.visible}>
            <legend>
              <Text weight="semibold">{t`Visible metrics`}</Text>
            </legend>
            {METRICS.map((metric) => (
              <Checkbox key={metric} label={i18n._(METRIC_LABELS[metric])} checked={values.visibleMetrics.includes(metric)} onChange={(_event, data) => toggleVisible(metric, data.checked === true)} />
            ))}
            {errors.visibleMetrics && (
              <Text role="alert" className={styles.error}>
                {errors.visibleMetrics === 'noneVisible' ? t`Please select at least one metric.` : t`The top metric must be one of the visible metrics.`}
              </Text>
            )}
          </fieldset>
          <TextField
            label={t`Green threshold (%)`}
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.greenThreshold}
            onChange={change('greenThreshold')}
            message={thresholdMessage(errors.greenThreshold, t`Please enter the green threshold.`)}
          />
          <TextField
            label={t`Yellow threshold (%)`}
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.yellowThreshold}
            onChange={change('yellowThreshold')}
            message={thresholdMessage(errors.yellowThreshold, t`Please enter the yellow threshold.`)}
          />
          {canAdminister && (
            <div>
              <SubmitButton busy={save.isPending}>{t`Save metrics settings`}</SubmitButton>
            </div>
          )}
        </form>
        )}
      </SettingsSection>
      <SettingsSection title={t`Traffic light preview`}>
        <TrafficLightPreview green={parseDecimal(values.greenThreshold)} yellow={parseDecimal(values.yellowThreshold)} />
      </SettingsSection>
    </>
  );
}
