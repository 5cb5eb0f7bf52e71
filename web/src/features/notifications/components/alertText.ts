import { useLingui } from '@lingui/react/macro';
import type { DeliveryStatus, Notification } from '@pm/contracts';
import { formatPercent } from '../../../lib/utils/formatDeviation.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';

/** The gap between the competitor's and the own price in % of the own price (display only). */
function gapPercent(n: Notification): number | null {
  const { price, ownPrice } = n.evidence;
  if (price === null || ownPrice === null || Number(ownPrice) === 0) return null;
  return Math.abs(((Number(price) - Number(ownPrice)) / Number(ownPrice)) * 100);
}

/** What an alert says, in the user's language: its headline and the prices behind it. */
export function useAlertText() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (n: Notification): { headline: string; prices: string | null } => {
    const shop = n.shopName ?? t`A competitor`;
    const gap = gapPercent(n);
    const percent = gap === null ? '' : (formatPercent(gap, locale) ?? '').replace(/^\+/, '');
    const price = formatMoney(n.evidence.price, n.evidence.currency, locale);
    const own = formatMoney(n.evidence.ownPrice, n.evidence.currency, locale);
    const prices = price && own ? t`${shop}: ${price} · your price: ${own}` : price ? t`${shop}: ${price}` : null;
    switch (n.kind) {
      case 'UNDERCUT':
        return { headline: t`${shop} undercuts your price by ${percent}`, prices };
      case 'PRICE_ABOVE':
        return { headline: t`${shop} is ${percent} above your price`, prices };
      case 'OUT_OF_STOCK':
        return { headline: t`${shop} is out of stock`, prices };
      case 'BACK_IN_STOCK':
        return { headline: t`${shop} is back in stock`, prices };
      case 'POSITION_LOST':
        return { headline: t`You are no longer the cheapest: ${shop} is cheaper`, prices };
    }
  };
}

/** How an alert's e-mail and webhook went, e.g. "E-mail sent · Webhook failed after 5 attempts"; null when neither was asked for. */
export function useDeliveryText() {
  const { t } = useLingui();
  const one = (status: DeliveryStatus, email: boolean): string => {
    const attempts = status.attempts;
    switch (status.state) {
      case 'SENT':
        return email ? t`E-mail sent` : t`Webhook delivered`;
      case 'FAILED':
        return email ? t`E-mail failed after ${attempts} attempts` : t`Webhook failed after ${attempts} attempts`;
      case 'DIGEST':
        return t`E-mail with the daily digest`;
      case 'PENDING':
        return email ? t`E-mail pending` : attempts > 0 ? t`Webhook: attempt ${attempts} failed, retrying` : t`Webhook pending`;
    }
  };
  return (n: Notification): string | null => {
    const parts = [...(n.email ? [one(n.email, true)] : []), ...(n.webhook ? [one(n.webhook, false)] : [])];
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}
