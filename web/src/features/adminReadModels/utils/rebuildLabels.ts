import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReadModelStatus, RebuildRecord } from '@pm/contracts';

export const READ_MODEL_STATUS_LABELS: Record<ReadModelStatus['status'], MessageDescriptor> = {
  starting: msg`Starting`,
  running: msg`Running`,
  retrying: msg`Retrying after an error`,
  stopped: msg`Stopped`,
};

export const REBUILD_OUTCOME_LABELS: Record<RebuildRecord['outcome'], MessageDescriptor> = {
  RUNNING: msg`Running`,
  COMPLETED: msg`Completed`,
  FAILED: msg`Failed`,
};

export const REBUILD_REASON_LABELS: Record<RebuildRecord['reason'], MessageDescriptor> = {
  REQUESTED: msg`asked for by a platform admin`,
  VERSION_CHANGED: msg`the read model's code changed`,
};

/** The error of a failed rebuild; INTERRUPTED is the one the runtime itself records. */
export const INTERRUPTED_LABEL = msg`interrupted: the service stopped before the rebuild switched over`;
