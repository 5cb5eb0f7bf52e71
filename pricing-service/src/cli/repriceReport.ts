/**
 * The human-readable output of `npm run reprice`: a table of every product × channel result,
 * then the decision trace of each winning rule.
 */
import type { DecisionTrace, PricingRunInput, TraceOffer } from '@pm/contracts';
import type { EngineResult, ProductChannelResult } from '../engine/runEngine.ts';

const money = (n: number | null | undefined) => (n == null ? '–' : n.toFixed(2));
const percent = (n: number | null | undefined) => (n == null ? '–' : `${n.toFixed(2)} %`);
/** Step amounts: cents, or up to four decimals where a target is not yet rounded (52.371). */
const amount = (n: number) => (Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 ? n.toFixed(2) : String(Number(n.toFixed(4))));

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

function targetText(target: DecisionTrace['target']): string {
  if (target.type !== 'CHEAPEST_COMPETITOR') return `${target.type} ${target.percent} %`;
  const by = target.by === 'AMOUNT' ? target.value.toFixed(2) : `${target.value} %`;
  return `${by} ${target.direction === 'CHEAPER' ? 'cheaper' : 'more expensive'} than the cheapest competitor, ${target.withShipping ? 'with' : 'without'} shipping`;
}

function offerText(offer: TraceOffer): string {
  const shipping = offer.shippingCost == null ? '' : ` + ${money(offer.shippingCost)} shipping = ${money(offer.total)}`;
  const verdict = offer.used ? 'used' : `not used: ${offer.excludedBecause}`;
  return `${offer.sourceName} ${money(offer.price)}${shipping} (observed ${offer.observedAt}, event ${offer.eventId}) ${verdict}`;
}

function traceLines(result: ProductChannelResult, trace: DecisionTrace): string[] {
  const { costs, metricsBefore: before, metricsAfter: after } = trace;
  const lines = [
    `${result.sku} · ${trace.channel.name} · rule "${trace.rule.name}" (position ${trace.rule.position}) → ${result.outcome}${result.reason ? ` ${result.reason}` : ''}${trace.proposedPrice != null ? ` ${money(trace.proposedPrice)} ${trace.channel.currency}` : ''}`,
    `  target      ${targetText(trace.target)}`,
    `  costs       purchase ${money(costs.purchasePrice)}, shipping ${money(costs.shippingCost)} (${costs.shippingSource}${costs.carrier ? ` ${costs.carrier}` : ''}), VAT ${costs.vatRate ?? trace.channel.vatRate} % (${costs.vatSource ?? 'CHANNEL'}), commission ${trace.channel.commissionRate} %, current price ${money(costs.currentPrice)}, own shipping charge ${money(costs.ownShippingCharge)}`,
  ];
  for (const c of trace.conversions ?? []) lines.push(`  converted   ${c.field} ${money(c.original)} ${c.from} × ${c.rate} (rate valid from ${c.validFrom}) = ${c.converted} ${c.to}`);
  for (const rule of trace.fellThrough ?? []) lines.push(`  fell back   from rule "${rule.name}" (position ${rule.position}): ${rule.outcome}${rule.reason ? ` ${rule.reason}` : ''}`);
  trace.offers.forEach((offer, i) => lines.push(`  ${i === 0 ? 'offers    ' : '          '}  ${offerText(offer)}`));
  if (trace.offers.length === 0) lines.push('  offers      none');
  lines.push(`  cheapest    ${trace.cheapest ? `${trace.cheapest.sourceName} ${money(trace.cheapest.price)}${trace.cheapest.withShipping ? ' incl. shipping' : ''}` : 'none usable'}`);
  trace.steps.forEach((step, i) => {
    const limit = step.limit == null ? '' : ` (limit ${step.limit}${step.bound != null && step.bound !== step.limit ? `, bound ${money(step.bound)}` : ''})`;
    lines.push(`  ${i === 0 ? 'steps     ' : '          '}  ${step.kind} ${step.name}${limit}: ${amount(step.before)} → ${amount(step.after)}${step.applied ? '' : ' (no change)'}`);
  });
  if (trace.conflict) lines.push(`  conflict    ${trace.conflict.lower.name} needs at least ${money(trace.conflict.lower.bound)}, ${trace.conflict.upper.name} allows at most ${money(trace.conflict.upper.bound)}`);
  if (trace.guardrail) {
    const { name, limit, bound } = trace.guardrail;
    const unit = name === 'MAX_CHANGE' ? ` ${limit} %` : '';
    lines.push(`  guardrail   ${name}${unit} holds ${money(trace.proposedPrice)}${bound != null ? ` (bound ${money(bound)})` : ' (costs unknown)'}: not proposed`);
  }
  if (trace.proposedPrice == null) {
    lines.push(`  metrics     at the current price: profit margin ${percent(before.profitMargin)}, purchase markup ${percent(before.purchaseMarkup)}, total cost markup ${percent(before.totalCostMarkup)}`);
  } else {
    lines.push(
      `  fees        commission ${money(trace.fees.commission)}, VAT ${money(trace.fees.vat)}`,
      `  metrics     profit margin ${percent(before.profitMargin)} → ${percent(after.profitMargin)}, purchase markup ${percent(before.purchaseMarkup)} → ${percent(after.purchaseMarkup)}, total cost markup ${percent(before.totalCostMarkup)} → ${percent(after.totalCostMarkup)}`,
    );
  }
  for (const rule of trace.overwrittenRules) lines.push(`  overwrites  rule "${rule.name}" (position ${rule.position})`);
  const strike = trace.strikePrice;
  if (result.outcome === 'EXECUTED') lines.push(`  strike      ${strike.from ? `${money(strike.reference)} from ${strike.from} until ${strike.until}` : 'none'} (${strike.reason}, reference ${money(strike.reference)})`);
  return lines;
}

export function formatReport(input: PricingRunInput, run: EngineResult): string {
  const channelNames = new Map(input.channels.map((c) => [c.channelId, c.name]));
  const rules = new Map(input.rules.map((r) => [r.ruleId, r]));
  const counts = Object.entries(run.counts).map(([outcome, n]) => `${outcome} ${n}`).join(', ');
  const lines = [
    `Pricing run at ${input.now}: ${input.products.length} products × ${input.channels.length} channels, ${input.rules.length} rules`,
    `Outcomes: ${counts}; no rule matched: ${run.unmatched}`,
    '',
  ];
  const rows = [['SKU', 'Product', 'Channel', 'Rule (position)', 'Outcome', 'Old price', 'New price', 'Strike price', 'Reason']];
  for (const result of run.results) {
    const rule = result.ruleId ? rules.get(result.ruleId) : undefined;
    rows.push([
      result.sku,
      result.productName,
      channelNames.get(result.channelId) ?? result.channelId,
      rule ? `${rule.name} (${rule.position})` : '–',
      result.outcome,
      money(result.proposal?.oldPrice ?? result.trace?.costs.currentPrice),
      money(result.proposal?.newPrice),
      money(result.proposal?.strikePrice),
      result.reason ?? (result.overwrittenBy ? `overwritten by ${rules.get(result.overwrittenBy)?.name ?? result.overwrittenBy}` : ''),
    ]);
  }
  lines.push(...table(rows));
  const traced = run.results.filter((r) => r.trace);
  if (traced.length > 0) lines.push('', 'Decision traces', '');
  for (const result of traced) lines.push(...traceLines(result, result.trace!), '');
  return `${lines.join('\n').trimEnd()}\n`;
}
