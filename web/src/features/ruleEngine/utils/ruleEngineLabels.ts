import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PricingRunStatus } from '@pm/contracts';

export { OUTCOME_LABELS, OUTCOME_REASON_LABELS } from '../../../lib/outcomeLabels.ts';

export const RUN_STATUS_LABELS: Record<PricingRunStatus, MessageDescriptor> = {
  REQUESTED: msg`Waiting to start`,
  RUNNING: msg`Running`,
  COMPLETED: msg`Completed`,
  FAILED: msg`Failed`,
};

export const RUN_TRIGGER_LABELS: Record<'USER' | 'SCHEDULE', MessageDescriptor> = {
  USER: msg`Started by hand`,
  SCHEDULE: msg`Scheduled`,
};


