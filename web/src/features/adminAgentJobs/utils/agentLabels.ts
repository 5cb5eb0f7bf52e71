import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgentRun, AgentRunStatus } from '@pm/contracts';

export const RUN_TRIGGER_LABELS: Record<AgentRun['trigger'], MessageDescriptor> = {
  SCHEDULE: msg`Daily schedule`,
  MANUAL: msg`Triggered by an admin`,
};

export const RUN_STATUS_LABELS: Record<AgentRunStatus, MessageDescriptor> = {
  RUNNING: msg`Running`,
  FINISHED: msg`Finished`,
  INTERRUPTED: msg`Interrupted`,
};

export const RUN_STATUS_COLORS: Record<AgentRunStatus, 'informative' | 'success' | 'warning'> = {
  RUNNING: 'informative',
  FINISHED: 'success',
  INTERRUPTED: 'warning',
};
