import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { CheapestCompetitor } from './CheapestCompetitor.tsx';
import { DeviationBadge } from './DeviationBadge.tsx';
import { OfferCounts } from './OfferCounts.tsx';
import { OwnPriceCell } from './OwnPriceCell.tsx';
import { PositionText } from './PositionText.tsx';
import type { PriceAnalysisTableProps } from './PriceAnalysisTable.tsx';
import { PriceAnalysisSortSelect } from './PriceAnalysisSortSelect.tsx';
import { ProductThumbnail } from './ProductThumbnail.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  productText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  verdict: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalXS },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0 },
});

/** The analysis as cards (phones): the deviation and position first, then every figure of the table; a sort control instead of column headers. */
export function PriceAnalysisCards({ rows, mode, sort, onSort }: PriceAnalysisTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.list}>
      <PriceAnalysisSortSelect mode={mode} sort={sort} onSort={onSort} />
      <CardList label={t`Price analysis`}>
        {rows.map((row) => (
          <CardListItem key={row.productId}>
            <div className={styles.product}>
              <ProductThumbnail imageUrl={row.imageUrl} />
              <div className={styles.productText}>
                <AppLink to={`/price-analysis/${row.productId}`}>{row.name}</AppLink>
                <Text size={200} className={styles.muted}>
                  {[row.brand, t`SKU ${row.sku}`].filter(Boolean).join(' · ')}
                </Text>
              </div>
            </div>
            <div className={styles.verdict}>
              <DeviationBadge row={row} mode={mode} />
              <PositionText row={row} />
            </div>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t`Own price`}</dt>
              <dd className={styles.value}>
                <OwnPriceCell row={row} />
              </dd>
              <dt className={styles.term}>{t`Cheapest competitor`}</dt>
              <dd className={styles.value}>
                <CheapestCompetitor row={row} />
              </dd>
              <dt className={styles.term}>{t`Offers`}</dt>
              <dd className={styles.value}>
                <OfferCounts row={row} />
              </dd>
            </dl>
          </CardListItem>
        ))}
      </CardList>
    </div>
  );
}
