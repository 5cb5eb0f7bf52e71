import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Switch, Textarea, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { CRAWLER_KINDS, SCRAPE_FREQUENCIES, SHIPPING_COST_MODELS, SOURCE_KINDS } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { TextField } from '../../../components/TextField.tsx';
import { sourceFieldMessage } from '../utils/sourceFormMessages.ts';
import { CRAWLER_LABELS, SCRAPE_FREQUENCY_LABELS, SHIPPING_COST_MODEL_LABELS, SOURCE_KIND_LABELS } from '../utils/sourceLabels.ts';
import type { SourceFormErrors, SourceFormValues } from '../utils/validateSourceForm.ts';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
});

export interface SourceFormFieldsProps {
  mode: 'connect' | 'edit';
  values: SourceFormValues;
  errors: SourceFormErrors;
  setField: <Key extends keyof SourceFormValues>(key: Key) => (value: SourceFormValues[Key]) => void;
  disabled: boolean;
  /** Editing a source that has a crawler: the API keeps a chosen crawler, so "Default" is not offered. */
  crawlerFixed: boolean;
}

/** Every field of a source (spec §3); kind and domain identify it and are fixed once connected. */
export function SourceFormFields({ mode, values, errors, setField, disabled, crawlerFixed }: SourceFormFieldsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const message = (field: keyof SourceFormValues) => {
    const descriptor = sourceFieldMessage(errors[field], field, values);
    return descriptor ? i18n._(descriptor) : undefined;
  };
  const fixed = mode === 'edit';

  return (
    <>
      <div className={styles.pair}>
        <ChoiceField label={t`Kind`} value={values.kind} options={SOURCE_KINDS} labels={SOURCE_KIND_LABELS} onChange={setField('kind')} disabled={disabled || fixed} />
        <TextField label={t`Name`} required autoComplete="off" value={values.name} onChange={setField('name')} message={message('name')} disabled={disabled} />
      </div>
      <TextField
        label={t`Domain`}
        required
        autoComplete="off"
        hint={fixed ? t`The kind and domain identify the source and cannot be changed.` : t`Without https:// or www., e.g. shop.example`}
        value={values.hostname}
        onChange={setField('hostname')}
        message={message('hostname')}
        disabled={disabled || fixed}
      />
      <div className={styles.pair}>
        <ChoiceField
          label={t`Shipping costs`}
          value={values.shippingCostModel}
          options={SHIPPING_COST_MODELS}
          labels={SHIPPING_COST_MODEL_LABELS}
          onChange={setField('shippingCostModel')}
          disabled={disabled}
        />
        <ChoiceField
          label={t`Scrape frequency`}
          value={values.scrapeFrequency}
          options={SCRAPE_FREQUENCIES}
          labels={SCRAPE_FREQUENCY_LABELS}
          onChange={setField('scrapeFrequency')}
          disabled={disabled}
        />
      </div>
      <Switch label={t`Scraping enabled`} checked={values.scrapingEnabled} onChange={(_event, data) => setField('scrapingEnabled')(data.checked)} disabled={disabled} />
      <div className={styles.pair}>
        <ChoiceField
          label={t`Crawler`}
          value={values.crawler}
          options={CRAWLER_KINDS}
          labels={CRAWLER_LABELS}
          onChange={setField('crawler')}
          disabled={disabled}
          empty={crawlerFixed ? undefined : t({ message: 'Default', comment: 'The scraper chooses its default crawler' })}
        />
        <TextField
          label={t`Proxy URL`}
          autoComplete="off"
          hint={t`Optional, e.g. http://proxy.internal:3128`}
          value={values.proxyUrl}
          onChange={setField('proxyUrl')}
          message={message('proxyUrl')}
          disabled={disabled}
        />
      </div>
      <div className={styles.pair}>
        <TextField label={t`Logo URL`} autoComplete="off" value={values.logoUrl} onChange={setField('logoUrl')} message={message('logoUrl')} disabled={disabled} />
        <TextField label={t`Icon URL`} autoComplete="off" value={values.iconUrl} onChange={setField('iconUrl')} message={message('iconUrl')} disabled={disabled} />
      </div>
      {values.kind === 'AGGREGATOR' && (
        <Field
          label={t`Search overview patterns`}
          hint={t`One regular expression per line, matched against path and query. Matching pages are refused as search overviews. Empty uses the built-in patterns.`}
          validationState={message('searchUrlPatterns') ? 'error' : 'none'}
          validationMessage={message('searchUrlPatterns')}
        >
          <Textarea value={values.searchUrlPatterns} resize="vertical" disabled={disabled} onChange={(_event, data) => setField('searchUrlPatterns')(data.value)} />
        </Field>
      )}
    </>
  );
}

interface ChoiceFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly Value[];
  labels: Record<Value, MessageDescriptor>;
  onChange(value: Value): void;
  disabled: boolean;
  /** A first choice for "none" (value ''); absent: one of the options must be chosen. */
  empty?: string | undefined;
}

/** A labelled select over an enum of the contracts, showing the translated labels. */
function ChoiceField<Value extends string>({ label, value, options, labels, onChange, disabled, empty }: ChoiceFieldProps<Value>) {
  const { i18n } = useLingui();
  return (
    <Field label={label}>
      <Select value={value} disabled={disabled} onChange={(_event, data) => onChange(data.value as Value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {i18n._(labels[option])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
