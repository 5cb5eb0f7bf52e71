/** Why a rule-engine run failed: a code the web translates (the event's `detail` is for operators). */
export const RUN_FAILURE_REASONS = ['NO_SALES_CHANNELS', 'ENGINE_ERROR', 'WORKER_GAVE_UP'] as const;
export type RunFailureReason = (typeof RUN_FAILURE_REASONS)[number];
