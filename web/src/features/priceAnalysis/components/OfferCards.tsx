import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { OfferStatus } from './OfferStatus.tsx';
import { useOfferText, type OffersProps } from './useOfferText.ts';

const useStyles = makeStyles({
  shop: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The product's offers as cards (phones): shop, status (cheapest, flagged …), every figure of the table and the link to the page. */
export function OfferCards({ offers, currency }: OffersProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const text = useOfferText(currency);
  return (
    <CardList label={t`Offers`}>
      {offers.map((offer) => {
        const shown = text(offer);
        const facts: [string, string | null][] = [
          [t`Total`, shown.total],
          [t`Price`, shown.price],
          [t`Shipping`, shown.shipping],
          [t`Availability`, shown.availability],
          [t`Last observation`, shown.observed],
        ];
        return (
          <CardListItem key={offer.urlId}>
            <span className={styles.shop}>
              <Text weight="semibold">{shown.shop}</Text>
              {shown.offerType && <Text size={200}>{shown.offerType}</Text>}
            </span>
            <OfferStatus offer={offer} currency={currency} />
            <dl className={styles.facts}>
              {facts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value ?? <span className={styles.muted}>–</span>}</dd>
                </Fragment>
              ))}
            </dl>
            <div>
              <Link href={offer.url} target="_blank" rel="noopener noreferrer" aria-label={shown.openLabel}>
                <OpenRegular aria-hidden /> {t`Open`}
              </Link>
            </div>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
