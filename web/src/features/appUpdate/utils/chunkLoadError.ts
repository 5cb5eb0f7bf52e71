/**
 * Messages browsers and bundlers use when a part of the page (a JS or CSS chunk) fails to load
 * (spec §4: loading chunk, dynamic import, CSS chunk, MIME type, network error, 404, failed fetch).
 */
const CHUNK_ERROR_PATTERNS: readonly RegExp[] = [
  /loading (css )?chunk/i,
  /dynamically imported module/i,
  /dynamic import/i,
  /importing a module script failed/i,
  /css chunk/i,
  /unable to preload css/i,
  /mime type/i,
  /network ?error/i,
  /\b404\b/,
  /failed to fetch/i,
];

/** Whether an error thrown while rendering is a failed chunk load (fixed by reloading the page). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  // Our own API errors carry statuses like 404 in their text but are never chunk failures.
  if (name === 'ApiError') return false;
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** The part of sessionStorage the recovery needs (a fake in tests). */
export interface CounterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const RELOAD_COUNT_KEY = 'pm-chunk-reload-count';
/** At most one automatic reload per browser session (spec §9). */
export const MAX_CHUNK_RELOADS = 1;
/** The reload happens after 1 s, showing "Loading new application version..." (spec §9). */
export const CHUNK_RELOAD_DELAY_MS = 1_000;

export type ErrorRecovery = 'reload' | 'show-error';

/**
 * Decides what to do about a render error: a chunk failure reloads once per session (the count
 * is recorded here); any other error clears the count and shows the error page.
 */
export function recoveryFor(error: unknown, storage: CounterStorage): ErrorRecovery {
  if (!isChunkLoadError(error)) {
    storage.removeItem(RELOAD_COUNT_KEY);
    return 'show-error';
  }
  const count = Number(storage.getItem(RELOAD_COUNT_KEY) ?? 0) || 0;
  if (count >= MAX_CHUNK_RELOADS) return 'show-error';
  storage.setItem(RELOAD_COUNT_KEY, String(count + 1));
  return 'reload';
}
