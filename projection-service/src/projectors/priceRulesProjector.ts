import type { PriceRuleEvent, PricingSettingsEvent } from '@pm/contracts/events';
import { salesChannelChange } from '@pm/contracts/domain';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRICE_RULES = 'priceRules';
/** The names of the companies' sales channels, so the rule list can show them. */
export const PRICE_RULE_CHANNELS = 'priceRuleChannels';

/**
 * One document per price rule with its position. Positions need no shifting here: every write
 * that moves other rules carries the complete new order (PriceRulesReordered).
 */
export const priceRulesProjector: Projector = {
  name: 'priceRules',
  version: 1,
  collections: { [PRICE_RULES]: [{ keys: { companyId: 1, position: 1 } }], [PRICE_RULE_CHANNELS]: [{ keys: { companyId: 1 } }] },
  handles: ['PriceRuleCreated', 'PriceRuleUpdated', 'PriceRuleDeleted', 'PriceRulesReordered', 'SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<PriceRuleEvent | PricingSettingsEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'PriceRuleCreated': {
        const { ruleId, companyId, position, fields } = event.data;
        return [{ op: 'put', collection: PRICE_RULES, doc: { _id: ruleId, companyId, position, ...fields, createdAt: at, updatedAt: at } }];
      }
      case 'PriceRuleUpdated':
        return [{ op: 'update', collection: PRICE_RULES, id: event.data.ruleId, update: { $set: { ...event.data.fields, updatedAt: at } } }];
      case 'PriceRuleDeleted':
        return [{ op: 'delete', collection: PRICE_RULES, id: event.data.ruleId }];
      case 'PriceRulesReordered':
        return event.data.ruleIds.map((id, index): WriteOp => ({ op: 'update', collection: PRICE_RULES, id, update: { $set: { position: index + 1 } } }));
      default: {
        const change = salesChannelChange(event);
        if (!change) return [];
        return [change.fields ? { op: 'put', collection: PRICE_RULE_CHANNELS, doc: { _id: change.channelId, companyId: event.data.companyId, name: change.fields.name } } : { op: 'delete', collection: PRICE_RULE_CHANNELS, id: change.channelId }];
      }
    }
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['price-rules']] }] : []),
};
