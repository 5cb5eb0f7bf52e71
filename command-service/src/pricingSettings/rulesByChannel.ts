import type { PriceRuleEvent } from '@pm/contracts/events';

/**
 * The names of a company's price rules per sales channel, folded from the price-rules stream
 * (`pricerules-<companyId>`): a channel a rule still uses cannot be deleted.
 */
export function rulesByChannel(events: readonly PriceRuleEvent[]): Map<string, string[]> {
  const rules = new Map<string, { name: string; channelId: string }>();
  for (const event of events) {
    switch (event.type) {
      case 'PriceRuleCreated':
      case 'PriceRuleUpdated':
        rules.set(event.data.ruleId, { name: event.data.fields.name, channelId: event.data.fields.salesChannelId });
        break;
      case 'PriceRuleDeleted':
        rules.delete(event.data.ruleId);
        break;
      case 'PriceRulesReordered':
        break;
    }
  }
  const byChannel = new Map<string, string[]>();
  for (const { name, channelId } of rules.values()) byChannel.set(channelId, [...(byChannel.get(channelId) ?? []), name]);
  return byChannel;
}
