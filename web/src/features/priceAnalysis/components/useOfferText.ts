import { useLingui } from '@lingui/react/macro';
import type { AnalysedOffer } from '@pm/contracts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { AVAILABILITY_LABELS, OFFER_TYPE_LABELS } from '../../../lib/utils/offerLabels.ts';
import { formatPrice } from '../../../lib/utils/formatDeviation.ts';

export interface OffersProps {
  offers: AnalysedOffer[];
  currency: string;
}

/** What the table and the cards show of an offer, as text. */
export function useOfferText(currency: string) {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDateTime();
  return (offer: AnalysedOffer) => {
    const money = (amount: number | null) => formatPrice(amount, offer.currency ?? currency, i18n.locale);
    const shop = offer.sourceName ?? t`Unknown shop`;
    return {
      /** The shop, or on a comparison site its shop via the site. */
      shop: offer.shopName ? t`${offer.shopName} via ${shop}` : shop,
      offerType: offer.offerType !== 'COMPETITOR_OFFER' ? i18n._(OFFER_TYPE_LABELS[offer.offerType]) : null,
      price: money(offer.price),
      // Without a price, there is no shipping to speak of; with one, a missing shipping cost was not shown on the page.
      shipping: offer.price === null ? null : (money(offer.shippingCost) ?? t`not shown`),
      total: money(offer.total),
      availability: offer.availability ? i18n._(AVAILABILITY_LABELS[offer.availability]) : null,
      observed: offer.lastObservedAt ? formatDate(offer.lastObservedAt) : null,
      openLabel: t`Open the offer at ${shop} in a new tab`,
    };
  };
}

