/**
 * The decision trace of one product and channel (contracts DecisionTrace; ARCHITECTURE §4: every
 * adjustment carries the facts it came from). `startTrace` records what was known before the
 * rule's arithmetic; evaluateRule fills in the target, steps, outcome and the price reached.
 */
import type { DecisionTrace, PriceTarget } from '@pm/contracts';
import { commissionFee } from './commission.ts';
import { metricsAt, NO_METRICS } from './metrics.ts';
import type { ProductChannelFacts } from './productChannelFacts.ts';
import type { CompiledRule } from './ruleSelection.ts';
import { vatIn } from './vat.ts';

/** The offer a target compares with: for CHEAPEST_COMPETITOR the one its shipping mode picks, else the lowest price. */
function cheapestFor(target: PriceTarget, facts: ProductChannelFacts): DecisionTrace['cheapest'] {
  const withShipping = target.type === 'CHEAPEST_COMPETITOR' && target.withShipping;
  const offer = withShipping ? facts.competitors.cheapestByTotal : facts.competitors.cheapestByPrice;
  if (!offer) return null;
  return { urlId: offer.urlId, sourceName: offer.sourceName, price: withShipping ? offer.total! : offer.price!, withShipping };
}

export function startTrace(facts: ProductChannelFacts, winner: CompiledRule, overwritten: readonly CompiledRule[]): DecisionTrace {
  const { shipping } = facts;
  const { target } = winner.rule;
  return {
    rule: winner.ref,
    target,
    channel: facts.setup.traceChannel,
    costs: {
      // In the channel's currency (converted: see `conversions`).
      purchasePrice: facts.basis.purchasePrice,
      shippingCost: shipping?.cost ?? 0,
      shippingSource: shipping?.source ?? 'NO_SHIPPING_RATE',
      shippingRateId: shipping?.rateId ?? null,
      carrier: shipping?.carrier ?? null,
      vatRate: facts.vat.rate,
      vatSource: facts.vat.source,
      ownShippingCharge: facts.ownShippingCharge,
      currentPrice: facts.currentPrice,
    },
    offers: facts.competitors.offers,
    cheapest: cheapestFor(target, facts),
    targetPrice: null,
    steps: [],
    fees: { commission: 0, vat: 0 },
    metricsBefore: facts.metrics,
    metricsAfter: NO_METRICS,
    overwrittenRules: overwritten.map((rule) => rule.ref),
    strikePrice: { reference: null, from: null, until: null, reason: 'NO_PROPOSAL' },
    outcome: 'ERROR',
    reason: null,
    proposedPrice: null,
    conflict: null,
    ...(facts.conversions.length > 0 || facts.missingRate ? { conversions: facts.conversions } : {}),
  };
}

/** Fees and metrics at the price the rule arrived at. */
export function recordPrice(trace: DecisionTrace, facts: ProductChannelFacts, price: number): void {
  trace.proposedPrice = price;
  trace.fees = { commission: commissionFee(price, facts.channel.commissionRate, facts.basis.commissionedShippingCharge ?? 0), vat: vatIn(price, facts.vat.rate) };
  trace.metricsAfter = metricsAt(price, facts.basis);
}
