/**
 * Live notices coalesced per query key (issue 13 item 11): a run of 100,000 proposals sends a
 * notice per projection batch, and refetching the review list once per notice would refetch it
 * thousands of times. Per key: the first notice refetches at once (leading edge); notices within
 * the window after it are merged into one refetch at the window's end (trailing edge). While
 * notices keep coming the window doubles, up to `maxWindowMs`; after a quiet window it starts
 * again at `windowMs`. So a tab refetches a key at most once per window, and a long run costs a
 * refetch every `maxWindowMs` at most — bounded by time, not by the number of proposals.
 */
export interface InvalidationCoalescerOptions {
  invalidate(queryKey: string[]): void;
  /** First window after a refetch (ms). */
  windowMs?: number;
  /** Longest window while notices keep coming (ms). */
  maxWindowMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface InvalidationCoalescer {
  notice(queryKey: string[]): void;
  /** Drops the scheduled refetches (the socket closed). */
  close(): void;
}

interface KeyState {
  queryKey: string[];
  lastRun: number;
  window: number;
  timer: unknown;
}

export const LIVE_WINDOW_MS = 1_000;
export const LIVE_MAX_WINDOW_MS = 8_000;

export function createInvalidationCoalescer(options: InvalidationCoalescerOptions): InvalidationCoalescer {
  const base = options.windowMs ?? LIVE_WINDOW_MS;
  const max = Math.max(base, options.maxWindowMs ?? LIVE_MAX_WINDOW_MS);
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const keys = new Map<string, KeyState>();

  const run = (state: KeyState) => {
    state.lastRun = now();
    options.invalidate(state.queryKey);
  };

  return {
    notice(queryKey) {
      const id = JSON.stringify(queryKey);
      const state = keys.get(id);
      const at = now();
      if (!state) {
        const fresh: KeyState = { queryKey, lastRun: at, window: base, timer: null };
        keys.set(id, fresh);
        run(fresh);
        return;
      }
      if (state.timer !== null) return; // a refetch is scheduled: this notice is part of it
      const since = at - state.lastRun;
      if (since >= state.window * 2) {
        // Quiet for a whole window after the last refetch: a new burst starts small and at once.
        state.window = base;
        run(state);
        return;
      }
      const wait = Math.max(0, state.window - since);
      state.timer = setTimer(() => {
        state.timer = null;
        // Still busy: the next refetch waits longer.
        state.window = Math.min(max, state.window * 2);
        run(state);
      }, wait);
    },
    close() {
      for (const state of keys.values()) if (state.timer !== null) clearTimer(state.timer);
      keys.clear();
    },
  };
}
