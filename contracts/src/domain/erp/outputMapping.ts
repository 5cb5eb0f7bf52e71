/**
 * The output data mapping (issue 15 item 6): per sales channel of the company, which ERP sales
 * price (output channel) receives the regular price and which the strike price. The write-back
 * reads a channel's mapping through `outputMappingOf`; `outputMappingIssues` are spec §5's rules.
 */
import type { DataMappingIssue, OutputChannelMapping, OutputMapping } from '../../http/dataMapping.ts';

/**
 * Both prices are required per mapped channel, each channel is mapped once, and an output channel
 * (ERP sales price) receives the prices of only one input channel — also not the regular and the
 * strike price of the same channel. `channelIds`: the company's sales channels.
 */
export function outputMappingIssues(mapping: OutputMapping, channelIds: ReadonlySet<string>): DataMappingIssue[] {
  const issues: DataMappingIssue[] = [];
  const channels = new Set<string>();
  const users = new Map<string, string>();
  mapping.channels.forEach((entry, i) => {
    if (!channelIds.has(entry.channelId)) issues.push({ path: `channels.${i}.channelId`, code: 'SALES_CHANNEL_UNKNOWN', params: { channelId: entry.channelId } });
    if (channels.has(entry.channelId)) issues.push({ path: `channels.${i}.channelId`, code: 'SALES_CHANNEL_MAPPED_TWICE', params: { channelId: entry.channelId } });
    channels.add(entry.channelId);
    if (entry.regularSalesPriceId === '') issues.push({ path: `channels.${i}.regularSalesPriceId`, code: 'REGULAR_PRICE_REQUIRED', params: { channelId: entry.channelId } });
    if (entry.strikeSalesPriceId === '') issues.push({ path: `channels.${i}.strikeSalesPriceId`, code: 'STRIKE_PRICE_REQUIRED', params: { channelId: entry.channelId } });
    for (const part of ['regularSalesPriceId', 'strikeSalesPriceId'] as const) {
      const salesPriceId = entry[part];
      if (salesPriceId === '') continue;
      const user = users.get(salesPriceId);
      if (user !== undefined) issues.push({ path: `channels.${i}.${part}`, code: 'OUTPUT_CHANNEL_MAPPED_TWICE', params: { salesPriceId, channelId: entry.channelId, otherChannelId: user } });
      else users.set(salesPriceId, entry.channelId);
    }
  });
  return issues;
}

/** A sales channel's output mapping, or null when the channel has none (the write-back then skips it with ERP_OUTPUT_MAPPING_MISSING). */
export const outputMappingOf = (mapping: OutputMapping | null, channelId: string): OutputChannelMapping | null => mapping?.channels.find((c) => c.channelId === channelId) ?? null;
