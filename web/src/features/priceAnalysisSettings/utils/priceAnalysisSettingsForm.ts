import { hasAtMostTwoDecimals, STALE_AFTER_DAYS_LIMITS, TOLERANCE_PERCENT_LIMITS } from '@pm/contracts';
import type { DeltaMode, PriceAnalysisSettings } from '@pm/contracts';
import { parseDecimal } from '../../../lib/utils/validateProductForm.ts';
import { numberFieldText } from '../../../lib/utils/numberFieldText.ts';

/** The settings as typed into their form (numbers as text in the user's notation). */
export interface PriceAnalysisSettingsFormValues {
  deltaMode: DeltaMode;
  withShippingCost: boolean;
  tolerancePercent: string;
  staleAfterDays: string;
  includeComparisonProducts: boolean;
}

export type SettingsNumberError = 'required' | 'invalidNumber' | 'outOfRange';
export type PriceAnalysisSettingsFormErrors = Partial<Record<'tolerancePercent' | 'staleAfterDays', SettingsNumberError>>;

function checkNumber(text: string, limits: { min: number; max: number }, whole: boolean): SettingsNumberError | undefined {
  const value = parseDecimal(text);
  if (value === null) return 'required';
  if (Number.isNaN(value)) return 'invalidNumber';
  // The API takes a tolerance with at most two decimals and whole days.
  if (whole ? !Number.isInteger(value) : !hasAtMostTwoDecimals(value)) return 'invalidNumber';
  return value < limits.min || value > limits.max ? 'outOfRange' : undefined;
}

/** The contracts' bounds: a tolerance of 0–50 % (two decimals), a stale age of 1–90 whole days. */
export function validatePriceAnalysisSettingsForm(values: PriceAnalysisSettingsFormValues): PriceAnalysisSettingsFormErrors {
  return {
    tolerancePercent: checkNumber(values.tolerancePercent, TOLERANCE_PERCENT_LIMITS, false),
    staleAfterDays: checkNumber(values.staleAfterDays, STALE_AFTER_DAYS_LIMITS, true),
  };
}

export function toPriceAnalysisSettingsFormValues(settings: PriceAnalysisSettings, locale: string): PriceAnalysisSettingsFormValues {
  return {
    deltaMode: settings.deltaMode,
    withShippingCost: settings.withShippingCost,
    tolerancePercent: numberFieldText(settings.tolerancePercent, locale, { maximumFractionDigits: 2 }),
    staleAfterDays: String(settings.staleAfterDays),
    includeComparisonProducts: settings.includeComparisonProducts,
  };
}

/** The body of a valid form. */
export function toPriceAnalysisSettings(values: PriceAnalysisSettingsFormValues): PriceAnalysisSettings {
  return {
    deltaMode: values.deltaMode,
    withShippingCost: values.withShippingCost,
    tolerancePercent: parseDecimal(values.tolerancePercent) ?? 0,
    staleAfterDays: parseDecimal(values.staleAfterDays) ?? 0,
    includeComparisonProducts: values.includeComparisonProducts,
  };
}
