import { create } from 'zustand';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';

export type DeltaMode = 'absolute' | 'percent';

const useDeltaModeStore = create<{ mode: DeltaMode; setMode(mode: DeltaMode): void }>()((set) => ({
  // Issue 5: the review shows the absolute delta by default.
  mode: 'absolute',
  setMode: (mode) => set({ mode }),
}));

export interface ReviewView {
  mode: DeltaMode;
  setMode(mode: DeltaMode): void;
  /** Prices shown including the own shipping cost per unit (preferences: withShippingCost.priceEngine). */
  withShipping: boolean;
  setWithShipping(on: boolean): void;
}

export function useReviewView(): ReviewView {
  const mode = useDeltaModeStore((s) => s.mode);
  const setMode = useDeltaModeStore((s) => s.setMode);
  const withShipping = usePreferencesStore((s) => s.withShippingCost.priceEngine);
  const setWithShippingCost = usePreferencesStore((s) => s.setWithShippingCost);
  return { mode, setMode, withShipping, setWithShipping: (on) => setWithShippingCost('priceEngine', on) };
}
