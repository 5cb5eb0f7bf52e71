import { shippingRateFieldsSchema } from '@pm/contracts';
import type { Country, ShippingMode, ShippingRateFields } from '@pm/contracts';
import { checkNumber, toNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';

/** "Allowed" selections start unanswered: the user must choose (spec §5 required selections). */
export type YesNo = '' | 'yes' | 'no';

export const SURCHARGE_FIELDS = ['hazardSurcharge', 'lqSurcharge', 'ncGoodsSurcharge', 'ncMeasuresSurcharge', 'ncVolumeSurcharge'] as const;
export const ALLOWED_FIELDS = ['hazardousAllowed', 'lqAllowed', 'ncAllowed'] as const;
type SurchargeField = (typeof SURCHARGE_FIELDS)[number];
type AllowedField = (typeof ALLOWED_FIELDS)[number];

/** A shipping rate as typed into its dialog. */
export type ShippingRateFormValues = {
  carrier: string;
  country: Country | '';
  baseTariff: string;
  maxWeight: string;
  shippingMode: ShippingMode | '';
} & Record<SurchargeField, string> &
  Record<AllowedField, YesNo>;

export type ShippingRateFieldError = NumberError | 'tooLong';
export type ShippingRateFormErrors = Partial<Record<keyof ShippingRateFormValues, ShippingRateFieldError>>;

export const CARRIER_MAX_LENGTH = shippingRateFieldsSchema.shape.carrier.maxLength ?? 120;

export const EMPTY_SHIPPING_RATE: ShippingRateFormValues = {
  carrier: '',
  country: '',
  baseTariff: '',
  maxWeight: '',
  shippingMode: '',
  hazardSurcharge: '',
  lqSurcharge: '',
  ncGoodsSurcharge: '',
  ncMeasuresSurcharge: '',
  ncVolumeSurcharge: '',
  hazardousAllowed: '',
  lqAllowed: '',
  ncAllowed: '',
};

/** Spec §5: every field is required; amounts are ≥ 0, the maximum weight above 0. */
export function validateShippingRateForm(values: ShippingRateFormValues): ShippingRateFormErrors {
  const carrier = values.carrier.trim();
  const errors: ShippingRateFormErrors = {
    carrier: carrier === '' ? 'required' : carrier.length > CARRIER_MAX_LENGTH ? 'tooLong' : undefined,
    country: values.country === '' ? 'required' : undefined,
    baseTariff: checkNumber(values.baseTariff, { min: 0 }),
    maxWeight: checkNumber(values.maxWeight, { min: 0, above: true }),
    shippingMode: values.shippingMode === '' ? 'required' : undefined,
  };
  for (const field of SURCHARGE_FIELDS) errors[field] = checkNumber(values[field], { min: 0 });
  for (const field of ALLOWED_FIELDS) errors[field] = values[field] === '' ? 'required' : undefined;
  return errors;
}

/** The body of a valid form. */
export function toShippingRateFields(values: ShippingRateFormValues): ShippingRateFields {
  return {
    carrier: values.carrier.trim(),
    country: values.country || 'de',
    baseTariff: toNumber(values.baseTariff),
    maxWeight: toNumber(values.maxWeight),
    shippingMode: values.shippingMode || 'STANDARD',
    hazardSurcharge: toNumber(values.hazardSurcharge),
    lqSurcharge: toNumber(values.lqSurcharge),
    ncGoodsSurcharge: toNumber(values.ncGoodsSurcharge),
    ncMeasuresSurcharge: toNumber(values.ncMeasuresSurcharge),
    ncVolumeSurcharge: toNumber(values.ncVolumeSurcharge),
    hazardousAllowed: values.hazardousAllowed === 'yes',
    lqAllowed: values.lqAllowed === 'yes',
    ncAllowed: values.ncAllowed === 'yes',
  };
}

/** The form of an existing rate. */
export function toShippingRateFormValues(rate: ShippingRateFields, format: (value: number) => string): ShippingRateFormValues {
  const yesNo = (flag: boolean): YesNo => (flag ? 'yes' : 'no');
  return {
    carrier: rate.carrier,
    country: rate.country,
    baseTariff: format(rate.baseTariff),
    maxWeight: format(rate.maxWeight),
    shippingMode: rate.shippingMode,
    hazardSurcharge: format(rate.hazardSurcharge),
    lqSurcharge: format(rate.lqSurcharge),
    ncGoodsSurcharge: format(rate.ncGoodsSurcharge),
    ncMeasuresSurcharge: format(rate.ncMeasuresSurcharge),
    ncVolumeSurcharge: format(rate.ncVolumeSurcharge),
    hazardousAllowed: yesNo(rate.hazardousAllowed),
    lqAllowed: yesNo(rate.lqAllowed),
    ncAllowed: yesNo(rate.ncAllowed),
  };
}
