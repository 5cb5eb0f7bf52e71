import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import type { ScrapedOffer } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { AVAILABILITY_LABELS } from '../../../lib/utils/offerLabels.ts';
import { conditionLabel } from '../utils/conditionLabels.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
});

/** The rows of a comparison site's price table as extracted: one offer per shop. */
export function PriceTableOffers({ offers }: { offers: ScrapedOffer[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const productName = offers.find((offer) => offer.name)?.name;
  const none = '–';
  return (
    <div className={styles.wrap}>
      {productName && <Text block>{t`Product on the comparison site: ${productName}`}</Text>}
      <Table size="small" aria-label={t`Extracted price table`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Shop`}</TableHeaderCell>
            <TableHeaderCell>{t`Price`}</TableHeaderCell>
            <TableHeaderCell>{t`Shipping`}</TableHeaderCell>
            <TableHeaderCell>{t`Availability`}</TableHeaderCell>
            <TableHeaderCell>{t`Condition`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {offers.map((offer, index) => (
            <TableRow key={index}>
              <TableCell>{offer.shopName ?? none}</TableCell>
              <TableCell>{formatMoney(offer.price, offer.currency, i18n.locale) ?? none}</TableCell>
              <TableCell>{formatMoney(offer.shippingCost, offer.currency, i18n.locale) ?? none}</TableCell>
              <TableCell>{offer.availability ? i18n._(AVAILABILITY_LABELS[offer.availability]) : none}</TableCell>
              <TableCell>{conditionLabel(offer.condition, i18n) ?? none}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
