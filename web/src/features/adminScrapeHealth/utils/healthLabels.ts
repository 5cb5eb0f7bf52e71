import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HealthOutcomeLabel, HealthWindow } from '@pm/contracts';
import { PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';

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
