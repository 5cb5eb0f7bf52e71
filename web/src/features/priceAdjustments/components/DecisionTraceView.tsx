import { useLingui } from '@lingui/react/macro';
import { Card, CardHeader, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AdjustmentDetail, MetricSettings, StrikePriceReason } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { EXCLUSION_LABELS, SHIPPING_SOURCE_LABELS, STEP_KIND_LABELS, STEP_NAME_LABELS, STRIKE_PRICE_REASON_LABELS, targetDescription } from '../utils/adjustmentLabels.ts';
import { formatPercentValue, MetricLights } from './MetricLights.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL },
  wide: { gridColumn: '1 / -1' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  wrap: { overflowX: 'auto' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The decision trace of one proposal, laid out to be read: why this price. */
export function DecisionTraceView({ adjustment, metrics }: { adjustment: AdjustmentDetail; metrics: MetricSettings }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const trace = adjustment.trace;
  const money = (n: number | null) => formatMoney(n, adjustment.currency, i18n.locale) ?? '–';
  const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '–');
  const percent = (n: number) => formatPercentValue(n, i18n.locale);
  const stepName = (name: string) => (STEP_NAME_LABELS[name] ? t(STEP_NAME_LABELS[name]) : name);
  const number = (n: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(n);
  const strikeReason = (reason: string) => (reason in STRIKE_PRICE_REASON_LABELS ? t(STRIKE_PRICE_REASON_LABELS[reason as StrikePriceReason]) : reason);
  return (
    <div className={styles.grid}>
      <Card>
        <CardHeader header={<Text weight="semibold">{t`Rule and target`}</Text>} />
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Rule`}</dt>
          <dd>{t`${trace.rule.name} (position ${trace.rule.position})`}</dd>
          <dt className={styles.term}>{t`Target`}</dt>
          <dd>{t(targetDescription(trace.target))}</dd>
          <dt className={styles.term}>{t`Target price`}</dt>
          <dd>{money(trace.targetPrice)}</dd>
          {trace.cheapest && (
            <>
              <dt className={styles.term}>{t`Cheapest competitor`}</dt>
              <dd>{t`${trace.cheapest.sourceName}: ${money(trace.cheapest.price)}`}</dd>
            </>
          )}
          {trace.overwrittenRules.length > 0 && (
            <>
              <dt className={styles.term}>{t`Also matched (lower priority)`}</dt>
              <dd>{trace.overwrittenRules.map((r) => t`${r.name} (position ${r.position})`).join(', ')}</dd>
            </>
          )}
        </dl>
      </Card>
      <Card>
        <CardHeader header={<Text weight="semibold">{t`Costs, fees and shipping`}</Text>} />
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Channel`}</dt>
          <dd>{t`${trace.channel.name}: commission ${percent(trace.channel.commissionRate)}, VAT ${percent(trace.channel.vatRate)}`}</dd>
          <dt className={styles.term}>{t`Purchase price`}</dt>
          <dd>{money(trace.costs.purchasePrice)}</dd>
          <dt className={styles.term}>{t`Own shipping cost`}</dt>
          <dd>
            {money(trace.costs.shippingCost)} ({t(SHIPPING_SOURCE_LABELS[trace.costs.shippingSource])}
            {trace.costs.carrier ? `, ${trace.costs.carrier}` : ''})
          </dd>
          <dt className={styles.term}>{t`Commission at the new price`}</dt>
          <dd>{money(trace.fees.commission)}</dd>
          <dt className={styles.term}>{t`VAT at the new price`}</dt>
          <dd>{money(trace.fees.vat)}</dd>
        </dl>
      </Card>
      <Card>
        <CardHeader header={<Text weight="semibold">{t`Metrics before and after`}</Text>} />
        <MetricLights before={trace.metricsBefore} after={trace.metricsAfter} settings={metrics} />
      </Card>
      <Card>
        <CardHeader header={<Text weight="semibold">{t`Strike price`}</Text>} />
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Strike price`}</dt>
          <dd>{money(adjustment.strikePrice)}</dd>
          <dt className={styles.term}>{t`Lowest own price of the prior 30 days`}</dt>
          <dd>{money(trace.strikePrice.reference)}</dd>
          <dt className={styles.term}>{t`Shown from`}</dt>
          <dd>{when(trace.strikePrice.from)}</dd>
          <dt className={styles.term}>{t`Shown until`}</dt>
          <dd>{when(trace.strikePrice.until)}</dd>
          <dt className={styles.term}>{t`Reason`}</dt>
          <dd>{strikeReason(trace.strikePrice.reason)}</dd>
        </dl>
      </Card>
      <Card className={styles.wide}>
        <CardHeader header={<Text weight="semibold">{t`From the target price to the proposal`}</Text>} />
        <div className={styles.wrap}>
          <Table aria-label={t`Steps`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Step`}</TableHeaderCell>
                <TableHeaderCell>{t`Limit`}</TableHeaderCell>
                <TableHeaderCell>{t`Before`}</TableHeaderCell>
                <TableHeaderCell>{t`After`}</TableHeaderCell>
                <TableHeaderCell>{t`Applied`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {trace.steps.map((step, index) => (
                <TableRow key={index}>
                  <TableCell>{`${t(STEP_KIND_LABELS[step.kind])}: ${stepName(step.name)}`}</TableCell>
                  <TableCell>{step.limit === null ? '–' : number(step.limit)}{step.bound != null ? ` (${money(step.bound)})` : ''}</TableCell>
                  <TableCell>{money(step.before)}</TableCell>
                  <TableCell>{money(step.after)}</TableCell>
                  <TableCell>{step.applied ? t`yes` : t`no`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Card>
      <Card className={styles.wide}>
        <CardHeader header={<Text weight="semibold">{t`Competitor offers`}</Text>} />
        {trace.offers.length === 0 ? (
          <Text className={styles.muted}>{t`No competitor offers were considered.`}</Text>
        ) : (
          <div className={styles.wrap}>
            <Table aria-label={t`Competitor offers`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t`Store`}</TableHeaderCell>
                  <TableHeaderCell>{t`Price`}</TableHeaderCell>
                  <TableHeaderCell>{t`Shipping`}</TableHeaderCell>
                  <TableHeaderCell>{t`Observed`}</TableHeaderCell>
                  <TableHeaderCell>{t`Used`}</TableHeaderCell>
                  <TableHeaderCell>{t`Event id`}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {trace.offers.map((offer) => (
                  <TableRow key={offer.eventId}>
                    <TableCell>{offer.sourceName}</TableCell>
                    <TableCell>{money(offer.price)}</TableCell>
                    <TableCell>{money(offer.shippingCost)}</TableCell>
                    <TableCell>{when(offer.observedAt)}</TableCell>
                    <TableCell>{offer.used ? t`used` : offer.excludedBecause ? t`excluded: ${t(EXCLUSION_LABELS[offer.excludedBecause])}` : t`not used`}</TableCell>
                    <TableCell className={styles.mono}>{offer.eventId}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
    </div>
  );
}
