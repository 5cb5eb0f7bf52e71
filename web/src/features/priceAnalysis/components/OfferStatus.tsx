import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AnalysedOffer } from '@pm/contracts';
import { PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import { formatPrice } from '../../../lib/utils/formatDeviation.ts';
import { FLAG_REASON_LABELS, OFFER_STATUS_LABELS } from '../utils/priceAnalysisLabels.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
});

const STATUS_COLORS = { current: 'success', flagged: 'warning', 'out-of-stock': 'informative', error: 'danger', 'not-scraped': 'subtle', stale: 'warning' } as const;
const DAY_MS = 86_400_000;

/** An offer's status (why it is or is not compared), with the flag reason or page error, and whether it is the cheapest. */
export function OfferStatus({ offer, currency }: { offer: AnalysedOffer; currency: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  // The time the offer list was shown: a stale offer's age is told in whole days.
  const [shownAt] = useState(() => Date.now());
  let detail: string | null = null;
  if (offer.status === 'flagged') {
    const reason = offer.flagReason ? FLAG_REASON_LABELS[offer.flagReason] : undefined;
    const flagged = formatPrice(offer.flaggedPrice, offer.currency ?? currency, i18n.locale);
    detail = [reason ? i18n._(reason) : offer.flagReason, flagged ? t`new price ${flagged} awaits confirmation` : null].filter(Boolean).join(' – ');
  } else if (offer.status === 'error' && offer.pageStatus) detail = i18n._(PAGE_STATUS_LABELS[offer.pageStatus]);
  else if (offer.status === 'stale' && offer.observedAt) {
    // Older than the company's stale age (Settings › Price analysis): shown, not compared.
    const days = Math.floor((shownAt - Date.parse(offer.observedAt)) / DAY_MS);
    detail = t`Last seen ${plural(days, { one: '# day ago', other: '# days ago' })} – not compared`;
  }
  return (
    <div className={styles.stack}>
      <Badge appearance="tint" color={STATUS_COLORS[offer.status]}>
        {i18n._(OFFER_STATUS_LABELS[offer.status])}
      </Badge>
      {detail && <Text size={200}>{detail}</Text>}
      {offer.cheapest && (
        <Badge appearance="filled" color="success">
          {t`Cheapest`}
        </Badge>
      )}
    </div>
  );
}
