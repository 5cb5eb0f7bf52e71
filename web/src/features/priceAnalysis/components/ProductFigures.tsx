import { useLingui } from '@lingui/react/macro';
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { PriceAnalysisRow } from '@pm/contracts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import type { DeviationMode } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { CheapestCompetitor } from './CheapestCompetitor.tsx';
import { DeviationBadge } from './DeviationBadge.tsx';
import { OwnPriceCell } from './OwnPriceCell.tsx';
import { PositionText } from './PositionText.tsx';
import { ProductThumbnail } from './ProductThumbnail.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXL, padding: tokens.spacingHorizontalL },
  identity: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', minWidth: '240px' },
  identityText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** The product header: image and identity, own price, cheapest competitor, deviation, position and offers. */
export function ProductFigures({ product, mode }: { product: PriceAnalysisRow; mode: DeviationMode }) {
  const { t } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const figure = (term: string, value: ReactNode) => (
    <div className={styles.figure}>
      <dt>
        <Text size={200} className={styles.term}>
          {term}
        </Text>
      </dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <Card className={styles.card} aria-label={t`Summary`}>
      <div className={styles.identity}>
        <ProductThumbnail imageUrl={product.imageUrl} large />
        <div className={styles.identityText}>
          {product.brand && <Text weight="semibold">{product.brand}</Text>}
          <Text size={200}>{t`SKU ${product.sku}`}</Text>
          {product.gtin && <Text size={200}>{t`GTIN ${product.gtin}`}</Text>}
        </div>
      </div>
      <dl className={styles.figures}>
        {figure(t`Own price`, <OwnPriceCell row={product} />)}
        {figure(t`Cheapest competitor`, <CheapestCompetitor row={product} />)}
        {figure(t`Deviation`, <DeviationBadge row={product} mode={mode} />)}
        {figure(t`Position`, <PositionText row={product} />)}
        {figure(t`Current offers`, <Text>{t`${product.offerCount} of ${product.urlCount} competitor URLs`}</Text>)}
        {figure(t`Last observation`, <Text>{product.lastObservedAt ? formatDate(product.lastObservedAt) : t`Not scraped yet`}</Text>)}
      </dl>
    </Card>
  );
}
