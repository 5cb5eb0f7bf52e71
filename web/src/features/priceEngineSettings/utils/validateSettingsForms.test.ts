import { describe, expect, it } from 'vitest';
import { parsePriceEndings, formatPriceEndings } from './parsePriceEndings.ts';
import { trafficLight } from '@pm/contracts';
import { toEngineSettings, validateEngineSettingsForm } from './validateEngineSettingsForm.ts';
import { validateMetricsForm } from './validateMetricsForm.ts';
import { EMPTY_SALES_CHANNEL, toSalesChannelFields, validateSalesChannelForm } from './validateSalesChannelForm.ts';
import { validateShippingCheck, EMPTY_SHIPPING_CHECK } from './validateShippingCheck.ts';
import { EMPTY_SHIPPING_RATE, toShippingRateFields, validateShippingRateForm } from './validateShippingRateForm.ts';

describe('sales channel form', () => {
  it('requires name, country and currency and keeps commission and VAT within 0–100', () => {
    expect(validateSalesChannelForm(EMPTY_SALES_CHANNEL)).toEqual({ name: 'required', country: 'required', currency: 'required', commissionRate: 'required', vatRate: 'required' });
    const values = { name: ' Webshop ', country: 'de' as const, currency: 'EUR' as const, commissionRate: '12,5', vatRate: '120', noShippingCost: true };
    expect(validateSalesChannelForm(values)).toMatchObject({ vatRate: 'outOfRange', commissionRate: undefined });
    expect(validateSalesChannelForm({ ...values, commissionRate: 'zwölf' }).commissionRate).toBe('invalidNumber');
    expect(toSalesChannelFields({ ...values, vatRate: '19' })).toEqual({ name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 12.5, vatRate: 19, noShippingCost: true });
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
