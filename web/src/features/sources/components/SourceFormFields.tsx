import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { COUNTRIES, CRAWLER_KINDS, SHIPPING_COST_MODELS, SOURCE_KINDS } from '@pm/contracts';
import { COUNTRY_NAMES } from '../../../i18n/countryNames.ts';
import type { ScrapeProxy } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { TextField } from '../../../components/TextField.tsx';
import { sourceFieldMessage } from '../utils/sourceFormMessages.ts';
import { CRAWLER_LABELS, SHIPPING_COST_MODEL_LABELS, SOURCE_KIND_LABELS } from '../../../lib/sourceLabels.ts';
import type { SourceFormErrors, SourceFormValues } from '../utils/validateSourceForm.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { SourceSettingsFields } from './SourceSettingsFields.tsx';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
});

export interface SourceFormFieldsProps {
  mode: 'connect' | 'edit';
  /** Platform admins name the shared fields (name, logo, shipping costs, crawler, patterns); others only kind and domain. */
  sharedFields: boolean;
  values: SourceFormValues;
  errors: SourceFormErrors;
  setField: <Key extends keyof SourceFormValues>(key: Key) => (value: SourceFormValues[Key]) => void;
  disabled: boolean;
  /** Editing a source that has a crawler: the API keeps a chosen crawler, so "Default" is not offered. */
  crawlerFixed: boolean;
  /** The proxies the platform offers (connecting: the company's own settings come with it). */
  proxies: readonly ScrapeProxy[] | undefined;
}

/**
 * The fields of a source (spec §3): kind and domain identify it and are fixed once connected;
 * the shared fields for platform admins; when connecting, the company's own scrape settings.
 */
export function SourceFormFields({ mode, sharedFields, values, errors, setField, disabled, crawlerFixed, proxies }: SourceFormFieldsProps) {
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
        {sharedFields && <TextField label={t`Name`} required autoComplete="off" value={values.name} onChange={setField('name')} message={message('name')} disabled={disabled} />}
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
      {sharedFields && (
        <>
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
              label={t`Crawler`}
              value={values.crawler}
              options={CRAWLER_KINDS}
              labels={CRAWLER_LABELS}
              onChange={setField('crawler')}
              disabled={disabled}
              empty={crawlerFixed ? undefined : t({ message: 'Default', comment: 'The scraper chooses its default crawler' })}
            />
          </div>
          <div className={styles.pair}>
            <ChoiceField
              label={t`Market (country)`}
              value={values.country}
              options={COUNTRIES}
              labels={COUNTRY_NAMES}
              onChange={setField('country')}
              disabled={disabled}
              empty={t({ message: 'Any market', comment: 'A source without a country: its offers count in every country' })}
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
      )}
      {mode === 'connect' && (
        <SourceSettingsFields
          values={values}
          setters={{ scrapeFrequency: setField('scrapeFrequency'), scrapingEnabled: setField('scrapingEnabled'), proxyId: setField('proxyId') }}
          proxies={proxies}
          disabled={disabled}
        />
      )}
    </>
  );
}
