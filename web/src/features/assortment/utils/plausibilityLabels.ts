import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PLAUSIBILITY } from '@pm/contracts';

export type Plausibility = (typeof PLAUSIBILITY)[number];

/** How the last observed price was judged (scraper-service offerDecider). */
export const PLAUSIBILITY_LABELS: Record<Plausibility, MessageDescriptor> = {
  ACCEPTED: msg`Plausible`,
  FLAGGED: msg`Flagged as implausible`,
  CONFIRMED: msg`Confirmed by the next scrape`,
};

/** Why an observation was flagged. */
const FLAG_REASON_LABELS: Record<string, MessageDescriptor> = {
  ZERO_PRICE: msg`The price is zero`,
  LOW_CONFIDENCE: msg`The page did not show the price clearly enough (low extraction confidence)`,
  PRICE_JUMP: msg`The price jumped far from the last good price`,
  SHOP_WIDE_OUT_OF_STOCK: msg`Most of the shop went out of stock at once`,
};

/** The translated reason; an unknown code is shown as it came. */
export function flagReasonLabel(reason: string | null | undefined, i18n: I18n): string | null {
  if (!reason) return null;
  const known = FLAG_REASON_LABELS[reason];
  return known ? i18n._(known) : reason;
}
