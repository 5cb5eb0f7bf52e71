import { streams, type PricingSettingsEvent } from '@pm/contracts/events';
import { handleCommand, newId, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { Written } from '../users/userCommands.ts';
import { priceRuleListDecider, type PriceRuleCommand } from './priceRuleListDecider.ts';
import { foldPricingSettings, salesChannelIdsOf } from '@pm/contracts/domain';
import type { PriceRuleFields } from '@pm/contracts';
import type { ChannelReferences } from '../pricingSettings/channelReferences.ts';

/**
 * Price rules of a company: one stream holds them all, so positions change atomically. A rule's
 * sales channel is checked and the rule written under `references`, shared with the channel's
 * deletion (channelReferences.ts).
 */
export function createPriceRuleCommands(store: EventStore, references: ChannelReferences) {
  async function channelIds(companyId: string): Promise<string[]> {
    return salesChannelIdsOf(foldPricingSettings((await store.readStream(streams.pricingSettings(companyId))).map((e) => toDomainEvent<PricingSettingsEvent>(e))));
  }

  const run = async (companyId: string, id: string, command: PriceRuleCommand, context: CommandContext): Promise<Written> => {
    const outcome = await handleCommand(store, streams.priceRules(companyId), priceRuleListDecider, command, context);
    // Nothing changed: answer the current head so a following read waits for nothing new.
    return { id, revision: outcome.revision, position: outcome.position || (await store.headPosition()) };
  };

  return {
    createPriceRule: (companyId: string, fields: PriceRuleFields, position: number | null, context: CommandContext, ruleId = newId()) =>
      references.exclusive(companyId, async () => run(companyId, ruleId, { type: 'CreatePriceRule', companyId, ruleId, fields, position, channelIds: await channelIds(companyId) }, context)),
    updatePriceRule: (companyId: string, ruleId: string, fields: PriceRuleFields, context: CommandContext) =>
      references.exclusive(companyId, async () => run(companyId, ruleId, { type: 'UpdatePriceRule', companyId, ruleId, fields, channelIds: await channelIds(companyId) }, context)),
    deletePriceRule: (companyId: string, ruleId: string, context: CommandContext) => run(companyId, ruleId, { type: 'DeletePriceRule', companyId, ruleId }, context),
    reorderPriceRules: (companyId: string, ruleIds: readonly string[], context: CommandContext) => run(companyId, companyId, { type: 'ReorderPriceRules', companyId, ruleIds }, context),
  };
}

export type PriceRuleCommands = ReturnType<typeof createPriceRuleCommands>;
