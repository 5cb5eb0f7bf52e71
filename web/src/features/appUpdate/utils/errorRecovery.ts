import { recoveryFor } from './chunkLoadError.ts';
import type { ErrorRecovery } from './chunkLoadError.ts';

// One decision per error object: React may render an error page more than once for the same
// error, and the session counter must count each failure only once.
const decided = new WeakMap<object, ErrorRecovery>();

/** The recovery for a render error, decided once per error (uses sessionStorage). */
export function recoveryForRenderError(error: unknown): ErrorRecovery {
  if (typeof error !== 'object' || error === null) return recoveryFor(error, sessionStorage);
  let recovery = decided.get(error);
  if (recovery === undefined) {
    recovery = recoveryFor(error, sessionStorage);
    decided.set(error, recovery);
  }
  return recovery;
}
