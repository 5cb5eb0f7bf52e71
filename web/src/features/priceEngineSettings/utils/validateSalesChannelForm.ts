import { salesChannelFieldsSchema } from '@pm/contracts';
import type { Country, Currency, SalesChannelFields } from '@pm/contracts';
import { checkNumber, toNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';

/** A sales channel as typed into its dialog. */
export interface SalesChannelFormValues {
  name: string;
  country: Country | '';
  currency: Currency | '';
  commissionRate: string;
  vatRate: string;
  noShippingCost: boolean;
}

export type SalesChannelFieldError = NumberError | 'tooLong';
export type SalesChannelFormErrors = Partial<Record<keyof SalesChannelFormValues, SalesChannelFieldError>>;

export const CHANNEL_NAME_MAX_LENGTH = salesChannelFieldsSchema.shape.name.maxLength ?? 120;

export const EMPTY_SALES_CHANNEL: SalesChannelFormValues = { name: '', country: '', currency: '', commissionRate: '', vatRate: '', noShippingCost: false };

/** Spec §5: name, country and currency required; commission and VAT rate between 0 and 100. */
export function validateSalesChannelForm(values: SalesChannelFormValues): SalesChannelFormErrors {
  const name = values.name.trim();
  return {
    name: name === '' ? 'required' : name.length > CHANNEL_NAME_MAX_LENGTH ? 'tooLong' : undefined,
    country: values.country === '' ? 'required' : undefined,
    currency: values.currency === '' ? 'required' : undefined,
    commissionRate: checkNumber(values.commissionRate, { min: 0, max: 100 }),
    vatRate: checkNumber(values.vatRate, { min: 0, max: 100 }),
  };
}

/** The body of a valid form. */
export function toSalesChannelFields(values: SalesChannelFormValues): SalesChannelFields {
  return {
    name: values.name.trim(),
    country: values.country || 'de',
    currency: values.currency || 'EUR',
    commissionRate: toNumber(values.commissionRate),
    vatRate: toNumber(values.vatRate),
    noShippingCost: values.noShippingCost,
  };
}
