import { type Currency, type EngineCompetitors, type EngineSettings, type ExchangeRate, type GuardrailSettings, type MetricSettings, type PriceEndings, type SalesChannelFields, type ShippingRateFields } from '@pm/contracts';
import { streams, type PriceRuleEvent } from '@pm/contracts/events';
import { handleCommand, newId, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import type { Written } from '../users/userCommands.ts';
import { pricingSettingsDecider, type PricingSettingsCommand } from '@pm/contracts/domain';
import type { ChannelReferences } from './channelReferences.ts';
import { rulesByChannel } from './rulesByChannel.ts';

type Expected = number | undefined;

/**
 * Sales channels, shipping rates and engine settings of a company: one stream per company. A
 * channel's deletion checks the rules naming it and is written under `references`, shared with
 * the rules' commands (channelReferences.ts).
 */
export function createPricingSettingsCommands(store: EventStore, sources: SourceCommands, references: ChannelReferences) {
  const run = async (companyId: string, id: string, command: PricingSettingsCommand, context: CommandContext): Promise<Written> => ({
    id,
    ...(await handleCommand(store, streams.pricingSettings(companyId), pricingSettingsDecider, command, context)),
  });

  async function rulesOnChannel(companyId: string, channelId: string): Promise<string[]> {
    const events = (await store.readStream(streams.priceRules(companyId))).map((e) => toDomainEvent<PriceRuleEvent>(e));
    return rulesByChannel(events).get(channelId) ?? [];
  }

  return {
    createSalesChannel: (companyId: string, fields: SalesChannelFields, context: CommandContext, channelId = newId()) =>
      run(companyId, channelId, { type: 'CreateSalesChannel', companyId, channelId, fields }, context),
    updateSalesChannel: (companyId: string, channelId: string, fields: SalesChannelFields, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, channelId, { type: 'UpdateSalesChannel', companyId, channelId, fields, expectedRevision }, context),
    deleteSalesChannel: (companyId: string, channelId: string, expectedRevision: Expected, context: CommandContext) =>
      references.exclusive(companyId, async () => run(companyId, channelId, { type: 'DeleteSalesChannel', companyId, channelId, usedByRules: await rulesOnChannel(companyId, channelId), expectedRevision }, context)),
    createShippingRate: (companyId: string, fields: ShippingRateFields, context: CommandContext, rateId = newId()) =>
      run(companyId, rateId, { type: 'CreateShippingRate', companyId, rateId, fields }, context),
    updateShippingRate: (companyId: string, rateId: string, fields: ShippingRateFields, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, rateId, { type: 'UpdateShippingRate', companyId, rateId, fields, expectedRevision }, context),
    deleteShippingRate: (companyId: string, rateId: string, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, rateId, { type: 'DeleteShippingRate', companyId, rateId, expectedRevision }, context),
    setEngineCompetitors: async (companyId: string, competitors: EngineCompetitors, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, companyId, { type: 'SetEngineCompetitors', companyId, competitors, connectedSourceIds: Object.keys(await sources.connectedSources(companyId)), expectedRevision }, context),
    setMetricSettings: (companyId: string, metrics: MetricSettings, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, companyId, { type: 'SetMetricSettings', companyId, metrics, expectedRevision }, context),
    setPriceEndings: (companyId: string, priceEndings: PriceEndings, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, companyId, { type: 'SetPriceEndings', companyId, priceEndings, expectedRevision }, context),
    setEngineSettings: (companyId: string, settings: EngineSettings, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, companyId, { type: 'SetEngineSettings', companyId, settings, expectedRevision }, context),
    setGuardrailSettings: (companyId: string, guardrails: GuardrailSettings, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, companyId, { type: 'SetGuardrailSettings', companyId, guardrails, expectedRevision }, context),
    setExchangeRates: (companyId: string, exchangeRates: ExchangeRate[], expectedRevision: Expected, context: CommandContext) =>
      run(companyId, companyId, { type: 'SetExchangeRates', companyId, exchangeRates, expectedRevision }, context),
    setPurchaseCurrency: (companyId: string, currency: Currency | null, expectedRevision: Expected, context: CommandContext) =>
      run(companyId, companyId, { type: 'SetPurchaseCurrency', companyId, currency, expectedRevision }, context),
  };
}

export type PricingSettingsCommands = ReturnType<typeof createPricingSettingsCommands>;
