import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HealthLevel } from '@pm/contracts';

/** Red/amber/green in words as well as colour (docs/operations.md, "Scrape health"): the health screen and the store lists. */
export const HEALTH_LEVEL_LABELS: Record<HealthLevel, MessageDescriptor> = {
  RED: msg`Red: failing`,
  AMBER: msg`Amber: degraded`,
  GREEN: msg`Green: healthy`,
  IDLE: msg`Idle: no scrapes in 24 h`,
};

export const HEALTH_LEVEL_COLORS: Record<HealthLevel, 'danger' | 'warning' | 'success' | 'informative'> = {
  RED: 'danger',
  AMBER: 'warning',
  GREEN: 'success',
  IDLE: 'informative',
};
