import { MARKUP_MAX, MONEY_MAX, salesChannelFieldsSchema } from '@pm/contracts';
import type { Country, Currency, PriceEndings, SalesChannelFields } from '@pm/contracts';
import { checkNumber, checkOptionalNumber, formatForInput, formatOptionalForInput, hasWholeCents, toNumber, toOptionalNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';
import { formatPriceEndings, parsePriceEndings } from './parsePriceEndings.ts';
import { numberFieldText } from '../../../lib/utils/numberFieldText.ts';

/** A sales channel as typed into its dialog. */
export interface SalesChannelFormValues {
  name: string;
  country: Country | '';
  currency: Currency | '';
  commissionRate: string;
  vatRate: string;
  noShippingCost: boolean;
  /** The gross shipping charge the channel's customers pay; empty: the product's shipping price of the country. */
  shippingCharge: string;
  commissionOnShipping: boolean;
  /** The channel has price endings of its own (else the company's apply). */
  ownPriceEndings: boolean;
  priceEndings: string;
  priceEndingsRounding: PriceEndings['rounding'];
  /** Total-cost-markup limits in percent; empty: none. */
  minTotalCostMarkup: string;
  maxTotalCostMarkup: string;
}

export type SalesChannelFieldError = NumberError | 'tooLong' | 'notCents' | 'invalidEndings' | 'minAboveMax';
export type SalesChannelFormErrors = Partial<Record<keyof SalesChannelFormValues, SalesChannelFieldError>>;

export const CHANNEL_NAME_MAX_LENGTH = salesChannelFieldsSchema.shape.name.maxLength ?? 120;

export const EMPTY_SALES_CHANNEL: SalesChannelFormValues = {
  name: '',
  country: '',
  currency: '',
  commissionRate: '',
  vatRate: '',
  noShippingCost: false,
  shippingCharge: '',
  commissionOnShipping: false,
  ownPriceEndings: false,
  priceEndings: '',
  priceEndingsRounding: 'NEAREST',
  minTotalCostMarkup: '',
  maxTotalCostMarkup: '',
};

/** The form of a channel as stored (numbers in the user's notation). */
export function toSalesChannelFormValues(channel: SalesChannelFields, locale: string): SalesChannelFormValues {
  return {
    name: channel.name,
    country: channel.country,
    currency: channel.currency,
    commissionRate: formatForInput(channel.commissionRate, locale),
    vatRate: formatForInput(channel.vatRate, locale),
    noShippingCost: channel.noShippingCost,
    shippingCharge: numberFieldText(channel.shippingCharge, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    commissionOnShipping: channel.commissionOnShipping ?? false,
    ownPriceEndings: channel.priceEndings != null,
    priceEndings: formatPriceEndings(channel.priceEndings?.endings ?? []),
    priceEndingsRounding: channel.priceEndings?.rounding ?? 'NEAREST',
    minTotalCostMarkup: formatOptionalForInput(channel.minTotalCostMarkup, locale),
    maxTotalCostMarkup: formatOptionalForInput(channel.maxTotalCostMarkup, locale),
  };
}

function checkShippingCharge(value: string): SalesChannelFieldError | undefined {
  const error = checkOptionalNumber(value, { min: 0, max: MONEY_MAX });
  if (error || value.trim() === '') return error;
  return hasWholeCents(toNumber(value)) ? undefined : 'notCents';
}

/** Spec §5 and issue 12: name, country and currency required; rates 0–100; optional channel settings within the API's bounds. */
export function validateSalesChannelForm(values: SalesChannelFormValues): SalesChannelFormErrors {
  const name = values.name.trim();
  const minMarkup = checkOptionalNumber(values.minTotalCostMarkup, { min: 0, max: MARKUP_MAX });
  const maxMarkup = checkOptionalNumber(values.maxTotalCostMarkup, { min: 0, max: MARKUP_MAX });
  const min = toOptionalNumber(values.minTotalCostMarkup);
  const max = toOptionalNumber(values.maxTotalCostMarkup);
  const crossed = minMarkup === undefined && maxMarkup === undefined && min !== null && max !== null && min > max ? 'minAboveMax' : undefined;
  return {
    name: name === '' ? 'required' : name.length > CHANNEL_NAME_MAX_LENGTH ? 'tooLong' : undefined,
    country: values.country === '' ? 'required' : undefined,
    currency: values.currency === '' ? 'required' : undefined,
    commissionRate: checkNumber(values.commissionRate, { min: 0, max: 100 }),
    vatRate: checkNumber(values.vatRate, { min: 0, max: 100 }),
    shippingCharge: checkShippingCharge(values.shippingCharge),
    priceEndings: values.ownPriceEndings && parsePriceEndings(values.priceEndings) === null ? 'invalidEndings' : undefined,
    minTotalCostMarkup: minMarkup ?? crossed,
    maxTotalCostMarkup: maxMarkup,
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
    shippingCharge: toOptionalNumber(values.shippingCharge),
    commissionOnShipping: values.commissionOnShipping,
    priceEndings: values.ownPriceEndings ? { endings: parsePriceEndings(values.priceEndings) ?? [], rounding: values.priceEndingsRounding } : null,
    minTotalCostMarkup: toOptionalNumber(values.minTotalCostMarkup),
    maxTotalCostMarkup: toOptionalNumber(values.maxTotalCostMarkup),
  };
}
