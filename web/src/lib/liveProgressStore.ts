import { create } from 'zustand';

/**
 * The latest `progress` message of each live topic (e.g. 'pricing-run'), as the live socket
 * delivers them; features read their topic and validate its data.
 */
interface LiveProgressState {
  byTopic: Record<string, Record<string, unknown>>;
}

export const useLiveProgressStore = create<LiveProgressState>()(() => ({ byTopic: {} }));

export function recordLiveProgress(topic: string, data: Record<string, unknown>): void {
  useLiveProgressStore.setState((state) => ({ byTopic: { ...state.byTopic, [topic]: data } }));
}
