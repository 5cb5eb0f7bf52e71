import { exchangeRateSchema } from '@pm/contracts';
import type { Currency, ExchangeRate } from '@pm/contracts';
import { checkNumber, formatForInput, toNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';

/** One exchange rate as typed into its dialog. */
export interface ExchangeRateFormValues {
  from: Currency | '';
  to: Currency | '';
  /** 1 `from` = `rate` `to`, in the user's notation. */
  rate: string;
  /** YYYY-MM-DD (a date input's value). */
  validFrom: string;
}

export type ExchangeRateFieldError = NumberError | 'sameCurrency' | 'invalidDate' | 'duplicate';
export type ExchangeRateFormErrors = Partial<Record<keyof ExchangeRateFormValues, ExchangeRateFieldError>>;

export const RATE_MAX = 1_000_000;
export const EMPTY_EXCHANGE_RATE: ExchangeRateFormValues = { from: '', to: '', rate: '', validFrom: '' };

export const toExchangeRateFormValues = (rate: ExchangeRate, locale: string): ExchangeRateFormValues => ({ ...rate, rate: formatForInput(rate.rate, locale) });

/**
 * Both currencies (different ones), a rate above 0 and a valid day; `others` are the company's
 * other rates: a pair has one rate per valid-from day (the API refuses the same).
 */
export function validateExchangeRateForm(values: ExchangeRateFormValues, others: readonly ExchangeRate[]): ExchangeRateFormErrors {
  const dateOk = exchangeRateSchema.shape.validFrom.safeParse(values.validFrom).success;
  const duplicate = others.some((other) => other.from === values.from && other.to === values.to && other.validFrom === values.validFrom);
  return {
    from: values.from === '' ? 'required' : undefined,
    to: values.to === '' ? 'required' : values.to === values.from ? 'sameCurrency' : undefined,
    rate: checkNumber(values.rate, { min: 0, above: true, max: RATE_MAX }),
    validFrom: values.validFrom === '' ? 'required' : !dateOk ? 'invalidDate' : duplicate ? 'duplicate' : undefined,
  };
}

/** The rate of a valid form. */
export function toExchangeRate(values: ExchangeRateFormValues): ExchangeRate {
  return { from: values.from || 'EUR', to: values.to || 'EUR', rate: toNumber(values.rate), validFrom: values.validFrom };
}
