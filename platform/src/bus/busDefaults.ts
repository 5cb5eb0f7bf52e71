/** Defaults both adapters share, so they behave alike. */

/** Used when `request` is called without `timeoutMs`. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;

/** Window in which an `enqueue` with a known `msgId` is dropped (JetStream `duplicate_window`). */
export const DEDUPE_WINDOW_MS = 2 * 60_000;
