import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { COUNTRIES, findShippingRate } from '@pm/contracts';
import type { ShippingQuote, ShippingRateView } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { SHIPPING_MODE_LABELS } from '../utils/settingsLabels.ts';
import { EMPTY_SHIPPING_CHECK, toShippingParameters, validateShippingCheck } from '../utils/validateShippingCheck.ts';
import type { ShippingCheckValues } from '../utils/validateShippingCheck.ts';
import type { NumberError } from '../utils/numberChecks.ts';
import { SelectField } from './SelectField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: '1fr', gap: tokens.spacingHorizontalL, [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  flags: { display: 'grid', gridTemplateColumns: '1fr', [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  actions: { display: 'flex' },
});

type Flag = 'dangerousGood' | 'limitedQuantity' | 'nonConveyableByMeasure' | 'nonConveyableByVolume' | 'pallet' | 'halfPallet';

/** "Check shipping rate": which of the company's rates a parcel gets, with the same lookup the engine uses. */
export function ShippingRateCheck({ rates }: { rates: ShippingRateView[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const countryName = useCountryName();
  const { values, setField, errors, check } = useFormValues<ShippingCheckValues, 'country' | 'weightKg' | 'packages', NumberError>(EMPTY_SHIPPING_CHECK, validateShippingCheck);
  const [result, setResult] = useState<{ quote: ShippingQuote<ShippingRateView> | null } | null>(null);
  const amount = (value: number) => value.toLocaleString(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const numberMessage = (error: NumberError | undefined, required: string, range: string) =>
    error === 'required' ? required : error === 'invalidNumber' ? t`Please enter a valid number.` : error === 'outOfRange' ? range : undefined;

  const flag = (name: Flag, label: string) => (
    <Checkbox
      label={label}
      checked={values[name]}
      onChange={(_event, data) => {
        setField(name)(data.checked === true);
        setResult(null);
      }}
    />
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    setResult({ quote: findShippingRate(rates, toShippingParameters(values)) });
  };

  return (
    <SettingsSection title={t`Check shipping rate`} description={t`Which shipping rate a product gets and what shipping costs, as the rule engine calculates it.`}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Check shipping rate`}>
        <div className={styles.grid}>
          <SelectField
            label={t`Country`}
            required
            placeholder={t`Select a country`}
            value={values.country}
            options={COUNTRIES.map((country) => ({ value: country, label: countryName(country) }))}
            onChange={(value) => {
              setField('country')(value);
              setResult(null);
            }}
            message={errors.country ? t`Please select a country.` : undefined}
          />
          <TextField
            label={t`Weight per package (kg)`}
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.weightKg}
            onChange={(value) => {
              setField('weightKg')(value);
              setResult(null);
            }}
            message={numberMessage(errors.weightKg, t`Please enter the weight.`, t`The weight must be above 0.`)}
          />
          <TextField
            label={t`Packages`}
            required
            inputMode="numeric"
            autoComplete="off"
            value={values.packages}
            onChange={(value) => {
              setField('packages')(value);
              setResult(null);
            }}
            message={numberMessage(errors.packages, t`Please enter the number of packages.`, t`Please enter between 1 and 1000 packages.`)}
          />
        </div>
        <div className={styles.flags}>
          {flag('dangerousGood', t`Dangerous good`)}
          {flag('limitedQuantity', t`Limited quantity (LQ)`)}
          {flag('nonConveyableByMeasure', t`Non-conveyable by measure`)}
          {flag('nonConveyableByVolume', t`Non-conveyable by volume`)}
          {flag('halfPallet', t`Half pallet`)}
          {flag('pallet', t`Pallet`)}
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary">{t`Check shipping rate`}</Button>
        </div>
      </form>
      <div aria-live="polite">
        {result?.quote === null && (
          <MessageBar intent="warning">
            <MessageBarBody>{t`No shipping rate found for this country and shipping parameters.`}</MessageBarBody>
          </MessageBar>
        )}
        {result?.quote && (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>
                {t`${result.quote.rate.carrier}, ${countryName(result.quote.rate.country)}, ${i18n._(SHIPPING_MODE_LABELS[result.quote.rate.shippingMode])}`}
              </MessageBarTitle>
              {t`Shipping cost: ${amount(result.quote.total)} (${amount(result.quote.perPackage)} per package, base tariff ${amount(result.quote.rate.baseTariff)} plus surcharges ${amount(result.quote.perPackage - result.quote.rate.baseTariff)}).`}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </SettingsSection>
  );
}
