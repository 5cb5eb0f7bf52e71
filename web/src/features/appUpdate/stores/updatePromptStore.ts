import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface UpdatePromptState {
  /** When the user last dismissed the update prompt (epoch ms). */
  dismissedAt: number | null;
  dismiss(now: number): void;
}

/** Kept in localStorage so a reload or another tab does not bring the prompt back early. */
export const useUpdatePromptStore = create<UpdatePromptState>()(
  persist((set) => ({ dismissedAt: null, dismiss: (now) => set({ dismissedAt: now }) }), {
    name: 'pm-update-prompt',
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ dismissedAt: state.dismissedAt }),
  }),
);
