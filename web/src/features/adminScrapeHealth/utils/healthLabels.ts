import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HealthLevel, HealthOutcomeLabel, HealthWindow } from '@pm/contracts';
import { PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';

/** Red/amber/green in words as well as colour (docs/operations.md, "Scrape health"). */
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

/** Why attempts failed: the page status labels of spec §8 and the fetch's own failures. */
export const HEALTH_OUTCOME_LABELS_TEXT: Record<HealthOutcomeLabel, MessageDescriptor> = {
  ...PAGE_STATUS_LABELS,
  TIMED_OUT: msg`Timed out`,
  FETCH_FAILED: msg`Fetch failed`,
  CAPTCHA: msg`Captcha`,
};

export const HEALTH_WINDOW_LABELS: Record<HealthWindow, MessageDescriptor> = {
  '24h': msg`Last 24 hours`,
  '7d': msg`Last 7 days`,
};
