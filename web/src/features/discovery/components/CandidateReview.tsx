import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Link, makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { nearMissBelow, type DiscoveryRequestView } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { MATCH_RESULT_LABELS, signalLabel } from '../utils/discoveryLabels.ts';

type Candidate = DiscoveryRequestView['candidates'][number];

const useStyles = makeStyles({
  sides: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  image: { width: '160px', height: '120px', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  score: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2 },
  tableWrap: { overflowX: 'auto' },
});

export interface CandidateReviewProps {
  request: DiscoveryRequestView;
  candidate: Candidate;
  canDecide: boolean;
  busy: boolean;
  /** A dialog is open: the one-key shortcuts wait. */
  shortcutsPaused: boolean;
  /** The threshold filter in percent (null: none, the default SAME threshold is the reference for near-misses). */
  threshold?: number | null;
  onAccept(): void;
  onDecline(): void;
}

const inField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Both products side by side, the probability and the signals behind it; accept with A, decline with D. */
export function CandidateReview({ request, candidate, canDecide, busy, shortcutsPaused, threshold = null, onAccept, onDecline }: CandidateReviewProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 3 });
  const open = candidate.evaluation === null;
  const nearMiss = threshold === null ? nearMissBelow(candidate.probability) : nearMissBelow(candidate.probability, threshold);

  useEffect(() => {
    if (!canDecide || !open || shortcutsPaused) return;
    const onKey = (event: KeyboardEvent) => {
      if (busy || event.altKey || event.ctrlKey || event.metaKey || inField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'a') {
        event.preventDefault();
        onAccept();
      } else if (key === 'd') {
        event.preventDefault();
        onDecline();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canDecide, open, shortcutsPaused, busy, onAccept, onDecline]);

  const fact = (term: string, value: string | null) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value ?? '–'}</dd>
    </>
  );

  return (
    <>
      <div className={styles.sides}>
        <Card className={styles.card} aria-label={t`Your product`}>
          <Subtitle2 as="h2">{t`Your product`}</Subtitle2>
          {request.productImageUrl ? <img className={styles.image} src={request.productImageUrl} alt={request.productName} /> : null}
          <Text weight="semibold">{request.productName}</Text>
          <dl className={styles.facts}>
            {fact(t`Brand`, request.productBrand)}
            {fact(t`Price`, formatMoney(request.productPrice, request.productCurrency, i18n.locale))}
            {fact(t`GTIN/EAN`, request.productGtin)}
            {fact(t`MPN`, request.productMpn)}
          </dl>
        </Card>
        <Card className={styles.card} aria-label={t`Candidate at ${request.sourceName}`}>
          <Subtitle2 as="h2">{t`Candidate at ${request.sourceName}`}</Subtitle2>
          {candidate.imageUrl ? <img className={styles.image} src={candidate.imageUrl} alt={candidate.title} /> : null}
          <Link href={candidate.url} target="_blank" rel="noreferrer noopener">
            {candidate.title}
          </Link>
          <dl className={styles.facts}>
            {fact(t`Brand`, candidate.brand)}
            {fact(t`Price`, formatMoney(candidate.price, candidate.currency, i18n.locale))}
            {fact(t`GTIN/EAN`, candidate.gtin)}
            {fact(t`MPN`, candidate.mpn)}
            {fact(t`URL`, candidate.url)}
          </dl>
        </Card>
      </div>
      <div className={styles.score}>
        <Badge appearance="filled" color={candidate.matchResult === 'SAME' ? 'success' : candidate.matchResult === 'SIMILAR' ? 'warning' : 'informative'}>
          {t(MATCH_RESULT_LABELS[candidate.matchResult])}
        </Badge>
        <Text weight="semibold">{t`Match probability: ${percent.format(candidate.probability)}`}</Text>
        {nearMiss !== null && (
          <>
            <Badge appearance="outline" color="warning">
              {t({ message: 'Near-miss', comment: 'A discovery candidate whose match probability is just below the chosen threshold' })}
            </Badge>
            <Text>{t`Just below the ${percent.format(nearMiss / 100)} threshold (by ${percent.format(nearMiss / 100 - candidate.probability)})`}</Text>
          </>
        )}
        {candidate.visualSimilarity !== null ? <Text>{t`Visual similarity: ${percent.format(candidate.visualSimilarity)}`}</Text> : <Text className={styles.hint}>{t`No image to compare`}</Text>}
      </div>
      {candidate.signals.length > 0 && (
        <div className={styles.tableWrap}>
          <Table size="small" aria-label={t`Signals behind the probability`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Signal`}</TableHeaderCell>
                <TableHeaderCell>{t`Value`}</TableHeaderCell>
                <TableHeaderCell>{t`Detail`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {candidate.signals.map((signal) => {
                const label = signalLabel(signal.name);
                return (
                  <TableRow key={signal.name}>
                    <TableCell>{label ? t(label) : signal.name}</TableCell>
                    <TableCell>{number.format(signal.value)}</TableCell>
                    <TableCell>{signal.detail ?? ''}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {canDecide && open && (
        <div className={styles.actions}>
          <Button appearance="primary" icon={<CheckmarkRegular />} disabled={busy} onClick={onAccept} aria-keyshortcuts="A">
            {t`Accept`}
          </Button>
          <Button icon={<DismissRegular />} disabled={busy} onClick={onDecline} aria-keyshortcuts="D">
            {t`Decline`}
          </Button>
          <Text className={styles.hint}>{t`Keys: A accepts, D declines.`}</Text>
        </div>
      )}
    </>
  );
}
