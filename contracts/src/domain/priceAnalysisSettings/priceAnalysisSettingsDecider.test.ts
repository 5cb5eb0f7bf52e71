import { describe, expect, it } from 'vitest';
import type { PriceAnalysisSettingsEvent } from '../../events/priceAnalysisSettingsEvents.ts';
import { DEFAULT_PRICE_ANALYSIS_SETTINGS, type PriceAnalysisSettings } from '../../http/priceAnalysisSettings.ts';
import { deciderSpec } from '../../testing/index.ts';
import { isStale, isWithinTolerance, staleBefore } from './offerStaleness.ts';
import { priceAnalysisSettingsDecider } from './priceAnalysisSettingsDecider.ts';
import { foldPriceAnalysisSettings } from './priceAnalysisSettingsFold.ts';

const spec = deciderSpec(priceAnalysisSettingsDecider);
const companyId = 'c1';
const settings: PriceAnalysisSettings = { deltaMode: 'ABSOLUTE', withShippingCost: false, tolerancePercent: 3.5, staleAfterDays: 14, includeComparisonProducts: false };
const set: PriceAnalysisSettingsEvent = { type: 'PriceAnalysisSettingsSet', data: { companyId, settings } };

describe('price analysis settings', () => {
  it('a company that never saved them has the defaults: percent, with shipping, 2 % tolerance, stale after 7 days, comparison products apart', () => {
    expect(foldPriceAnalysisSettings([])).toEqual({ deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: 2, staleAfterDays: 7, includeComparisonProducts: false });
    expect(foldPriceAnalysisSettings([set])).toEqual(settings);
    // A save of before the comparison switch keeps it off.
    const { includeComparisonProducts: _absent, ...older } = settings;
    expect(foldPriceAnalysisSettings([{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: older as PriceAnalysisSettings } }]).includeComparisonProducts).toBe(false);
  });

  it('sets the settings', () => {
    spec.given([]).when({ type: 'SetPriceAnalysisSettings', companyId, settings }).then([set]);
    spec.given([set]).when({ type: 'SetPriceAnalysisSettings', companyId, settings: DEFAULT_PRICE_ANALYSIS_SETTINGS, expectedRevision: 0 }).then([
      { type: 'PriceAnalysisSettingsSet', data: { companyId, settings: DEFAULT_PRICE_ANALYSIS_SETTINGS } },
    ]);
  });

  it('refuses a tolerance or stale age out of range', () => {
    for (const tolerancePercent of [-0.5, 50.01, 2.555, Number.NaN]) spec.given([]).when({ type: 'SetPriceAnalysisSettings', companyId, settings: { ...settings, tolerancePercent } }).thenThrows('VALIDATION_FAILED');
    // Two decimals as typed, whatever their binary neighbours (1.15 × 100 = 114.99999999999999).
    for (const tolerancePercent of [1.15, 0.29, 0.57, 4.35, 0.01, 50]) spec.given([]).when({ type: 'SetPriceAnalysisSettings', companyId, settings: { ...settings, tolerancePercent } }).then([{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { ...settings, tolerancePercent } } }]);
    for (const tolerancePercent of [1.155, 0.001, 1e-7]) spec.given([]).when({ type: 'SetPriceAnalysisSettings', companyId, settings: { ...settings, tolerancePercent } }).thenThrows('VALIDATION_FAILED');
    for (const staleAfterDays of [0, 91, 1.5]) spec.given([]).when({ type: 'SetPriceAnalysisSettings', companyId, settings: { ...settings, staleAfterDays } }).thenThrows('VALIDATION_FAILED');
    spec.given([]).when({ type: 'SetPriceAnalysisSettings', companyId, settings: { ...settings, tolerancePercent: 0, staleAfterDays: 90 } }).then([
      { type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { ...settings, tolerancePercent: 0, staleAfterDays: 90 } } },
    ]);
  });

  it('refuses an edit of settings that changed since the user loaded them', () => {
    spec.given([set]).when({ type: 'SetPriceAnalysisSettings', companyId, settings, expectedRevision: -1 }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('refuses a revision the settings never had', () => {
    spec.given([set]).when({ type: 'SetPriceAnalysisSettings', companyId, settings, expectedRevision: 99 }).thenThrows('CONCURRENCY_CONFLICT');
    spec.given([]).when({ type: 'SetPriceAnalysisSettings', companyId, settings, expectedRevision: 5 }).thenThrows('CONCURRENCY_CONFLICT');
  });
});

describe('offer staleness and tolerance', () => {
  it('an offer last seen more than the stale age before now is stale', () => {
    const cutoff = staleBefore(new Date('2026-03-15T12:00:00.000Z'), 7);
    expect(cutoff).toBe('2026-03-08T12:00:00.000Z');
    expect(isStale('2026-03-08T11:59:59.000Z', cutoff)).toBe(true);
    expect(isStale('2026-03-08T12:00:00.000Z', cutoff)).toBe(false);
    expect(isStale(null, cutoff)).toBe(false);
    expect(isStale('2020-01-01T00:00:00.000Z', null)).toBe(false);
  });

  it('within the tolerance: at most that many percent above the cheapest', () => {
    expect(isWithinTolerance(2, 2)).toBe(true);
    expect(isWithinTolerance(2.01, 2)).toBe(false);
    expect(isWithinTolerance(null, 2)).toBe(false);
  });
});
