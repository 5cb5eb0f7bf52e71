import type { OutputMapping } from '@pm/contracts';

/** Per sales channel id: the chosen ERP sales prices ('' = none chosen). */
export type OutputFormValues = Record<string, { regularSalesPriceId: string; strikeSalesPriceId: string }>;

export function outputFormValues(saved: OutputMapping | null): OutputFormValues {
  return Object.fromEntries((saved?.channels ?? []).map((c) => [c.channelId, { regularSalesPriceId: c.regularSalesPriceId, strikeSalesPriceId: c.strikeSalesPriceId }]));
}

/**
 * The mapping the form says, in the order of the company's channels: a channel with neither price
 * chosen is not mapped (its prices are not written back); one with a single price goes as it is,
 * and the server answers that both are required (spec §5). Channels gone since are dropped.
 */
export function toOutputMapping(values: OutputFormValues, channelIds: readonly string[]): OutputMapping {
  return {
    channels: channelIds.flatMap((channelId) => {
      const chosen = values[channelId];
      if (!chosen || (chosen.regularSalesPriceId === '' && chosen.strikeSalesPriceId === '')) return [];
      return [{ channelId, regularSalesPriceId: chosen.regularSalesPriceId, strikeSalesPriceId: chosen.strikeSalesPriceId }];
    }),
  };
}
