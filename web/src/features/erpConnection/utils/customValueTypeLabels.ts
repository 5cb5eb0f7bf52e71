import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CustomValueType } from '@pm/contracts';

/** Spec §3 data types as the screens name them. */
export const CUSTOM_VALUE_TYPE_LABELS: Record<CustomValueType, MessageDescriptor> = {
  TEXT: msg`Text`,
  NUMBER: msg`Number`,
  PERCENTAGE: msg`Percentage`,
  BOOLEAN: msg`Yes/no (boolean)`,
  LIST: msg`List`,
  JSON: msg`JSON`,
};
