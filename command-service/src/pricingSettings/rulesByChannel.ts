import type { PriceRuleEvent } from '@pm/contracts/events';
import { foldPriceRuleList, ruleNamesByChannel } from '@pm/contracts/domain';

/**
 * The names of a company's price rules per sales channel, folded from the price-rules stream
 * (`pricerules-<companyId>`) by the domain core's rule-list fold: a channel a rule still uses
 * cannot be deleted.
 */
export const rulesByChannel = (events: readonly PriceRuleEvent[]): Map<string, string[]> => ruleNamesByChannel(foldPriceRuleList(events));
