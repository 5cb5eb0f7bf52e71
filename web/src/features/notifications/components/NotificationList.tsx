import { useLingui } from '@lingui/react/macro';
import { Button, Caption1, Link, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { Notification } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useAlertText, useDeliveryText } from './alertText.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  unread: { borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}` },
  headline: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  failed: { color: tokens.colorPaletteRedForeground1 },
  external: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

export interface NotificationListProps {
  items: Notification[];
  busy: boolean;
  onMarkRead(alertId: string): void;
  /** Called when a link inside is followed (the panel closes). */
  onNavigate?: () => void;
}

/** Alerts newest first, each with its evidence: the product, the shop's page, the prices and the time observed. */
export function NotificationList({ items, busy, onMarkRead, onNavigate }: NotificationListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const textOf = useAlertText();
  const deliveryOf = useDeliveryText();
  const formatDateTime = useFormatDateTime();
  return (
    <ul className={styles.list} aria-label={t`Alerts`} onClickCapture={(event) => (event.target as HTMLElement).closest('a') && onNavigate?.()}>
      {items.map((n) => {
        const { headline, prices } = textOf(n);
        const { evidence } = n;
        const delivery = deliveryOf(n);
        return (
          <li key={n.alertId} className={mergeClasses(styles.item, !n.read && styles.unread)} aria-label={n.read ? headline : t`Unread: ${headline}`}>
            <Text className={styles.headline}>{headline}</Text>
            <Text className={styles.meta}>
              {evidence.productName}
              {prices ? ` · ${prices}` : ''}
            </Text>
            <Caption1 className={styles.meta}>{t`Rule “${n.ruleName}” · observed ${formatDateTime(evidence.observedAt)}`}</Caption1>
            {delivery && <Caption1 className={mergeClasses(styles.meta, (n.email?.state === 'FAILED' || n.webhook?.state === 'FAILED') && styles.failed)}>{delivery}</Caption1>}
            <div className={styles.links}>
              <AppLink to={`/price-analysis/${encodeURIComponent(evidence.productId)}`}>
                {t`Price analysis`}
              </AppLink>
              {evidence.url && (
                <Link className={styles.external} href={evidence.url} target="_blank" rel="noopener noreferrer">
                  {t`Competitor page`}
                  <OpenRegular aria-hidden="true" />
                </Link>
              )}
              {!n.read && (
                <Button size="small" appearance="subtle" disabled={busy} onClick={() => onMarkRead(n.alertId)}>
                  {t`Mark read`}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
