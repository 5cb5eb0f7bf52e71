import { useLingui } from '@lingui/react/macro';
import type { ScrapedOffer } from '@pm/contracts';
import { FieldList } from '../../../components/FieldList.tsx';
import type { FieldEntry } from '../../../components/FieldList.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { fieldSourceText } from '../../../lib/utils/extractionLabels.ts';
import { AVAILABILITY_LABELS } from '../../../lib/utils/offerLabels.ts';
import { conditionLabel } from '../utils/conditionLabels.ts';

/** Everything extracted from a product page: identity, prices and availability, and how price and availability were read. */
export function ScrapedOfferFields({ offer }: { offer: ScrapedOffer }) {
  const { t, i18n } = useLingui();
  const money = (amount: string | null | undefined) => formatMoney(amount, offer.currency, i18n.locale);
  const link = (url: string | null | undefined) => (url ? <a href={url} target="_blank" rel="noreferrer noopener">{url}</a> : null);
  const entries: FieldEntry[] = [
    { label: t`Name`, value: offer.name },
    { label: t`Brand`, value: offer.brand },
    { label: t`GTIN/EAN`, value: offer.gtin },
    { label: t`MPN`, value: offer.mpn },
    { label: t`SKU`, value: offer.sku },
    { label: t`Price`, value: money(offer.price) },
    { label: t`Price read from`, value: fieldSourceText(offer, 'price', i18n) },
    { label: t`Strike price`, value: money(offer.regularPrice) },
    { label: t`Shipping`, value: money(offer.shippingCost) },
    { label: t`Availability`, value: offer.availability ? i18n._(AVAILABILITY_LABELS[offer.availability]) : null },
    { label: t`Availability read from`, value: fieldSourceText(offer, 'availability', i18n) },
    { label: t`Delivery time`, value: offer.deliveryTime },
    { label: t`Condition`, value: conditionLabel(offer.condition, i18n) },
    { label: t`Image`, value: link(offer.image) },
  ];
  return <FieldList entries={entries} />;
}
