import type { SubscribeOptions } from './eventStore.ts';

/** Hands a subscription's fatal error to `onError`, or logs it when the caller gave none. */
export function reportSubscriptionError(options: SubscribeOptions, error: unknown): void {
  if (options.onError) {
    options.onError(error);
    return;
  }
  // Without onError the failure would otherwise vanish with the stopped loop.
  console.error('Event store subscription stopped after an error', error);
}
