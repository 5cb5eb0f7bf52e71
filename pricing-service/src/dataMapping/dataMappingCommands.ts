/**
 * The data mapping's commands (issue 15 items 5, 6) through its decider in the domain core, on the
 * company's `datamapping-<companyId>` stream. The output mapping is decided against the company's
 * sales channels as its settings stream has them when the command is decided.
 */
import type { CustomValueDefinition, InputMapping, OutputMapping } from '@pm/contracts';
import { dataMappingDecider, foldDataMapping, foldPricingSettings, salesChannelIdsOf, type DataMappingCommand, type DataMappingState } from '@pm/contracts/domain';
import { streams, type DataMappingEvent, type PricingSettingsEvent } from '@pm/contracts/events';
import { handleCommand, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';

export interface Written {
  id: string;
  revision: bigint;
  position: bigint;
}

export async function loadDataMapping(events: EventStore, companyId: string): Promise<DataMappingState> {
  const recorded = await events.readStream(streams.dataMapping(companyId));
  return foldDataMapping(recorded.map((r) => toDomainEvent<DataMappingEvent>(r)));
}

export function createDataMappingCommands(events: EventStore) {
  const decide = async (companyId: string, command: DataMappingCommand, context: CommandContext): Promise<Written> => ({
    id: companyId,
    ...(await handleCommand(events, streams.dataMapping(companyId), dataMappingDecider, command, context)),
  });
  const channelIds = async (companyId: string) => {
    const recorded = await events.readStream(streams.pricingSettings(companyId));
    return new Set(salesChannelIdsOf(foldPricingSettings(recorded.map((r) => toDomainEvent<PricingSettingsEvent>(r)))));
  };
  return {
    setCustomValues: (companyId: string, definitions: CustomValueDefinition[], expectedRevision: number | undefined, context: CommandContext) =>
      decide(companyId, { type: 'SetCustomValueDefinitions', companyId, definitions, expectedRevision }, context),
    setInputMapping: (companyId: string, mapping: InputMapping, expectedRevision: number | undefined, context: CommandContext) =>
      decide(companyId, { type: 'SetInputDataMapping', companyId, mapping, expectedRevision }, context),
    setOutputMapping: async (companyId: string, mapping: OutputMapping, expectedRevision: number | undefined, context: CommandContext) =>
      decide(companyId, { type: 'SetOutputDataMapping', companyId, mapping, channelIds: await channelIds(companyId), expectedRevision }, context),
  };
}
