/**
 * What the write-back needs from its neighbours, injected so that it is tested without them: the
 * company's connected shop system (H4's `openShopSystem`) and its output data mapping (H5's fold).
 */
import type { ShopSystem } from '../shopSystem/shopSystem.ts';

/** Which ERP sales price receives a channel's regular and which its strike price. */
export interface ChannelPriceTargets {
  regularSalesPriceId: string;
  strikeSalesPriceId: string;
}

export interface ErpWritePorts {
  /** The company's shop system; throws (ERP_CONNECTION_MISSING) when none is connected. */
  shopSystemOf(companyId: string): Promise<ShopSystem>;
  /** The company's output mapping: a channel's price targets, or null for an unmapped channel. */
  outputMappingOf(companyId: string): Promise<(channelId: string) => ChannelPriceTargets | null>;
}

/** Who acts: a user (write now, retry) or the service (automatic write, morning sync). */
export interface ErpWriteActor {
  userId: string;
  correlationId: string;
}

export const ERP_WRITER_ACTOR = 'service:pricing';
