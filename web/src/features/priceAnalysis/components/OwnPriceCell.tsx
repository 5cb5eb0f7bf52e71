import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PriceAnalysisRow } from '@pm/contracts';
import { formatPrice } from '../../../lib/utils/formatDeviation.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The own price compared (with shipping when included) and where it comes from. */
export function OwnPriceCell({ row }: { row: Pick<PriceAnalysisRow, 'ownPrice' | 'currency'> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const own = row.ownPrice;
  if (!own) return <Text className={styles.muted}>{t`No own price`}</Text>;
  const shipping = own.total !== own.price && own.shippingCost ? formatPrice(own.shippingCost, row.currency, i18n.locale) : null;
  return (
    <div className={styles.stack}>
      <Text weight="semibold">{formatPrice(own.total, row.currency, i18n.locale)}</Text>
      {shipping && (
        <Text size={200} className={styles.muted}>
          {t`incl. ${shipping} shipping`}
        </Text>
      )}
      {own.source === 'OWN_OFFER' && (
        <Text size={200} className={styles.muted}>
          {t`from the own shop`}
        </Text>
      )}
    </div>
  );
}
