import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_ANALYSIS_SETTINGS } from '@pm/contracts';
import { recordedEvent } from '@pm/platform/testing';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { PRICE_ANALYSIS_SETTINGS, priceAnalysisSettingsProjector, toPriceAnalysisSettingsView, type PriceAnalysisSettingsDoc } from './priceAnalysisSettingsProjector.ts';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const spec = projectionSpec(priceAnalysisSettingsProjector);

describe('priceAnalysisSettingsProjector', () => {
  it('answers the defaults until the company saves, then the last saved settings with their revision', async () => {
    expect(toPriceAnalysisSettingsView(null)).toEqual({ settings: DEFAULT_PRICE_ANALYSIS_SETTINGS, revision: '-1', updatedAt: null });
    const first = { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, tolerancePercent: 5 };
    const second = { ...first, staleAfterDays: 30, deltaMode: 'ABSOLUTE' as const };
    const meta = (revision: bigint) => ({ companyId, streamId: `priceanalysissettings-${companyId}`, revision, id: crypto.randomUUID() });
    const [doc = null] = await spec
      .given(recordedEvent('PriceAnalysisSettingsSet', { companyId, settings: first }, meta(0n)), recordedEvent('PriceAnalysisSettingsSet', { companyId, settings: second }, meta(1n)))
      .documents(PRICE_ANALYSIS_SETTINGS, { _id: companyId });
    expect(toPriceAnalysisSettingsView(doc as PriceAnalysisSettingsDoc | null)).toMatchObject({ settings: second, revision: '1' });
  });
});
