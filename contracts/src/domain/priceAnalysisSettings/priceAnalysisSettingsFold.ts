/**
 * A company's price-analysis defaults folded from `priceanalysissettings-<companyId>`: the one fold
 * the decider, the settings read model and every analysis query (price analysis, dashboard) share.
 * A company that never saved the page has DEFAULT_PRICE_ANALYSIS_SETTINGS.
 */
import type { PriceAnalysisSettingsEvent } from '../../events/priceAnalysisSettingsEvents.ts';
import { DEFAULT_PRICE_ANALYSIS_SETTINGS, type PriceAnalysisSettings } from '../../http/priceAnalysisSettings.ts';

export const initialPriceAnalysisSettings = (): PriceAnalysisSettings => DEFAULT_PRICE_ANALYSIS_SETTINGS;

export function evolvePriceAnalysisSettings(_state: PriceAnalysisSettings, event: PriceAnalysisSettingsEvent): PriceAnalysisSettings {
  switch (event.type) {
    case 'PriceAnalysisSettingsSet':
      // Stored events of a later version may carry more fields; the defaults fill what an older one lacks.
      return { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, ...event.data.settings };
  }
}

export const foldPriceAnalysisSettings = (events: readonly PriceAnalysisSettingsEvent[]): PriceAnalysisSettings => events.reduce(evolvePriceAnalysisSettings, initialPriceAnalysisSettings());
