import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PriceAnalysisRow } from '@pm/contracts';
import { formatPrice } from '../../../lib/utils/formatDeviation.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The shop with the cheapest current offer and its price (with shipping when included). */
export function CheapestCompetitor({ row }: { row: Pick<PriceAnalysisRow, 'cheapest' | 'currency'> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const cheapest = row.cheapest;
  if (!cheapest) return <Text className={styles.muted}>–</Text>;
  const source = cheapest.sourceName ?? t`Unknown shop`;
  // On a comparison site, the offer belongs to one of its shops.
  const shop = cheapest.shopName ? t`${cheapest.shopName} via ${source}` : source;
  const shipping = cheapest.total !== cheapest.price && cheapest.shippingCost ? formatPrice(cheapest.shippingCost, row.currency, i18n.locale) : null;
  return (
    <div className={styles.stack}>
      <Text weight="semibold">{formatPrice(cheapest.total, row.currency, i18n.locale)}</Text>
      <Text size={200}>{shop}</Text>
      {shipping && (
        <Text size={200} className={styles.muted}>
          {t`incl. ${shipping} shipping`}
        </Text>
      )}
    </div>
  );
}
