/**
 * The rule engine (spec §3, §4; docs/pricing.md): for every product and sales channel, the winning
 * active rule of the channel decides EXECUTED (with a proposal), TARGET_FULFILLED,
 * CONSTRAINTS_NOT_MET or ERROR, and every other matching rule is OVERWRITTEN. Pure and
 * deterministic: the same input gives the same result. Real runs (pricing-service), what-if
 * (POST /pricing/what-if) and `npm run reprice` all call this; a caller may pass the products in
 * chunks to report progress.
 */
import { RULE_OUTCOMES, type Currency, type DecisionTrace, type FilterCondition, type OutcomeReason, type PricingProduct, type PricingRunInput, type PricingShippingRate, type RuleOutcome } from '@pm/contracts';
import { offerPolicy, type OfferPolicy } from './competitorOffers.ts';
import { evaluateRule, type RunClock } from './evaluateRule.ts';
import { compileFilter } from './filterConditions.ts';
import { channelSetup, ProductChannelFacts, type ChannelSetup } from './productChannelFacts.ts';
import { rulesOfChannel, selectRule, type CompiledRule } from './ruleSelection.ts';
import { strikePeriod, strikeWindow } from './strikePrice.ts';

export interface Proposal {
  oldPrice: number | null;
  oldStrikePrice: number | null;
  newPrice: number;
  strikePrice: number | null;
  strikePriceFrom: string | null;
  strikePriceUntil: string | null;
  currency: Currency;
  trace: DecisionTrace;
}

export interface ProductChannelResult {
  productId: string;
  sku: string;
  productName: string;
  channelId: string;
  outcome: RuleOutcome;
  ruleId: string | null;
  /** reason code (contracts OUTCOME_REASONS) for ERROR / CONSTRAINTS_NOT_MET / TARGET_FULFILLED */
  reason: OutcomeReason | null;
  /** only for EXECUTED */
  proposal: Proposal | null;
  /** The decision trace of the winning rule (every outcome but OVERWRITTEN; for EXECUTED the proposal's trace). */
  trace?: DecisionTrace | null;
  /** For OVERWRITTEN: the rule that won. */
  overwrittenBy?: string | null;
}

export interface EngineResult {
  results: ProductChannelResult[];
  counts: Record<RuleOutcome, number>;
  /** product×channel pairs no active rule matched */
  unmatched: number;
}

/** Per channel, once per run: its rules in order, its shipping rates, its offer policy (one per currency). */
function channelSetups(input: PricingRunInput, nowMs: number): { setup: ChannelSetup; rules: CompiledRule[] }[] {
  const policies = new Map<string, OfferPolicy>();
  const ratesByCountry = new Map<string, PricingShippingRate[]>();
  return input.channels.map((channel) => {
    let policy = policies.get(channel.currency);
    if (!policy) policies.set(channel.currency, (policy = offerPolicy(channel.currency, input.competitors, nowMs, input.maxOfferAgeHours)));
    let rates = ratesByCountry.get(channel.country);
    if (!rates) ratesByCountry.set(channel.country, (rates = input.shippingRates.filter((rate) => rate.country === channel.country)));
    return { setup: channelSetup(channel, rates, policy), rules: rulesOfChannel(input.rules, channel.channelId) };
  });
}

function runTime(input: PricingRunInput): number {
  const nowMs = Date.parse(input.now);
  if (Number.isNaN(nowMs)) throw new Error(`The run time "${input.now}" is not an ISO date-time`);
  return nowMs;
}

function emptyCounts(): Record<RuleOutcome, number> {
  return Object.fromEntries(RULE_OUTCOMES.map((outcome) => [outcome, 0])) as Record<RuleOutcome, number>;
}

export function runEngine(input: PricingRunInput): EngineResult {
  const nowMs = runTime(input);
  const clock: RunClock = { strikeWindow: strikeWindow(nowMs), strikePeriod: strikePeriod(nowMs), priceEndings: input.priceEndings };
  const channels = channelSetups(input, nowMs);
  const results: ProductChannelResult[] = [];
  const counts = emptyCounts();
  let unmatched = 0;
  for (const product of input.products) {
    let sibling: ProductChannelFacts | null = null;
    for (const { setup, rules } of channels) {
      const facts: ProductChannelFacts = new ProductChannelFacts(product, setup, sibling);
      sibling = facts;
      const selection = rules.length === 0 ? null : selectRule(rules, facts);
      if (!selection) {
        unmatched++;
        continue;
      }
      const { channelId, currency } = setup.channel;
      const evaluation = evaluateRule(facts, selection, clock);
      const strike = evaluation.strike;
      const proposal: Proposal | null =
        evaluation.outcome === 'EXECUTED' && strike !== null
          ? {
              oldPrice: facts.currentPrice,
              oldStrikePrice: facts.countryPricing?.strikePrice ?? null,
              newPrice: evaluation.price!,
              strikePrice: strike.strikePrice,
              strikePriceFrom: strike.from,
              strikePriceUntil: strike.until,
              currency,
              trace: evaluation.trace,
            }
          : null;
      const winnerId = selection.winner.rule.ruleId;
      results.push({ productId: product.productId, sku: product.sku, productName: product.name, channelId, outcome: evaluation.outcome, ruleId: winnerId, reason: evaluation.reason, proposal, trace: evaluation.trace, overwrittenBy: null });
      counts[evaluation.outcome]++;
      for (const { rule } of selection.overwritten) {
        results.push({ productId: product.productId, sku: product.sku, productName: product.name, channelId, outcome: 'OVERWRITTEN', ruleId: rule.ruleId, reason: null, proposal: null, trace: null, overwrittenBy: winnerId });
        counts.OVERWRITTEN++;
      }
    }
  }
  return { results, counts, unmatched };
}

/**
 * The products a filter matches in a channel ("Test filter conditions"), with the same facts a
 * run uses. An unknown channel or an invalid filter matches nothing (see filterIssue for why).
 */
export function matchFilter(input: PricingRunInput, channelId: string, conditions: FilterCondition[]): PricingProduct[] {
  const compiled = compileFilter(conditions);
  const setup = channelSetups({ ...input, rules: [] }, runTime(input)).find((s) => s.setup.channel.channelId === channelId)?.setup;
  if (!compiled.ok || !setup) return [];
  return input.products.filter((product) => compiled.matches(new ProductChannelFacts(product, setup)));
}
