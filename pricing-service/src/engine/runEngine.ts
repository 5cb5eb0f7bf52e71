/**
 * The rule engine (spec §3, §4; docs/pricing.md): for every product and sales channel, the winning
 * active rule of the channel decides EXECUTED (with a proposal), TARGET_FULFILLED,
 * CONSTRAINTS_NOT_MET or ERROR, and every other matching rule is OVERWRITTEN. Pure and
 * deterministic: the same input gives the same result. Real runs (pricing-service), what-if
 * (POST /pricing/what-if) and `npm run reprice` all call this; a caller may pass the products in
 * chunks to report progress.
 */
import { RULE_OUTCOMES, type Currency, type DecisionTrace, type FilterCondition, type OutcomeReason, type PricingProduct, type PricingRunInput, type RuleOutcome } from '@pm/contracts';
import { offerPolicy } from './competitorOffers.ts';
import { evaluateRule } from './evaluateRule.ts';
import { compileFilter } from './filterConditions.ts';
import { ProductChannelFacts, type ChannelSetup } from './productChannelFacts.ts';
import { rulesOfChannel, selectRule, type CompiledRule } from './ruleSelection.ts';

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

/** Per channel, once per run: its rules in order, its shipping rates, its offer policy. */
function channelSetups(input: PricingRunInput): { setup: ChannelSetup; rules: CompiledRule[] }[] {
  const nowMs = Date.parse(input.now);
  return input.channels.map((channel) => ({
    setup: {
      channel,
      ratesOfCountry: input.shippingRates.filter((rate) => rate.country === channel.country),
      offerPolicy: offerPolicy(channel.currency, input.competitors, nowMs, input.maxOfferAgeHours),
    },
    rules: rulesOfChannel(input.rules, channel.channelId),
  }));
}

function emptyCounts(): Record<RuleOutcome, number> {
  return Object.fromEntries(RULE_OUTCOMES.map((outcome) => [outcome, 0])) as Record<RuleOutcome, number>;
}

export function runEngine(input: PricingRunInput): EngineResult {
  const nowMs = Date.parse(input.now);
  if (Number.isNaN(nowMs)) throw new Error(`The run time "${input.now}" is not an ISO date-time`);
  const clock = { nowMs, priceEndings: input.priceEndings };
  const channels = channelSetups(input);
  const results: ProductChannelResult[] = [];
  const counts = emptyCounts();
  let unmatched = 0;
  for (const product of input.products) {
    for (const { setup, rules } of channels) {
      if (rules.length === 0) {
        unmatched++;
        continue;
      }
      const facts = new ProductChannelFacts(product, setup);
      const selection = selectRule(rules, facts);
      if (!selection) {
        unmatched++;
        continue;
      }
      const base = { productId: product.productId, sku: product.sku, productName: product.name, channelId: setup.channel.channelId };
      const evaluation = evaluateRule(facts, selection, clock);
      const proposal: Proposal | null =
        evaluation.outcome === 'EXECUTED'
          ? {
              oldPrice: facts.currentPrice,
              oldStrikePrice: facts.countryPricing?.strikePrice ?? null,
              newPrice: evaluation.price!,
              strikePrice: evaluation.strike!.strikePrice,
              strikePriceFrom: evaluation.strike!.from,
              strikePriceUntil: evaluation.strike!.until,
              currency: setup.channel.currency,
              trace: evaluation.trace,
            }
          : null;
      const winnerId = selection.winner.rule.ruleId;
      results.push({ ...base, outcome: evaluation.outcome, ruleId: winnerId, reason: evaluation.reason, proposal, trace: evaluation.trace, overwrittenBy: null });
      counts[evaluation.outcome]++;
      for (const { rule } of selection.overwritten) {
        results.push({ ...base, outcome: 'OVERWRITTEN', ruleId: rule.ruleId, reason: null, proposal: null, trace: null, overwrittenBy: winnerId });
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
  const setup = channelSetups({ ...input, rules: [] }).find((s) => s.setup.channel.channelId === channelId)?.setup;
  if (!compiled.ok || !setup) return [];
  return input.products.filter((product) => compiled.matches(new ProductChannelFacts(product, setup)));
}
