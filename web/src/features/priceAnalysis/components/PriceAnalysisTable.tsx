import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { SortDirection } from '@fluentui/react-components';
import type { PriceAnalysisRow, PriceAnalysisSort } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { deviationSort } from '../../../lib/utils/priceAnalysisListQuery.ts';
import type { DeviationMode, PriceAnalysisListParams } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { CheapestCompetitor } from './CheapestCompetitor.tsx';
import { DeviationBadge } from './DeviationBadge.tsx';
import { OfferCounts } from './OfferCounts.tsx';
import { OwnPriceCell } from './OwnPriceCell.tsx';
import { PriceAnalysisCards } from './PriceAnalysisCards.tsx';
import { PositionText } from './PositionText.tsx';
import { ProductThumbnail } from './ProductThumbnail.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minWidth: '920px' },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalS },
  productText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  productColumn: { width: '34%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface PriceAnalysisTableProps {
  rows: PriceAnalysisRow[];
  mode: DeviationMode;
  sort: Pick<PriceAnalysisListParams, 'sort' | 'order'>;
  onSort(sort: PriceAnalysisSort): void;
}

/** One page of the analysis: product, own price, offers, cheapest competitor, deviation and position — a table on wide screens, cards on phones. */
export function PriceAnalysisTable(props: PriceAnalysisTableProps) {
  const wide = useBreakpointUp('md');
  return wide ? <AnalysisTable {...props} /> : <PriceAnalysisCards {...props} />;
}

function AnalysisTable({ rows, mode, sort, onSort }: PriceAnalysisTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const direction = (fields: PriceAnalysisSort[]): SortDirection | undefined => (fields.includes(sort.sort) ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined);
  const sortable = (field: PriceAnalysisSort, also: PriceAnalysisSort[] = []) => ({ sortDirection: direction([field, ...also]), onClick: () => onSort(field) });

  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Price analysis`} sortable className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.productColumn} {...sortable('nameLocal', ['brand', 'sku'])}>
              {t`Product`}
            </TableHeaderCell>
            <TableHeaderCell {...sortable('ownPrice')}>{t`Own price`}</TableHeaderCell>
            <TableHeaderCell {...sortable('offerCount')}>{t`Offers`}</TableHeaderCell>
            <TableHeaderCell {...sortable('cheapestPrice')}>{t`Cheapest competitor`}</TableHeaderCell>
            <TableHeaderCell {...sortable(deviationSort(mode), ['deviationPercent', 'deviationAbsolute'])}>{t`Deviation`}</TableHeaderCell>
            <TableHeaderCell {...sortable('position')}>{t`Position`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.productId}>
              <TableCell>
                <div className={styles.product}>
                  <ProductThumbnail imageUrl={row.imageUrl} />
                  <div className={styles.productText}>
                    <AppLink to={`/price-analysis/${row.productId}`}>{row.name}</AppLink>
                    <Text size={200} className={styles.muted}>
                      {[row.brand, t`SKU ${row.sku}`].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <OwnPriceCell row={row} />
              </TableCell>
              <TableCell>
                <OfferCounts row={row} />
              </TableCell>
              <TableCell>
                <CheapestCompetitor row={row} />
              </TableCell>
              <TableCell>
                <DeviationBadge row={row} mode={mode} />
              </TableCell>
              <TableCell>
                <PositionText row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
