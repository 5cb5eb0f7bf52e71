import { create } from 'zustand';
import type { DeviationMode } from '../../../lib/utils/priceAnalysisListQuery.ts';

interface DeviationModeState {
  mode: DeviationMode;
  /** Whether the user picked the mode in this session (the company's default then no longer applies). */
  chosen: boolean;
  setMode(mode: DeviationMode): void;
  /** The company's default (Settings › Price analysis), unless the user picked one. */
  applyDefault(mode: DeviationMode): void;
}

/** Percent or absolute deviation, shared by the list and the product page; percent by default (spec §9). */
export const useDeviationModeStore = create<DeviationModeState>()((set) => ({
  mode: 'percent',
  chosen: false,
  setMode: (mode) => set({ mode, chosen: true }),
  applyDefault: (mode) => set((state) => (state.chosen ? state : { mode })),
}));
