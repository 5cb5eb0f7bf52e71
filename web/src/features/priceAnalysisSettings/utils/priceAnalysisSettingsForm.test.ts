import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_ANALYSIS_SETTINGS } from '@pm/contracts';
import { toPriceAnalysisSettings, toPriceAnalysisSettingsFormValues, validatePriceAnalysisSettingsForm } from './priceAnalysisSettingsForm.ts';

const values = toPriceAnalysisSettingsFormValues({ ...DEFAULT_PRICE_ANALYSIS_SETTINGS, tolerancePercent: 2.5 }, 'de-DE');

describe('price analysis settings form', () => {
  it('shows the numbers in the user notation and sends them back as numbers', () => {
    expect(values).toEqual({ deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: '2,5', staleAfterDays: '7', includeComparisonProducts: false });
    expect(toPriceAnalysisSettings({ ...values, tolerancePercent: '3,75', staleAfterDays: '14' })).toEqual({ ...DEFAULT_PRICE_ANALYSIS_SETTINGS, tolerancePercent: 3.75, staleAfterDays: 14 });
    expect(validatePriceAnalysisSettingsForm(values)).toEqual({ tolerancePercent: undefined, staleAfterDays: undefined });
    expect(toPriceAnalysisSettings({ ...values, includeComparisonProducts: true }).includeComparisonProducts).toBe(true);
  });

  it('refuses a tolerance outside 0–50 % or with more than two decimals, and a stale age outside 1–90 whole days', () => {
    expect(validatePriceAnalysisSettingsForm({ ...values, tolerancePercent: '50,5', staleAfterDays: '0' })).toEqual({ tolerancePercent: 'outOfRange', staleAfterDays: 'outOfRange' });
    expect(validatePriceAnalysisSettingsForm({ ...values, tolerancePercent: '-1', staleAfterDays: '91' })).toEqual({ tolerancePercent: 'outOfRange', staleAfterDays: 'outOfRange' });
    expect(validatePriceAnalysisSettingsForm({ ...values, tolerancePercent: '1,234', staleAfterDays: '1,5' })).toEqual({ tolerancePercent: 'invalidNumber', staleAfterDays: 'invalidNumber' });
    // Two decimals as typed pass, whatever their binary neighbours — the server checks the same (hasAtMostTwoDecimals).
    for (const tolerancePercent of ['1,15', '0,29', '0,57', '4,35']) expect(validatePriceAnalysisSettingsForm({ ...values, tolerancePercent }).tolerancePercent).toBeUndefined();
    expect(validatePriceAnalysisSettingsForm({ ...values, tolerancePercent: '', staleAfterDays: 'eine Woche' })).toEqual({ tolerancePercent: 'required', staleAfterDays: 'invalidNumber' });
  });
});
