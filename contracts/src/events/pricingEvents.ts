/** Price-engine events (issue 5). Streams are named in registry.ts (`streams.*`). */
import { z } from 'zod';
import { currencySchema } from '../enums.ts';
import { decisionTraceSchema, ruleOutcomeSchema } from '../pricing/decisionTrace.ts';
import { storedPriceRuleFieldsSchema } from '../pricing/priceRules.ts';
import {
  engineCompetitorsSchema,
  engineSettingsSchema,
  exchangeRateSchema,
  guardrailSettingsSchema,
  metricSettingsSchema,
  priceEndingsSchema,
  salesChannelFieldsSchema,
  storedShippingRateFieldsSchema,
} from '../pricing/pricingSettings.ts';
import { RUN_FAILURE_REASONS } from '../pricing/runFailures.ts';
import { ADJUSTMENT_DISCARD_REASONS, outcomeCountsSchema, PRICING_RUN_TRIGGERS } from '../pricing/runVocabulary.ts';

export { ADJUSTMENT_DISCARD_REASONS, outcomeCountsSchema, PRICING_RUN_TRIGGERS } from '../pricing/runVocabulary.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

// ── Stream `pricingsettings-<companyId>`: channels, shipping rates and engine settings ──
export const SalesChannelCreated = defineEvent('SalesChannelCreated', 1, z.object({ companyId: z.string(), channelId: z.string(), fields: salesChannelFieldsSchema }));
export const SalesChannelUpdated = defineEvent('SalesChannelUpdated', 1, z.object({ companyId: z.string(), channelId: z.string(), fields: salesChannelFieldsSchema }));
export const SalesChannelDeleted = defineEvent('SalesChannelDeleted', 1, z.object({ companyId: z.string(), channelId: z.string() }));
export const ShippingRateCreated = defineEvent('ShippingRateCreated', 1, z.object({ companyId: z.string(), rateId: z.string(), fields: storedShippingRateFieldsSchema }));
export const ShippingRateUpdated = defineEvent('ShippingRateUpdated', 1, z.object({ companyId: z.string(), rateId: z.string(), fields: storedShippingRateFieldsSchema }));
export const ShippingRateDeleted = defineEvent('ShippingRateDeleted', 1, z.object({ companyId: z.string(), rateId: z.string() }));
export const EngineCompetitorsSet = defineEvent('EngineCompetitorsSet', 1, z.object({ companyId: z.string(), competitors: engineCompetitorsSchema }));
export const MetricSettingsSet = defineEvent('MetricSettingsSet', 1, z.object({ companyId: z.string(), metrics: metricSettingsSchema }));
export const PriceEndingsSet = defineEvent('PriceEndingsSet', 1, z.object({ companyId: z.string(), priceEndings: priceEndingsSchema }));
export const EngineSettingsSet = defineEvent('EngineSettingsSet', 1, z.object({ companyId: z.string(), settings: engineSettingsSchema }));
/** The company's guardrails and "confirm all" threshold (issue 12); a company without this event has DEFAULT_GUARDRAIL_SETTINGS. */
export const GuardrailSettingsSet = defineEvent('GuardrailSettingsSet', 1, z.object({ companyId: z.string(), guardrails: guardrailSettingsSchema }));
/** The company's whole list of dated exchange rates (replaces the list before). */
export const ExchangeRatesSet = defineEvent('ExchangeRatesSet', 1, z.object({ companyId: z.string(), exchangeRates: z.array(exchangeRateSchema) }));
/** The currency the company's purchase prices (and price limits) are in when a product names none; null: each channel's. */
export const PurchaseCurrencySet = defineEvent('PurchaseCurrencySet', 1, z.object({ companyId: z.string(), currency: currencySchema.nullable() }));
/** A new feed id: the feed URL with the old id stops answering. */
export const FeedIdGenerated = defineEvent('FeedIdGenerated', 1, z.object({ companyId: z.string(), feedId: z.string() }));
export type PricingSettingsEvent =
  | DomainEvent<typeof SalesChannelCreated>
  | DomainEvent<typeof SalesChannelUpdated>
  | DomainEvent<typeof SalesChannelDeleted>
  | DomainEvent<typeof ShippingRateCreated>
  | DomainEvent<typeof ShippingRateUpdated>
  | DomainEvent<typeof ShippingRateDeleted>
  | DomainEvent<typeof EngineCompetitorsSet>
  | DomainEvent<typeof MetricSettingsSet>
  | DomainEvent<typeof PriceEndingsSet>
  | DomainEvent<typeof EngineSettingsSet>
  | DomainEvent<typeof GuardrailSettingsSet>
  | DomainEvent<typeof ExchangeRatesSet>
  | DomainEvent<typeof PurchaseCurrencySet>
  | DomainEvent<typeof FeedIdGenerated>;

// ── Stream `pricerules-<companyId>`: the ordered list of price rules ──
export const PriceRuleCreated = defineEvent('PriceRuleCreated', 1, z.object({ companyId: z.string(), ruleId: z.string(), position: z.number().int().min(1), fields: storedPriceRuleFieldsSchema }));
export const PriceRuleUpdated = defineEvent('PriceRuleUpdated', 1, z.object({ companyId: z.string(), ruleId: z.string(), fields: storedPriceRuleFieldsSchema }));
export const PriceRuleDeleted = defineEvent('PriceRuleDeleted', 1, z.object({ companyId: z.string(), ruleId: z.string() }));
/** The whole list in its new order: position n = index n − 1. */
export const PriceRulesReordered = defineEvent('PriceRulesReordered', 1, z.object({ companyId: z.string(), ruleIds: z.array(z.string()) }));
export type PriceRuleEvent = DomainEvent<typeof PriceRuleCreated> | DomainEvent<typeof PriceRuleUpdated> | DomainEvent<typeof PriceRuleDeleted> | DomainEvent<typeof PriceRulesReordered>;

// ── Stream `pricingrun-<runId>`: one rule-engine run ──
export const PricingRunRequested = defineEvent('PricingRunRequested', 1, z.object({ runId: z.string(), companyId: z.string(), trigger: z.enum(PRICING_RUN_TRIGGERS), requestedBy: z.string(), requestedAt: z.string() }));
export const PricingRunStarted = defineEvent(
  'PricingRunStarted',
  1,
  z.object({
    runId: z.string(),
    companyId: z.string(),
    startedAt: z.string(),
    productCount: z.number().int(),
    channelCount: z.number().int(),
    ruleCount: z.number().int(),
    /** Names as the run saw them, so its history reads right after a channel or rule is renamed or deleted. */
    channels: z.array(z.object({ channelId: z.string(), name: z.string() })).optional(),
    rules: z.array(z.object({ ruleId: z.string(), name: z.string(), position: z.number().int() })).optional(),
  }),
);
/** Outcomes of a run in chunks (a run over 100,000 products is not one event). */
export const PricingRunOutcomesRecorded = defineEvent(
  'PricingRunOutcomesRecorded',
  1,
  z.object({
    runId: z.string(),
    companyId: z.string(),
    outcomes: z.array(
      z.object({
        productId: z.string(),
        sku: z.string(),
        channelId: z.string(),
        outcome: ruleOutcomeSchema,
        ruleId: z.string().nullable(),
        reason: z.string().nullable(),
        adjustmentId: z.string().nullable(),
        /** A price held by a guardrail (GUARDRAIL_* reasons): the product's name and the decision trace (held price in `proposedPrice`, the guardrail in `guardrail`), for the review's "held by guardrails". */
        held: z.object({ productName: z.string(), trace: decisionTraceSchema }).optional(),
      }),
    ),
    /** Products are computed in SKU order; this chunk covers every product up to this SKU (a resumed run starts after it). */
    throughSku: z.string().optional(),
    /** Product×channel pairs of this chunk's products that no active rule matched. */
    unmatched: z.number().int().optional(),
  }),
);
export const PricingRunCompleted = defineEvent(
  'PricingRunCompleted',
  1,
  z.object({ runId: z.string(), companyId: z.string(), completedAt: z.string(), durationMs: z.number().int(), counts: outcomeCountsSchema, proposals: z.number().int(), unmatched: z.number().int() }),
);
/** `reason`: a code the web translates; `detail`: the technical text for operators (English, never shown). */
export const PricingRunFailed = defineEvent(
  'PricingRunFailed',
  2,
  z.object({ runId: z.string(), companyId: z.string(), failedAt: z.string(), reason: z.enum(RUN_FAILURE_REASONS), detail: z.string().nullable() }),
  // Version 1 kept the reason as text: "NO_SALES_CHANNELS", "ENGINE_ERROR: <message>", or the worker's error message.
  (data, fromVersion) => {
    if (fromVersion !== 1) return data;
    const { reason, ...rest } = data as { reason: string };
    if (reason === 'NO_SALES_CHANNELS') return { ...rest, reason, detail: null };
    if (reason.startsWith('ENGINE_ERROR')) return { ...rest, reason: 'ENGINE_ERROR', detail: reason.replace(/^ENGINE_ERROR:?\s*/, '') || null };
    return { ...rest, reason: 'WORKER_GAVE_UP', detail: reason };
  },
);
export type PricingRunEvent =
  | DomainEvent<typeof PricingRunRequested>
  | DomainEvent<typeof PricingRunStarted>
  | DomainEvent<typeof PricingRunOutcomesRecorded>
  | DomainEvent<typeof PricingRunCompleted>
  | DomainEvent<typeof PricingRunFailed>;

// ── Stream `adjustment-<adjustmentId>`: one price proposal ──
export const AdjustmentProposed = defineEvent(
  'AdjustmentProposed',
  1,
  z.object({
    adjustmentId: z.string(),
    runId: z.string(),
    companyId: z.string(),
    productId: z.string(),
    sku: z.string(),
    productName: z.string(),
    channelId: z.string(),
    currency: currencySchema,
    oldPrice: z.number().nullable(),
    oldStrikePrice: z.number().nullable(),
    newPrice: z.number().positive(),
    strikePrice: z.number().positive().nullable(),
    /** Strike price export window: from the proposal, until + 30 days by default (spec §9). */
    strikePriceFrom: z.string().nullable(),
    strikePriceUntil: z.string().nullable(),
    proposedAt: z.string(),
    trace: decisionTraceSchema,
  }),
);
export const AdjustmentConfirmed = defineEvent('AdjustmentConfirmed', 1, z.object({ adjustmentId: z.string(), companyId: z.string(), confirmedBy: z.string(), confirmedAt: z.string() }));
export const AdjustmentDiscarded = defineEvent('AdjustmentDiscarded', 1, z.object({ adjustmentId: z.string(), companyId: z.string(), discardedBy: z.string(), discardedAt: z.string(), reason: z.enum(ADJUSTMENT_DISCARD_REASONS) }));
/** The ERP pulled a feed that contained this confirmed price. */
export const AdjustmentPickedUp = defineEvent('AdjustmentPickedUp', 1, z.object({ adjustmentId: z.string(), companyId: z.string(), pullId: z.string(), pickedUpAt: z.string() }));
export type AdjustmentEvent = DomainEvent<typeof AdjustmentProposed> | DomainEvent<typeof AdjustmentConfirmed> | DomainEvent<typeof AdjustmentDiscarded> | DomainEvent<typeof AdjustmentPickedUp>;

// ── Stream `feedpull-<pullId>`: pulls of a company's output feed by the ERP ──
/**
 * A pull of a channel's feed. `SINGLE`: a pull that handed over confirmed prices not picked up
 * before, recorded on its own with every adjustment its answer contained (the pickups name it).
 * `FIRST_OF_HOUR`: the first of the pulls in an hour that handed over nothing new — such pulls are
 * recorded once per company, channel and hour (pull id derived from them), with no adjustment ids
 * (`rows` says how many the answer had; all were picked up before), and counted by
 * FeedPullsCounted. So a busy or leaked feed URL cannot grow the log without bound (issue 11).
 * Version 1 recorded every pull on its own: read as SINGLE.
 */
export const FeedPulled = defineEvent(
  'FeedPulled',
  2,
  z.object({
    pullId: z.string(),
    companyId: z.string(),
    channelId: z.string(),
    format: z.enum(['csv', 'json']),
    pulledAt: z.string(),
    adjustmentIds: z.array(z.string()),
    rows: z.number().int(),
    recordedAs: z.enum(['SINGLE', 'FIRST_OF_HOUR']),
  }),
  (data, fromVersion) => (fromVersion < 2 ? { ...(data as object), recordedAs: 'SINGLE' } : data),
);
/**
 * How many pulls that handed over nothing new one process served in the hour of a FIRST_OF_HOUR
 * record (same stream), and the last of them; written when the hour is over or the process stops.
 * Several processes each write their own count: the hour's pulls are their sum.
 */
export const FeedPullsCounted = defineEvent(
  'FeedPullsCounted',
  1,
  z.object({ pullId: z.string(), companyId: z.string(), channelId: z.string(), hourStart: z.string(), pulls: z.number().int().min(1), lastPulledAt: z.string() }),
);
/** Stream `feedsync-<companyId>`: the morning synchronisation of the feed. */
export const FeedSynchronised = defineEvent('FeedSynchronised', 1, z.object({ companyId: z.string(), syncedAt: z.string(), channels: z.array(z.object({ channelId: z.string(), rows: z.number().int(), expiredStrikePrices: z.number().int() })) }));
export type FeedEvent = DomainEvent<typeof FeedPulled> | DomainEvent<typeof FeedPullsCounted> | DomainEvent<typeof FeedSynchronised>;

/**
 * Stream `pricingruns-<companyId>`: one run of a company at a time. A request first reserves the
 * company's next run here (expected revision: two requests at once cannot both win), then writes
 * its PricingRunRequested on the run's own stream.
 */
export const PricingRunReserved = defineEvent('PricingRunReserved', 1, z.object({ companyId: z.string(), runId: z.string(), trigger: z.enum(PRICING_RUN_TRIGGERS), reservedAt: z.string() }));
export type PricingRunReservationEvent = DomainEvent<typeof PricingRunReserved>;

export const pricingEvents = [
  SalesChannelCreated,
  SalesChannelUpdated,
  SalesChannelDeleted,
  ShippingRateCreated,
  ShippingRateUpdated,
  ShippingRateDeleted,
  EngineCompetitorsSet,
  MetricSettingsSet,
  PriceEndingsSet,
  EngineSettingsSet,
  GuardrailSettingsSet,
  ExchangeRatesSet,
  PurchaseCurrencySet,
  FeedIdGenerated,
  PriceRuleCreated,
  PriceRuleUpdated,
  PriceRuleDeleted,
  PriceRulesReordered,
  PricingRunRequested,
  PricingRunStarted,
  PricingRunOutcomesRecorded,
  PricingRunCompleted,
  PricingRunFailed,
  AdjustmentProposed,
  AdjustmentConfirmed,
  AdjustmentDiscarded,
  AdjustmentPickedUp,
  FeedPulled,
  FeedPullsCounted,
  FeedSynchronised,
  PricingRunReserved,
] as const;
