import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, makeStyles, MessageBar, MessageBarBody, Title3, tokens } from '@fluentui/react-components';
import type { ComparisonProduct, ScrapedOffer } from '@pm/contracts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { fieldSourceText } from '../../../lib/utils/extractionLabels.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { AVAILABILITY_LABELS, OFFER_TYPE_LABELS, PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import { flagReasonLabel, PLAUSIBILITY_LABELS } from '../utils/plausibilityLabels.ts';
import { FieldList } from '../../../components/FieldList.tsx';
import type { FieldEntry } from '../../../components/FieldList.tsx';

const useStyles = makeStyles({
  cards: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  identity: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  image: { width: '120px', height: '120px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The scraped identity of the page: the last observation's, else that of the current or pending offer. */
export function scrapedIdentity(product: ComparisonProduct): ScrapedOffer | null {
  return product.lastObservation?.offer ?? product.current ?? product.pending ?? null;
}

/** What the competitor page says: the product as scraped, and its current offer with plausibility. */
export function ComparisonOfferCards({ product }: { product: ComparisonProduct }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const [imageFailed, setImageFailed] = useState(false);
  const scraped = scrapedIdentity(product);
  const current = product.current;
  const last = product.lastObservation;
  const money = (amount: string | null | undefined, currency: string | null | undefined) => formatMoney(amount, currency, i18n.locale);
  const link = (url: string | null | undefined) => (url ? <a href={url} target="_blank" rel="noreferrer noopener">{url}</a> : null);

  const identity: FieldEntry[] = [
    { label: t`Name`, value: scraped?.name },
    { label: t`Brand`, value: scraped?.brand },
    { label: t`GTIN/EAN`, value: scraped?.gtin },
    { label: t`MPN`, value: scraped?.mpn },
    { label: t`SKU`, value: scraped?.sku },
    { label: t`Shop`, value: product.source?.name ?? scraped?.shopName },
    { label: t`URL`, value: link(product.url.url) },
    { label: t`Offer type`, value: i18n._(OFFER_TYPE_LABELS[product.url.offerType]) },
    { label: t`Image`, value: link(scraped?.image) },
  ];
  const offer: FieldEntry[] = [
    { label: t`Current price`, value: money(current?.price, current?.currency) },
    { label: t`Price read from`, value: fieldSourceText(current, 'price', i18n) },
    { label: t`Strike price`, value: money(current?.regularPrice, current?.currency) },
    { label: t`Shipping`, value: money(current?.shippingCost, current?.currency) },
    { label: t`Availability`, value: current?.availability ? i18n._(AVAILABILITY_LABELS[current.availability]) : null },
    { label: t`Availability read from`, value: fieldSourceText(current, 'availability', i18n) },
    { label: t`Delivery time`, value: current?.deliveryTime },
    { label: t`Price observed`, value: current ? formatDate(current.observedAt) : null },
    { label: t`Last observation`, value: last ? formatDate(last.observedAt) : null },
    { label: t`Page status`, value: last ? i18n._(PAGE_STATUS_LABELS[last.pageStatus]) : null },
  ];
  const pending = product.pending;
  const pendingPrice = pending ? money(pending.price, pending.currency) : null;

  return (
    <div className={styles.cards}>
      <Card className={styles.card} role="group" aria-label={t`Scraped product`}>
        <Title3 as="h2">{t`Scraped product`}</Title3>
        <div className={styles.identity}>
          {scraped?.image && !imageFailed && (
            <img className={styles.image} src={scraped.image} alt={t`Image on the competitor page`} loading="lazy" referrerPolicy="no-referrer" onError={() => setImageFailed(true)} />
          )}
          <FieldList entries={identity} />
        </div>
      </Card>
      <Card className={styles.card} role="group" aria-label={t`Current offer`}>
        <Title3 as="h2">{t`Current offer`}</Title3>
        {last && (
          <div className={styles.badges}>
            <Badge appearance="tint" color={last.plausibility === 'FLAGGED' ? 'danger' : 'success'}>
              {i18n._(PLAUSIBILITY_LABELS[last.plausibility])}
            </Badge>
            {last.pageStatus !== 'OK' && (
              <Badge appearance="tint" color="warning">
                {i18n._(PAGE_STATUS_LABELS[last.pageStatus])}
              </Badge>
            )}
          </div>
        )}
        {pending && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t`A new price of ${pendingPrice ?? '–'} was flagged and awaits confirmation by the next scrape.`} {flagReasonLabel(pending.flagReason, i18n)}
            </MessageBarBody>
          </MessageBar>
        )}
        {!last && !current && <MessageBar intent="info"><MessageBarBody>{t`This page has not been scraped yet.`}</MessageBarBody></MessageBar>}
        <FieldList entries={offer} />
      </Card>
    </div>
  );
}
