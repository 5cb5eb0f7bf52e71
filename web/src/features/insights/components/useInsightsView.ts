import { useSearchParams } from 'react-router-dom';
import { PRICE_HISTORY_RANGES, type InsightsRange } from '@pm/contracts';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';
import type { InsightsView } from '../api/insightsKeys.ts';

export interface InsightsViewState extends InsightsView {
  setWithShipping(on: boolean): void;
  setRange(range: InsightsRange): void;
}

const isRange = (value: string | null): value is InsightsRange => (PRICE_HISTORY_RANGES as readonly string[]).includes(value ?? '');

/** The shell's country, the analysis' shipping toggle and the period (`?range=`, default 30 days; another period resets `?page=`). */
export function useInsightsView(): InsightsViewState {
  const country = usePreferencesStore((s) => s.selectedCountry);
  const withShipping = usePreferencesStore((s) => s.withShippingCost.priceAnalysis);
  const setWithShippingCost = usePreferencesStore((s) => s.setWithShippingCost);
  const [search, setSearch] = useSearchParams();
  const value = search.get('range');
  const range: InsightsRange = isRange(value) ? value : '30d';
  return {
    country,
    withShipping,
    range,
    setWithShipping: (on) => setWithShippingCost('priceAnalysis', on),
    setRange: (next) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('range', next);
          // Another period has other rows: a paged list starts again at its first page.
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
  };
}
