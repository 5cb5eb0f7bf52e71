import type { GuardrailSettings } from '@pm/contracts';
import { checkNumber, checkOptionalNumber, formatForInput, formatOptionalForInput, toNumber, toOptionalNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';

/** The guardrails as typed into their form (numbers as text in the user's notation). */
export interface GuardrailsFormValues {
  /** Empty: no limit on the change per run. */
  maxChangePercent: string;
  noBelowCost: boolean;
  noAboveMsrp: boolean;
  confirmAllThresholdPercent: string;
}

export type GuardrailsFormErrors = Partial<Record<keyof GuardrailsFormValues, NumberError>>;

/** The contracts' bounds: a maximum change above 0 and at most 1000 % (or none), a threshold of 0–1000 %. */
export const GUARDRAIL_PERCENT_MAX = 1_000;

export function validateGuardrailsForm(values: GuardrailsFormValues): GuardrailsFormErrors {
  return {
    maxChangePercent: checkOptionalNumber(values.maxChangePercent, { min: 0, above: true, max: GUARDRAIL_PERCENT_MAX }),
    confirmAllThresholdPercent: checkNumber(values.confirmAllThresholdPercent, { min: 0, max: GUARDRAIL_PERCENT_MAX }),
  };
}

export function toGuardrailsFormValues(settings: GuardrailSettings, locale: string): GuardrailsFormValues {
  return {
    maxChangePercent: formatOptionalForInput(settings.maxChangePercent, locale),
    noBelowCost: settings.noBelowCost,
    noAboveMsrp: settings.noAboveMsrp,
    confirmAllThresholdPercent: formatForInput(settings.confirmAllThresholdPercent, locale),
  };
}

/** The body of a valid form. */
export function toGuardrailSettings(values: GuardrailsFormValues): GuardrailSettings {
  return {
    maxChangePercent: toOptionalNumber(values.maxChangePercent),
    noBelowCost: values.noBelowCost,
    noAboveMsrp: values.noAboveMsrp,
    confirmAllThresholdPercent: toNumber(values.confirmAllThresholdPercent),
  };
}
