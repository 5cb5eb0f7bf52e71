import { create } from 'zustand';
import type { DeviationMode } from '../../../lib/utils/priceAnalysisListQuery.ts';

interface DeviationModeState {
  mode: DeviationMode;
  setMode(mode: DeviationMode): void;
}

/** Percent or absolute deviation, shared by the list and the product page; percent by default (spec §9). */
export const useDeviationModeStore = create<DeviationModeState>()((set) => ({
  mode: 'percent',
  setMode: (mode) => set({ mode }),
}));
