import { describe, expect, it } from 'vitest';
import { parsePriceEndings, formatPriceEndings } from './parsePriceEndings.ts';
import { trafficLight } from '@pm/contracts';
import { toEngineSettings, validateEngineSettingsForm } from './validateEngineSettingsForm.ts';
import { validateMetricsForm } from './validateMetricsForm.ts';
import { EMPTY_SALES_CHANNEL, toSalesChannelFields, toSalesChannelFormValues, validateSalesChannelForm } from './validateSalesChannelForm.ts';
import { toGuardrailSettings, toGuardrailsFormValues, validateGuardrailsForm } from './validateGuardrailsForm.ts';
import { EMPTY_EXCHANGE_RATE, toExchangeRate, validateExchangeRateForm } from './validateExchangeRateForm.ts';
import { formatDay, formatRate } from './formatExchangeRate.ts';
import { DEFAULT_GUARDRAIL_SETTINGS } from '@pm/contracts';
import { validateShippingCheck, EMPTY_SHIPPING_CHECK } from './validateShippingCheck.ts';
import { EMPTY_SHIPPING_RATE, toShippingRateFields, validateShippingRateForm } from './validateShippingRateForm.ts';

describe('sales channel form', () => {
  it('requires name, country and currency and keeps commission and VAT within 0–100', () => {
    expect(validateSalesChannelForm(EMPTY_SALES_CHANNEL)).toMatchObject({ name: 'required', country: 'required', currency: 'required', commissionRate: 'required', vatRate: 'required' });
    const values = { ...EMPTY_SALES_CHANNEL, name: ' Webshop ', country: 'de' as const, currency: 'EUR' as const, commissionRate: '12,5', vatRate: '120', noShippingCost: true };
    expect(validateSalesChannelForm(values)).toMatchObject({ vatRate: 'outOfRange', commissionRate: undefined });
    expect(validateSalesChannelForm({ ...values, commissionRate: 'zwölf' }).commissionRate).toBe('invalidNumber');
    expect(toSalesChannelFields({ ...values, vatRate: '19' })).toEqual({
      name: 'Webshop',
      country: 'de',
      currency: 'EUR',
      commissionRate: 12.5,
      vatRate: 19,
      noShippingCost: true,
      shippingCharge: null,
      commissionOnShipping: false,
      priceEndings: null,
      minTotalCostMarkup: null,
      maxTotalCostMarkup: null,
    });
  });

  it("checks a marketplace's own settings: a shipping charge in cents, own endings, markup limits that do not cross", () => {
    const values = { ...EMPTY_SALES_CHANNEL, name: 'Allegro', country: 'pl' as const, currency: 'PLN' as const, commissionRate: '10', vatRate: '23' };
    expect(validateSalesChannelForm({ ...values, shippingCharge: '4,955' }).shippingCharge).toBe('notCents');
    expect(validateSalesChannelForm({ ...values, shippingCharge: '-1' }).shippingCharge).toBe('outOfRange');
    expect(validateSalesChannelForm({ ...values, ownPriceEndings: true, priceEndings: '99, 100' }).priceEndings).toBe('invalidEndings');
    expect(validateSalesChannelForm({ ...values, ownPriceEndings: false, priceEndings: 'x' }).priceEndings).toBeUndefined();
    expect(validateSalesChannelForm({ ...values, minTotalCostMarkup: '50', maxTotalCostMarkup: '10' }).minTotalCostMarkup).toBe('minAboveMax');
    expect(validateSalesChannelForm({ ...values, maxTotalCostMarkup: '10001' }).maxTotalCostMarkup).toBe('outOfRange');
    const filled = { ...values, shippingCharge: '14,99', commissionOnShipping: true, ownPriceEndings: true, priceEndings: '99, 49', priceEndingsRounding: 'DOWN' as const, minTotalCostMarkup: '5', maxTotalCostMarkup: '80,5' };
    expect(Object.values(validateSalesChannelForm(filled)).filter(Boolean)).toEqual([]);
    const fields = toSalesChannelFields(filled);
    expect(fields).toMatchObject({ shippingCharge: 14.99, commissionOnShipping: true, priceEndings: { endings: [99, 49], rounding: 'DOWN' }, minTotalCostMarkup: 5, maxTotalCostMarkup: 80.5 });
    // Editing a channel shows what it has, in the user's notation, and gives it back unchanged.
    expect(toSalesChannelFormValues(fields, 'de')).toMatchObject({ shippingCharge: '14,99', priceEndings: '99, 49', maxTotalCostMarkup: '80,5' });
    expect(toSalesChannelFields(toSalesChannelFormValues(fields, 'de'))).toEqual(fields);
  });
});

describe('guardrails form', () => {
  it('takes an empty maximum change as none, wants it above 0, and a threshold of 0–1000', () => {
    const values = toGuardrailsFormValues(DEFAULT_GUARDRAIL_SETTINGS, 'de');
    expect(values).toEqual({ maxChangePercent: '20', noBelowCost: true, noAboveMsrp: false, confirmAllThresholdPercent: '10' });
    expect(toGuardrailSettings(values)).toEqual(DEFAULT_GUARDRAIL_SETTINGS);
    expect(validateGuardrailsForm({ ...values, maxChangePercent: '0' }).maxChangePercent).toBe('outOfRange');
    expect(validateGuardrailsForm({ ...values, maxChangePercent: '', confirmAllThresholdPercent: '' })).toEqual({ maxChangePercent: undefined, confirmAllThresholdPercent: 'required' });
    expect(toGuardrailSettings({ ...values, maxChangePercent: ' ', confirmAllThresholdPercent: '7,5' })).toMatchObject({ maxChangePercent: null, confirmAllThresholdPercent: 7.5 });
  });
});

describe('exchange rate form', () => {
  it('wants two different currencies, a rate above 0, a valid day, and one rate per pair and day', () => {
    expect(validateExchangeRateForm(EMPTY_EXCHANGE_RATE, [])).toEqual({ from: 'required', to: 'required', rate: 'required', validFrom: 'required' });
    const values = { from: 'EUR' as const, to: 'PLN' as const, rate: '4,31', validFrom: '2026-03-01' };
    expect(Object.values(validateExchangeRateForm(values, [])).filter(Boolean)).toEqual([]);
    expect(validateExchangeRateForm({ ...values, to: 'EUR' }, []).to).toBe('sameCurrency');
    expect(validateExchangeRateForm({ ...values, rate: '0' }, []).rate).toBe('outOfRange');
    expect(validateExchangeRateForm({ ...values, validFrom: '2026-02-30' }, []).validFrom).toBe('invalidDate');
    expect(validateExchangeRateForm(values, [{ from: 'EUR', to: 'PLN', rate: 4.2, validFrom: '2026-03-01' }]).validFrom).toBe('duplicate');
    expect(toExchangeRate(values)).toEqual({ from: 'EUR', to: 'PLN', rate: 4.31, validFrom: '2026-03-01' });
    expect(formatRate(4.3125, 'de')).toBe('4,3125');
    expect(formatDay('2026-03-01', 'de')).toBe('01.03.2026');
  });
});

describe('shipping rate form', () => {
  it('requires every field including the three "allowed" selections', () => {
    const errors = validateShippingRateForm(EMPTY_SHIPPING_RATE);
    expect(Object.values(errors).every((e) => e === 'required')).toBe(true);
    expect(Object.keys(errors)).toHaveLength(13);
  });

  it('accepts amounts of 0 and more, a weight above 0, and turns yes/no into flags', () => {
    const values = { carrier: 'DHL', country: 'de' as const, baseTariff: '4,50', maxWeight: '0', shippingMode: 'STANDARD' as const, hazardSurcharge: '0', lqSurcharge: '-1', ncGoodsSurcharge: '2', ncMeasuresSurcharge: '5', ncVolumeSurcharge: '7', hazardousAllowed: 'no' as const, lqAllowed: 'yes' as const, ncAllowed: 'yes' as const };
    expect(validateShippingRateForm(values)).toMatchObject({ maxWeight: 'outOfRange', lqSurcharge: 'outOfRange', baseTariff: undefined, hazardSurcharge: undefined });
    expect(toShippingRateFields({ ...values, maxWeight: '31,5', lqSurcharge: '3' })).toMatchObject({ baseTariff: 4.5, maxWeight: 31.5, hazardousAllowed: false, lqAllowed: true });
  });

  it('checks the rate-check form', () => {
    expect(validateShippingCheck(EMPTY_SHIPPING_CHECK)).toEqual({ country: 'required', weightKg: 'required', packages: undefined });
    expect(validateShippingCheck({ ...EMPTY_SHIPPING_CHECK, country: 'de', weightKg: '2', packages: '1,5' }).packages).toBe('invalidNumber');
  });
});

describe('metrics, endings and engine settings', () => {
  it('wants green above yellow and the top metric visible', () => {
    expect(validateMetricsForm({ topMetric: 'PROFIT_MARGIN', visibleMetrics: ['PROFIT_MARGIN'], greenThreshold: '10', yellowThreshold: '20' }).greenThreshold).toBe('greenNotAboveYellow');
    expect(validateMetricsForm({ topMetric: 'PROFIT_MARGIN', visibleMetrics: ['PURCHASE_MARKUP'], greenThreshold: '20', yellowThreshold: '10' }).visibleMetrics).toBe('topNotVisible');
    expect(trafficLight(25, { greenThreshold: 20, yellowThreshold: 10 })).toBe('green');
    expect(trafficLight(20, { greenThreshold: 20, yellowThreshold: 10 })).toBe('yellow');
    expect(trafficLight(10, { greenThreshold: 20, yellowThreshold: 10 })).toBe('red');
  });

  it('reads price endings as cent values', () => {
    expect(parsePriceEndings('99, 49 .95;5')).toEqual([99, 49, 95, 5]);
    expect(parsePriceEndings('')).toEqual([]);
    expect(parsePriceEndings('100')).toBeNull();
    expect(parsePriceEndings('9,99')).toEqual([9, 99]);
    expect(formatPriceEndings([99, 5])).toBe('99, 05');
  });

  it('validates times and the time zone', () => {
    const values = { maxOfferAgeHours: '48', scheduledRunEnabled: true, scheduledRunTime: '5:30', feedSyncTime: '06:30', timeZone: 'Europe/Berlin' };
    expect(validateEngineSettingsForm(values)).toMatchObject({ scheduledRunTime: 'invalidTime', feedSyncTime: undefined, timeZone: undefined });
    expect(validateEngineSettingsForm({ ...values, timeZone: 'Mars/Olympus' }).timeZone).toBe('unknownTimeZone');
    expect(validateEngineSettingsForm({ ...values, maxOfferAgeHours: '0' }).maxOfferAgeHours).toBe('outOfRange');
    expect(toEngineSettings({ ...values, scheduledRunTime: '05:30' })).toEqual({ maxOfferAgeHours: 48, scheduledRun: { enabled: true, time: '05:30' }, feedSyncTime: '06:30', timeZone: 'Europe/Berlin' });
  });
});
