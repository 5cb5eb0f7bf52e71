import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { SCRAPE_FREQUENCIES } from '@pm/contracts';
import type { ScrapeProxy } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { SCRAPE_FREQUENCY_LABELS } from '../../../lib/sourceLabels.ts';
import type { SourceSettingsValues } from '../utils/validateSourceForm.ts';
import { ChoiceField } from './ChoiceField.tsx';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
});

export interface SourceSettingsFieldsProps {
  values: SourceSettingsValues;
  /** One setter per field (e.g. `setField('proxyId')` of the dialog's form). */
  setters: { [Key in keyof SourceSettingsValues]: (value: SourceSettingsValues[Key]) => void };
  /** The proxies the platform offers (by id and name); undefined while loading. */
  proxies: readonly ScrapeProxy[] | undefined;
  disabled: boolean;
}

/** The company's own settings of a source: whether and how often it is scraped, and through which of the platform's proxies. */
export function SourceSettingsFields({ values, setters, proxies, disabled }: SourceSettingsFieldsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const known = proxies ?? [];
  const missing = values.proxyId !== '' && !known.some((proxy) => proxy.id === values.proxyId);
  const offerProxies = known.length > 0 || values.proxyId !== '';
  return (
    <>
      <div className={styles.pair}>
        <ChoiceField
          label={t`Scrape frequency`}
          value={values.scrapeFrequency}
          options={SCRAPE_FREQUENCIES}
          labels={SCRAPE_FREQUENCY_LABELS}
          onChange={setters.scrapeFrequency}
          disabled={disabled}
        />
        {offerProxies && (
          <Field
            label={t`Proxy`}
            hint={t`Your company's scrapes of this source go through the chosen proxy of the platform.`}
            validationState={missing ? 'warning' : 'none'}
            validationMessage={missing ? t`This proxy is no longer offered; the source is not scraped until you choose another one.` : undefined}
          >
            <Select value={values.proxyId} disabled={disabled || proxies === undefined} onChange={(_event, data) => setters.proxyId(data.value)}>
              <option value="">{t`No proxy`}</option>
              {known.map((proxy) => (
                <option key={proxy.id} value={proxy.id}>
                  {proxy.name}
                </option>
              ))}
              {missing && <option value={values.proxyId}>{t`${values.proxyId} (no longer offered)`}</option>}
            </Select>
          </Field>
        )}
      </div>
      <Switch label={t`Scraping enabled`} checked={values.scrapingEnabled} onChange={(_event, data) => setters.scrapingEnabled(data.checked)} disabled={disabled} />
    </>
  );
}
