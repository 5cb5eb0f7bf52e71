import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RunFailureReason } from '@pm/contracts';

/** Why a rule-engine run failed (the run history and the price-engine overview show it). */
export const RUN_FAILURE_LABELS: Record<RunFailureReason, MessageDescriptor> = {
  NO_SALES_CHANNELS: msg`The company has no sales channel.`,
  ENGINE_ERROR: msg`The rule engine stopped on an unexpected error. Please try again; if it happens again, contact support.`,
  WORKER_GAVE_UP: msg`The run could not be finished after several attempts. Please start it again.`,
};
