import type { Country } from '@pm/contracts';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';
import { useDeviationModeStore } from '../stores/deviationModeStore.ts';
import type { DeviationMode } from '../../../lib/utils/priceAnalysisListQuery.ts';

export interface PriceAnalysisView {
  /** The shell's selected country. */
  country: Country;
  /** Initialised from the user's settings.withShippingCost when the profile loads (spec §4). */
  withShipping: boolean;
  setWithShipping(on: boolean): void;
  mode: DeviationMode;
  setMode(mode: DeviationMode): void;
}

/** How the analysis screens compare: country, with or without shipping, percent or amount. */
export function usePriceAnalysisView(): PriceAnalysisView {
  const country = usePreferencesStore((s) => s.selectedCountry);
  const withShipping = usePreferencesStore((s) => s.withShippingCost.priceAnalysis);
  const setWithShippingCost = usePreferencesStore((s) => s.setWithShippingCost);
  const mode = useDeviationModeStore((s) => s.mode);
  const setMode = useDeviationModeStore((s) => s.setMode);
  return { country, withShipping, setWithShipping: (on) => setWithShippingCost('priceAnalysis', on), mode, setMode };
}
