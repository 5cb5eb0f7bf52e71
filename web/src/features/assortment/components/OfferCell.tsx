import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { UrlOffer } from '../../../lib/api/assortmentSchemas.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { AVAILABILITY_LABELS, PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';

const useStyles = makeStyles({
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The competitor's current price, availability and last observation of one URL ("not scraped yet" without one). */
export function OfferCell({ offer, scraping = false }: { offer: UrlOffer | undefined; scraping?: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const inProgress = scraping && <Spinner size="extra-tiny" labelPosition="after" label={t`Scraping…`} />;
  if (!offer?.lastObservation && !offer?.current) return inProgress || <Text className={styles.muted}>{t`Not scraped yet`}</Text>;
  const current = offer.current;
  const price = current ? formatMoney(current.price, current.currency, i18n.locale) : null;
  const shipping = current ? formatMoney(current.shippingCost, current.currency, i18n.locale) : null;
  const pending = offer.pending ? formatMoney(offer.pending.price, offer.pending.currency, i18n.locale) : null;
  const status = offer.lastObservation?.pageStatus;
  const observedAt = offer.lastObservation?.observedAt ?? current?.observedAt;
  return (
    <div className={styles.cell}>
      {price ? <Text weight="semibold">{price}</Text> : <Text className={styles.muted}>{t`No current price`}</Text>}
      {shipping && <Text size={200}>{t`plus ${shipping} shipping`}</Text>}
      {current?.availability && <Text size={200}>{i18n._(AVAILABILITY_LABELS[current.availability])}</Text>}
      {pending && (
        <Badge appearance="tint" color="warning">
          {t`New price ${pending} awaits confirmation`}
        </Badge>
      )}
      {status && status !== 'OK' && (
        <Badge appearance="tint" color="danger">
          {i18n._(PAGE_STATUS_LABELS[status])}
        </Badge>
      )}
      {observedAt && <Text size={200} className={styles.muted}>{t`Last observed ${formatDate(observedAt)}`}</Text>}
      {inProgress}
    </div>
  );
}
