import { useLingui } from '@lingui/react/macro';
import { Link, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { OfferCards } from './OfferCards.tsx';
import { useOfferText, type OffersProps } from './useOfferText.ts';
import { OfferStatus } from './OfferStatus.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minWidth: '960px' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  cheapest: { backgroundColor: tokens.colorPaletteGreenBackground1 },
});

/** Every URL of the product: shop, price, shipping, total, availability, last observation and status — a table on wide screens, cards on phones. */
export function OffersTable(props: OffersProps) {
  const wide = useBreakpointUp('md');
  return wide ? <OffersGrid {...props} /> : <OfferCards {...props} />;
}

function OffersGrid({ offers, currency }: OffersProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const text = useOfferText(currency);
  const none = <Text className={styles.muted}>–</Text>;

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
            const shown = text(offer);
            return (
              <TableRow key={offer.urlId} className={offer.cheapest ? styles.cheapest : undefined}>
                <TableCell>
                  <div className={styles.stack}>
                    <Text weight="semibold">{shown.shop}</Text>
                    {shown.offerType && <Text size={200}>{shown.offerType}</Text>}
                  </div>
                </TableCell>
                <TableCell>{shown.price ?? none}</TableCell>
                <TableCell>{shown.shipping ?? none}</TableCell>
                <TableCell>{shown.total ?? none}</TableCell>
                <TableCell>{shown.availability ?? none}</TableCell>
                <TableCell>{shown.observed ?? none}</TableCell>
                <TableCell>
                  <OfferStatus offer={offer} currency={currency} />
                </TableCell>
                <TableCell>
                  <Link href={offer.url} target="_blank" rel="noopener noreferrer" aria-label={shown.openLabel}>
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
