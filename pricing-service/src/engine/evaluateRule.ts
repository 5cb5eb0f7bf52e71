/**
 * One product in one channel under its winning rule (docs/pricing.md "From target to proposal"):
 * target price → rounding to the cent → constraints in their fixed order → price ending → equal to
 * the current price? → strike price. Returns the outcome of spec §4 with its reason and trace.
 */
import type { DecisionTrace, Guardrails, OutcomeReason, PriceEndings, RuleOutcome } from '@pm/contracts';
import { applyConstraints, collectBounds, type Bound } from './constraints.ts';
import { checkGuardrails, effectiveGuardrails } from './guardrails.ts';
import { toCents } from './money.ts';
import { applyPriceEnding } from './priceEndings.ts';
import type { ProductChannelFacts } from './productChannelFacts.ts';
import type { RuleSelection } from './ruleSelection.ts';
import { decideStrikePrice, strikeReference, type StrikePriceDecision, type StrikeWindow } from './strikePrice.ts';
import { solveTarget } from './targets.ts';
import { recordPrice, startTrace } from './trace.ts';

export interface RunClock {
  /** The run's `now` and the start of the strike-price window 30 days before. */
  strikeWindow: StrikeWindow;
  /** When a strike price of this run shows: now until now + 30 days. */
  strikePeriod: { from: string; until: string };
  /** The company's price endings (a channel may have its own). */
  priceEndings: PriceEndings;
  /** The company's guardrails (absent: none; a rule may override single ones). */
  guardrails?: Guardrails | undefined;
}

export interface Evaluation {
  outcome: Exclude<RuleOutcome, 'OVERWRITTEN'>;
  reason: OutcomeReason | null;
  trace: DecisionTrace;
  /** For EXECUTED: the new price and its strike price. */
  price: number | null;
  strike: StrikePriceDecision | null;
}

const boundRef = (bound: Bound) => ({ name: bound.name, bound: Number.isFinite(bound.price) ? bound.price : null });

export function evaluateRule(facts: ProductChannelFacts, { winner, overwritten }: RuleSelection, clock: RunClock, fellThrough: DecisionTrace['fellThrough'] = []): Evaluation {
  const trace = startTrace(facts, winner, overwritten);
  if (fellThrough.length > 0) trace.fellThrough = fellThrough;
  const end = (outcome: Evaluation['outcome'], reason: OutcomeReason | null, price: number | null = null, strike: StrikePriceDecision | null = null): Evaluation => {
    trace.outcome = outcome;
    trace.reason = reason;
    return { outcome, reason, trace, price, strike };
  };
  if (!winner.filter.ok) return end('ERROR', winner.filter.issue.reason);
  const { rule } = winner;
  // Costs or limits in another currency without a rate: refused, never priced as if the currencies were the same.
  if (facts.missingRate) return end('ERROR', 'EXCHANGE_RATE_MISSING');

  const { competitors } = facts;
  const solved = solveTarget(rule.target, facts.basis, {
    cheapestPrice: competitors.cheapestByPrice?.price ?? null,
    cheapestTotal: competitors.cheapestByTotal?.total ?? null,
    ownShippingCharge: facts.ownShippingCharge,
  });
  if (!solved.ok) return end('ERROR', solved.reason);
  trace.targetPrice = solved.price;
  trace.steps.push(
    { kind: 'TARGET', name: rule.target.type, before: facts.currentPrice ?? solved.exact, after: solved.exact, limit: null, applied: true },
    { kind: 'ROUNDING', name: 'CENTS', before: solved.exact, after: solved.price, limit: null, applied: Math.abs(solved.exact - solved.price) > 1e-9 },
  );

  const bounds = collectBounds(rule.constraints, facts.limits, facts.basis, facts.channel);
  if (!bounds.ok) return end('ERROR', bounds.reason);
  const constrained = applyConstraints(solved.price, bounds);
  trace.steps.push(...constrained.steps);
  if (!constrained.ok) {
    trace.conflict = { lower: boundRef(constrained.conflict.lower), upper: boundRef(constrained.conflict.upper) };
    return end('CONSTRAINTS_NOT_MET', constrained.reason);
  }

  // The limits had their say; a price that is still not positive has none to land on.
  if (constrained.price <= 0) return end('ERROR', 'PRICE_NOT_POSITIVE');

  const priceEndings = facts.channel.priceEndings ?? clock.priceEndings;
  const ended = applyPriceEnding(constrained.price, priceEndings, constrained.min, constrained.max);
  if (priceEndings.endings.length > 0) {
    trace.steps.push({ kind: 'PRICE_ENDING', name: priceEndings.rounding, before: constrained.price, after: ended ?? constrained.price, limit: null, applied: ended !== null && ended !== constrained.price });
  }
  if (ended === null) return end('CONSTRAINTS_NOT_MET', 'NO_PRICE_ENDING_IN_RANGE');

  recordPrice(trace, facts, ended);
  if (facts.currentPrice !== null && toCents(ended) === toCents(facts.currentPrice)) return end('TARGET_FULFILLED', 'PRICE_UNCHANGED', ended);
  const hit = checkGuardrails(ended, effectiveGuardrails(clock.guardrails, rule.guardrails), facts.basis);
  if (hit) {
    trace.guardrail = hit.guardrail;
    return end('CONSTRAINTS_NOT_MET', hit.reason);
  }
  const history = facts.product.priceHistory[facts.channel.channelId];
  const strike = decideStrikePrice(ended, strikeReference(history, facts.currentPrice, clock.strikeWindow), clock.strikePeriod);
  trace.strikePrice = strike.trace;
  return end('EXECUTED', null, ended, strike);
}
