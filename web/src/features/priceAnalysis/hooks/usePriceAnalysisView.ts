import { useEffect } from 'react';
import type { Country } from '@pm/contracts';
import { usePriceAnalysisSettings } from '../../../lib/api/priceAnalysisSettingsQuery.ts';
import { useProfile } from '../../../lib/api/profileQuery.ts';
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
  const applyDefault = useDeviationModeStore((s) => s.applyDefault);
  const companyId = useProfile().data?.company.id ?? '';
  const companyMode = usePriceAnalysisSettings(companyId).data?.settings.deltaMode;
  useEffect(() => {
    if (companyMode) applyDefault(companyMode === 'ABSOLUTE' ? 'absolute' : 'percent');
  }, [companyMode, applyDefault]);
  return { country, withShipping, setWithShipping: (on) => setWithShippingCost('priceAnalysis', on), mode, setMode };
}
