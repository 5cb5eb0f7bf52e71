import { create } from 'zustand';
import { DEFAULT_COUNTRY } from '@pm/contracts';
import type { Country } from '@pm/contracts';

/** Shipping-cost toggles of the views that show prices. */
export interface ShippingCostToggles {
  priceAnalysis: boolean;
  priceEngine: boolean;
  stores: boolean;
}

interface PreferencesState {
  withShippingCost: ShippingCostToggles;
  /** The country the price views show (country selector). */
  selectedCountry: Country;
  /** The company's lead country. */
  leadCountry: Country;
  setWithShippingCost(view: keyof ShippingCostToggles, on: boolean): void;
  setSelectedCountry(country: Country): void;
}

/**
 * Per-session view preferences, set from the profile when it loads (spec §4). Until then the
 * spec's defaults (§9): shipping included in price engine and store views, excluded in analysis.
 */
export const usePreferencesStore = create<PreferencesState>()((set) => ({
  withShippingCost: { priceAnalysis: false, priceEngine: true, stores: true },
  selectedCountry: DEFAULT_COUNTRY,
  leadCountry: DEFAULT_COUNTRY,
  setWithShippingCost: (view, on) => set((state) => ({ withShippingCost: { ...state.withShippingCost, [view]: on } })),
  setSelectedCountry: (country) => set({ selectedCountry: country }),
}));
