import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card, CardHeader, makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AdjustmentDetail, DecisionTrace, MetricSettings, StrikePriceReason, TraceStep } from '@pm/contracts';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { EXCLUSION_LABELS, SHIPPING_SOURCE_LABELS, STEP_KIND_LABELS, STRIKE_PRICE_REASON_LABELS, targetDescription } from '../utils/adjustmentLabels.ts';
import { formatDay, formatLimit, formatPercentLimit, formatRate } from '../utils/decisionTraceFormat.ts';
import { CONVERSION_FIELD_LABELS, GUARDRAIL_LABELS, outcomeReasonLabel, stepNameLabel, TRACE_OUTCOME_LABELS } from '../utils/decisionTraceLabels.ts';
import { MetricLights } from './MetricLights.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: tokens.spacingHorizontalL },
  wide: { gridColumn: '1 / -1' },
  card: { minWidth: 0 },
  // Labels take at most about half the card and wrap; values always stay inside it.
  facts: { display: 'grid', gridTemplateColumns: 'fit-content(55%) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  auditors: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  summary: { cursor: 'pointer', fontWeight: tokens.fontWeightSemibold },
});

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Labelled values of a card: labels wrap within about half its width, values never leave it. */
function Facts({ facts }: { facts: (Fact | false | null | undefined)[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {facts.filter((f): f is Fact => Boolean(f)).map((fact, index) => (
        <div key={`${index}-${fact.label}`} style={{ display: 'contents' }}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TraceCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, wide && styles.wide)} role="group" aria-label={title}>
      <CardHeader header={<Text weight="semibold" as="h3">{title}</Text>} />
      {children}
    </Card>
  );
}

/** The decision trace of one proposal, laid out to be read: why this price. */
export function DecisionTraceView({ adjustment, metrics }: { adjustment: AdjustmentDetail; metrics: MetricSettings }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wideTables = useBreakpointUp('md');
  const trace: DecisionTrace = adjustment.trace;
  const locale = i18n.locale;
  const currency = adjustment.currency;
  const money = (n: number | null | undefined, inCurrency: string = currency) => (n == null ? '–' : (formatMoney(n, inCurrency, locale) ?? '–'));
  const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '–');
  const percent = (n: number) => formatPercentLimit(n, locale);
  const strikeReason = (reason: string) => (reason in STRIKE_PRICE_REASON_LABELS ? t(STRIKE_PRICE_REASON_LABELS[reason as StrikePriceReason]) : null);
  const stepLabel = (step: TraceStep) => {
    const name = stepNameLabel(step);
    return name ? `${t(STEP_KIND_LABELS[step.kind])}: ${t(name)}` : t(STEP_KIND_LABELS[step.kind]);
  };
  const limitOf = (step: TraceStep) => formatLimit(step.name, step.limit, step.bound, currency, locale);
  const fellThrough = trace.fellThrough ?? [];
  const conversions = trace.conversions ?? [];
  const guardrail = trace.guardrail ?? null;
  const vatRate = trace.costs.vatRate ?? trace.channel.vatRate;
  const strikeReasonText = strikeReason(trace.strikePrice.reason);
  const offerUse = (offer: DecisionTrace['offers'][number]) => (offer.used ? t`used` : offer.excludedBecause ? t`excluded: ${t(EXCLUSION_LABELS[offer.excludedBecause])}` : t`not used`);

  return (
    <div className={styles.grid}>
      <TraceCard title={t`Rule and target`}>
        <Facts
          facts={[
            { label: t`Rule`, value: t`${trace.rule.name} (position ${trace.rule.position})` },
            { label: t`Target`, value: t(targetDescription(trace.target)) },
            { label: t`Target price`, value: money(trace.targetPrice) },
            trace.cheapest && { label: t`Cheapest competitor`, value: t`${trace.cheapest.sourceName}: ${money(trace.cheapest.price)}` },
            trace.outcome && trace.outcome !== 'EXECUTED' && { label: t`Outcome`, value: `${t(TRACE_OUTCOME_LABELS[trace.outcome])}: ${t(outcomeReasonLabel(trace.reason))}` },
            trace.overwrittenRules.length > 0 && { label: t`Also matched (lower priority)`, value: trace.overwrittenRules.map((r) => t`${r.name} (position ${r.position})`).join(', ') },
            fellThrough.length > 0 && {
              label: t`Tried first, produced no price`,
              value: (
                <ul className={styles.list} aria-label={t`Rules that let the next rule try`}>
                  {fellThrough.map((rule) => (
                    <li key={rule.ruleId}>
                      {t`${rule.name} (position ${rule.position})`}: {t(TRACE_OUTCOME_LABELS[rule.outcome])} – {t(outcomeReasonLabel(rule.reason))}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </TraceCard>
      {guardrail && (
        <TraceCard title={t`Held by a guardrail`}>
          <Facts
            facts={[
              { label: t`Guardrail`, value: t(GUARDRAIL_LABELS[guardrail.name]) },
              { label: t`Limit`, value: guardrail.name === 'BELOW_COST' ? (guardrail.bound == null ? '–' : t`profit margin ${percent(guardrail.limit ?? 0)} (${money(guardrail.bound)})`) : formatLimit(guardrail.name === 'ABOVE_MSRP' ? 'MSRP' : 'MAX_CHANGE', guardrail.limit, guardrail.bound, currency, locale) },
              { label: t`Price the rule arrived at (held)`, value: money(trace.proposedPrice ?? null) },
            ]}
          />
        </TraceCard>
      )}
      <TraceCard title={t`Costs, fees and shipping`}>
        <Facts
          facts={[
            { label: t`Sales channel`, value: trace.channel.name },
            { label: t`Commission`, value: trace.channel.commissionOnShipping ? t`${percent(trace.channel.commissionRate)}, also on the shipping charge` : percent(trace.channel.commissionRate) },
            { label: t`VAT rate`, value: percent(vatRate) },
            { label: t`Purchase price`, value: money(trace.costs.purchasePrice) },
            {
              label: t`Own shipping cost`,
              value: `${money(trace.costs.shippingCost)} (${t(SHIPPING_SOURCE_LABELS[trace.costs.shippingSource])}${trace.costs.carrier ? `, ${trace.costs.carrier}` : ''})`,
            },
            trace.costs.ownShippingCharge != null && { label: t`Shipping charge paid by the customer`, value: money(trace.costs.ownShippingCharge) },
            trace.costs.currentPrice !== undefined && { label: t`Current price`, value: money(trace.costs.currentPrice) },
            { label: t`Commission at the new price`, value: money(trace.fees.commission) },
            { label: t`VAT at the new price`, value: money(trace.fees.vat) },
          ]}
        />
      </TraceCard>
      {conversions.length > 0 && (
        <TraceCard title={t`Currency conversions`}>
          <ul className={styles.list} aria-label={t`Currency conversions`}>
            {conversions.map((c) => {
              const rate = formatRate(c.from, c.to, c.rate, locale);
              const from = formatDay(c.validFrom, locale);
              return (
                <li key={c.field}>
                  <Text weight="semibold">{t(CONVERSION_FIELD_LABELS[c.field])}</Text>: {t`${money(c.original, c.from)} → ${money(c.converted, c.to)} at ${rate} (rate valid from ${from})`}
                </li>
              );
            })}
          </ul>
        </TraceCard>
      )}
      <TraceCard title={t`Metrics before and after`}>
        <MetricLights before={trace.metricsBefore} after={trace.metricsAfter} settings={metrics} />
      </TraceCard>
      <TraceCard title={t`Strike price`}>
        <Facts
          facts={[
            { label: t`Strike price`, value: money(adjustment.strikePrice) },
            { label: t`Lowest own price of the prior 30 days`, value: money(trace.strikePrice.reference) },
            { label: t`Shown from`, value: when(trace.strikePrice.from) },
            { label: t`Shown until`, value: when(trace.strikePrice.until) },
            strikeReasonText !== null && { label: t`Reason`, value: strikeReasonText },
          ]}
        />
      </TraceCard>
      <TraceCard title={t`From the target price to the proposal`} wide>
        {wideTables ? (
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
                  <TableCell>{stepLabel(step)}</TableCell>
                  <TableCell>{limitOf(step)}</TableCell>
                  <TableCell>{money(step.before)}</TableCell>
                  <TableCell>{money(step.after)}</TableCell>
                  <TableCell>{step.applied ? t`yes` : t`no`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <CardList label={t`Steps`}>
            {trace.steps.map((step, index) => (
              <CardListItem key={index}>
                <Text weight="semibold">{stepLabel(step)}</Text>
                <Facts
                  facts={[
                    step.limit !== null || step.bound != null ? { label: t`Limit`, value: limitOf(step) } : null,
                    { label: t`Price`, value: `${money(step.before)} → ${money(step.after)}` },
                    { label: t`Applied`, value: step.applied ? t`yes` : t`no` },
                  ]}
                />
              </CardListItem>
            ))}
          </CardList>
        )}
      </TraceCard>
      <TraceCard title={t`Competitor offers`} wide>
        {trace.offers.length === 0 ? (
          <Text className={styles.muted}>{t`No competitor offers were considered.`}</Text>
        ) : wideTables ? (
          <Table aria-label={t`Competitor offers`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Store`}</TableHeaderCell>
                <TableHeaderCell>{t`Price`}</TableHeaderCell>
                <TableHeaderCell>{t`Shipping`}</TableHeaderCell>
                <TableHeaderCell>{t`Observed`}</TableHeaderCell>
                <TableHeaderCell>{t`Used`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {trace.offers.map((offer) => (
                <TableRow key={offer.eventId}>
                  <TableCell>{offer.sourceName}</TableCell>
                  <TableCell>{money(offer.price)}</TableCell>
                  <TableCell>{money(offer.shippingCost)}</TableCell>
                  <TableCell>{when(offer.observedAt)}</TableCell>
                  <TableCell>{offerUse(offer)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <CardList label={t`Competitor offers`}>
            {trace.offers.map((offer) => (
              <CardListItem key={offer.eventId}>
                <Text weight="semibold">{offer.sourceName}</Text>
                <Facts
                  facts={[
                    { label: t`Price`, value: money(offer.price) },
                    { label: t`Shipping`, value: money(offer.shippingCost) },
                    { label: t`Observed`, value: when(offer.observedAt) },
                    { label: t`Used`, value: offerUse(offer) },
                  ]}
                />
              </CardListItem>
            ))}
          </CardList>
        )}
      </TraceCard>
      <div className={styles.wide}>
        <details>
          <summary className={styles.summary}>{t`For auditors: ids of the trace`}</summary>
          <div className={styles.auditors}>
            <Facts
              facts={[
                { label: t`Adjustment id`, value: <span className={styles.mono}>{adjustment.adjustmentId}</span> },
                { label: t`Rule id`, value: <span className={styles.mono}>{trace.rule.ruleId}</span> },
                { label: t`Sales channel id`, value: <span className={styles.mono}>{trace.channel.channelId}</span> },
                trace.costs.shippingRateId ? { label: t`Shipping rate id`, value: <span className={styles.mono}>{trace.costs.shippingRateId}</span> } : null,
                ...trace.offers.map((offer) => ({
                  label: t`Observation of ${offer.sourceName} (${when(offer.observedAt)})`,
                  value: <span className={styles.mono}>{t`event ${offer.eventId} · URL ${offer.urlId}`}</span>,
                })),
              ]}
            />
          </div>
        </details>
      </div>
    </div>
  );
}
