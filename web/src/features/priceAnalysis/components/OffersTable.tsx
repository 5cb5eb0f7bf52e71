import { useLingui } from '@lingui/react/macro';
import { Badge, Link, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { AnalysedOffer } from '@pm/contracts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { AVAILABILITY_LABELS, OFFER_TYPE_LABELS, PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import { formatPrice } from '../../../lib/utils/formatDeviation.ts';
import { FLAG_REASON_LABELS, OFFER_STATUS_LABELS } from '../utils/priceAnalysisLabels.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minWidth: '960px' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  cheapest: { backgroundColor: tokens.colorPaletteGreenBackground1 },
});

const STATUS_COLORS = { current: 'success', flagged: 'warning', 'out-of-stock': 'informative', error: 'danger', 'not-scraped': 'subtle', stale: 'subtle' } as const;

/** Every URL of the product: shop, price, shipping, total, availability, last observation and status. */
export function OffersTable({ offers, currency }: { offers: AnalysedOffer[]; currency: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const money = (amount: number | null, offerCurrency: string | null) => formatPrice(amount, offerCurrency ?? currency, i18n.locale);
  const none = <Text className={styles.muted}>–</Text>;

  const statusBadge = (offer: AnalysedOffer) => {
    let detail: string | null = null;
    if (offer.status === 'flagged') {
      const reason = offer.flagReason ? FLAG_REASON_LABELS[offer.flagReason] : undefined;
      const flagged = money(offer.flaggedPrice, offer.currency);
      detail = [reason ? i18n._(reason) : offer.flagReason, flagged ? t`new price ${flagged} awaits confirmation` : null].filter(Boolean).join(' – ');
    } else if (offer.status === 'error' && offer.pageStatus) detail = i18n._(PAGE_STATUS_LABELS[offer.pageStatus]);
    return (
      <div className={styles.stack}>
        <Badge appearance="tint" color={STATUS_COLORS[offer.status]}>
          {i18n._(OFFER_STATUS_LABELS[offer.status])}
        </Badge>
        {detail && <Text size={200}>{detail}</Text>}
        {offer.cheapest && (
          <Badge appearance="filled" color="success">
            {t`Cheapest`}
          </Badge>
        )}
      </div>
    );
  };

  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Offers`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Shop`}</TableHeaderCell>
            <TableHeaderCell>{t`Price`}</TableHeaderCell>
            <TableHeaderCell>{t`Shipping`}</TableHeaderCell>
            <TableHeaderCell>{t`Total`}</TableHeaderCell>
            <TableHeaderCell>{t`Availability`}</TableHeaderCell>
            <TableHeaderCell>{t`Last observation`}</TableHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <TableHeaderCell>{t`Page`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {offers.map((offer) => {
            const shop = offer.sourceName ?? t`Unknown shop`;
            return (
              <TableRow key={offer.urlId} className={offer.cheapest ? styles.cheapest : undefined}>
                <TableCell>
                  <div className={styles.stack}>
                    <Text weight="semibold">{offer.shopName ? t`${offer.shopName} via ${shop}` : shop}</Text>
                    {offer.offerType !== 'COMPETITOR_OFFER' && <Text size={200}>{i18n._(OFFER_TYPE_LABELS[offer.offerType])}</Text>}
                  </div>
                </TableCell>
                <TableCell>{money(offer.price, offer.currency) ?? none}</TableCell>
                <TableCell>{offer.price === null ? none : (money(offer.shippingCost, offer.currency) ?? <Text className={styles.muted}>{t`not shown`}</Text>)}</TableCell>
                <TableCell>{money(offer.total, offer.currency) ?? none}</TableCell>
                <TableCell>{offer.availability ? i18n._(AVAILABILITY_LABELS[offer.availability]) : none}</TableCell>
                <TableCell>{offer.lastObservedAt ? formatDate(offer.lastObservedAt) : none}</TableCell>
                <TableCell>{statusBadge(offer)}</TableCell>
                <TableCell>
                  <Link href={offer.url} target="_blank" rel="noopener noreferrer" aria-label={t`Open the offer at ${shop} in a new tab`}>
                    <OpenRegular aria-hidden /> {t`Open`}
                  </Link>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
