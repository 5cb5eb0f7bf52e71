import { clockTimeSchema, isValidTimeZone } from '@pm/contracts';
import type { EngineSettings } from '@pm/contracts';
import { checkNumber, toNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';

export interface EngineSettingsFormValues {
  maxOfferAgeHours: string;
  scheduledRunEnabled: boolean;
  scheduledRunTime: string;
  feedSyncTime: string;
  timeZone: string;
}

export type EngineSettingsFieldError = NumberError | 'invalidTime' | 'unknownTimeZone';
export type EngineSettingsFormErrors = Partial<Record<keyof EngineSettingsFormValues, EngineSettingsFieldError>>;

/** Offers may be at most 90 days old (the contracts' limit). */
export const MAX_OFFER_AGE_HOURS = 24 * 90;

const checkTime = (value: string): EngineSettingsFieldError | undefined => (value.trim() === '' ? 'required' : clockTimeSchema.safeParse(value.trim()).success ? undefined : 'invalidTime');

export function validateEngineSettingsForm(values: EngineSettingsFormValues): EngineSettingsFormErrors {
  const age = checkNumber(values.maxOfferAgeHours, { min: 1, max: MAX_OFFER_AGE_HOURS });
  return {
    maxOfferAgeHours: age ?? (Number.isInteger(toNumber(values.maxOfferAgeHours)) ? undefined : 'invalidNumber'),
    scheduledRunTime: checkTime(values.scheduledRunTime),
    feedSyncTime: checkTime(values.feedSyncTime),
    timeZone: values.timeZone.trim() === '' ? 'required' : isValidTimeZone(values.timeZone.trim()) ? undefined : 'unknownTimeZone',
  };
}

export function toEngineSettingsFormValues(settings: EngineSettings): EngineSettingsFormValues {
  return {
    maxOfferAgeHours: String(settings.maxOfferAgeHours),
    scheduledRunEnabled: settings.scheduledRun.enabled,
    scheduledRunTime: settings.scheduledRun.time,
    feedSyncTime: settings.feedSyncTime,
    timeZone: settings.timeZone,
  };
}

export function toEngineSettings(values: EngineSettingsFormValues): EngineSettings {
  return {
    maxOfferAgeHours: toNumber(values.maxOfferAgeHours),
    scheduledRun: { enabled: values.scheduledRunEnabled, time: values.scheduledRunTime.trim() },
    feedSyncTime: values.feedSyncTime.trim(),
    timeZone: values.timeZone.trim(),
  };
}
