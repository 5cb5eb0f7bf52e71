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
import { evaluateRule, type Evaluation, type RunClock } from './evaluateRule.ts';
import { ExchangeRateTable } from './exchangeRates.ts';
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

/** Per channel, once per run: its rules in order, its shipping rates, its offer policy (one per currency and country). */
function channelSetups(input: PricingRunInput, nowMs: number): { setup: ChannelSetup; rules: CompiledRule[] }[] {
  const policies = new Map<string, OfferPolicy>();
  const ratesByCountry = new Map<string, PricingShippingRate[]>();
  const exchangeRates = new ExchangeRateTable(input.exchangeRates ?? [], input.now);
  return input.channels.map((channel) => {
    const market = `${channel.currency}/${channel.country}`;
    let policy = policies.get(market);
    if (!policy) policies.set(market, (policy = offerPolicy(channel.currency, channel.country, input.competitors, nowMs, input.maxOfferAgeHours)));
    let rates = ratesByCountry.get(channel.country);
    if (!rates) ratesByCountry.set(channel.country, (rates = input.shippingRates.filter((rate) => rate.country === channel.country)));
    return { setup: channelSetup(channel, rates, policy, exchangeRates), rules: rulesOfChannel(input.rules, channel.channelId) };
  });
}

function runTime(input: PricingRunInput): number {
  const nowMs = Date.parse(input.now);
  if (Number.isNaN(nowMs)) throw new Error(`The run time "${input.now}" is not an ISO date-time`);
  return nowMs;
}

/**
 * Whether the next matching rule may try: the rule asks for it and produced no price (ERROR,
 * CONSTRAINTS_NOT_MET). A price held by a guardrail does not fall through: the rule did produce a
 * price, and a lower rule must not slip past the company's safety net with another one.
 */
function fallsThrough(rule: CompiledRule, evaluation: Evaluation): boolean {
  if (rule.rule.fallThrough !== true || !rule.filter.ok) return false;
  if (evaluation.outcome === 'ERROR') return true;
  return evaluation.outcome === 'CONSTRAINTS_NOT_MET' && !evaluation.reason?.startsWith('GUARDRAIL_');
}

function traceOfFallThrough({ rule, evaluation }: { rule: CompiledRule; evaluation: Evaluation }): NonNullable<DecisionTrace['fellThrough']>[number] {
  return { ...rule.ref, outcome: evaluation.outcome, reason: evaluation.reason };
}

function emptyCounts(): Record<RuleOutcome, number> {
  return Object.fromEntries(RULE_OUTCOMES.map((outcome) => [outcome, 0])) as Record<RuleOutcome, number>;
}

export function runEngine(input: PricingRunInput): EngineResult {
  const nowMs = runTime(input);
  const clock: RunClock = { strikeWindow: strikeWindow(nowMs), strikePeriod: strikePeriod(nowMs), priceEndings: input.priceEndings, guardrails: input.guardrails };
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
      const row = { productId: product.productId, sku: product.sku, productName: product.name, channelId };
      // Fallback (issue 12): a rule that produces no price and says so lets the next matching rule try.
      const candidates = [selection.winner, ...selection.overwritten];
      const fellThrough: { rule: CompiledRule; evaluation: Evaluation }[] = [];
      let decider = 0;
      let evaluation = evaluateRule(facts, { winner: candidates[0]!, overwritten: candidates.slice(1) }, clock);
      while (fallsThrough(candidates[decider]!, evaluation) && decider + 1 < candidates.length) {
        // It decided nothing, so it overwrote nothing either.
        evaluation.trace.overwrittenRules = [];
        fellThrough.push({ rule: candidates[decider]!, evaluation });
        decider++;
        evaluation = evaluateRule(facts, { winner: candidates[decider]!, overwritten: candidates.slice(decider + 1) }, clock, fellThrough.map(traceOfFallThrough));
      }
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
      const winnerId = candidates[decider]!.rule.ruleId;
      results.push({ ...row, outcome: evaluation.outcome, ruleId: winnerId, reason: evaluation.reason, proposal, trace: evaluation.trace, overwrittenBy: null });
      counts[evaluation.outcome]++;
      // A rule that fell through is overwritten by the one that decided, with the reason it could not price and its own trace.
      for (const { rule, evaluation: own } of fellThrough) {
        results.push({ ...row, outcome: 'OVERWRITTEN', ruleId: rule.rule.ruleId, reason: own.reason, proposal: null, trace: own.trace, overwrittenBy: winnerId });
        counts.OVERWRITTEN++;
      }
      for (const { rule } of candidates.slice(decider + 1)) {
        results.push({ ...row, outcome: 'OVERWRITTEN', ruleId: rule.ruleId, reason: null, proposal: null, trace: null, overwrittenBy: winnerId });
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
