import type { Country, CountryPricing } from '@pm/contracts';
import type { AdjustmentEvent, OwnPriceEvent, ProductEvent } from '@pm/contracts/events';
import { toCents } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { EntityState, Projector } from '../runtime/projector.ts';

/** One document per product and market: `<productId>:country:<de>` or `<productId>:channel:<channelId>`. */
export const OWN_PRICE_HISTORY = 'ownPriceHistory';
/** The proposals a confirmation turns into a channel's own price (the confirmation names only the adjustment). */
export const OWN_PRICE_ADJUSTMENTS = 'ownPriceAdjustments';

/** Where an own price came from: the product's sales price of a country, a recorded past price, a confirmed adjustment of a channel. */
export type OwnPricePointSource = 'PRODUCT' | 'RECORDED' | 'CONFIRMED';

/** The own gross sales price from `at` on (cents; null: no price from then on). */
export interface OwnPricePoint {
  at: string;
  cents: number | null;
  source: OwnPricePointSource;
}

export interface OwnPriceHistoryDoc extends Doc {
  companyId: string;
  productId: string;
  country: Country | null;
  channelId: string | null;
  /** In log order; a recorded past price may come after newer points, so readers sort by `at`. */
  points: OwnPricePoint[];
}

interface AdjustmentState extends Doc {
  companyId: string;
  productId: string;
  channelId: string;
  cents: number;
  confirmedAt: string | null;
}

export const countryHistoryId = (productId: string, country: string) => `${productId}:country:${country}`;
export const channelHistoryId = (productId: string, channelId: string) => `${productId}:channel:${channelId}`;

function pushPoint(id: string, market: Pick<OwnPriceHistoryDoc, 'companyId' | 'productId' | 'country' | 'channelId'>, point: OwnPricePoint): WriteOp {
  return { op: 'update', collection: OWN_PRICE_HISTORY, id, upsert: true, update: { $set: market, $push: { points: point } } };
}

/** A point per country the product's pricing names (a repeated equal price changes no minimum). */
function pricingPoints(productId: string, companyId: string, pricing: Partial<Record<Country, CountryPricing>> | undefined, at: string): WriteOp[] {
  return (Object.entries(pricing ?? {}) as [Country, CountryPricing | undefined][])
    .filter(([, entry]) => entry !== undefined)
    .map(([country, entry]) =>
      pushPoint(countryHistoryId(productId, country), { companyId, productId, country, channelId: null }, { at, cents: entry?.salesPrice == null ? null : toCents(entry.salesPrice), source: 'PRODUCT' }),
    );
}

/** A confirmed proposal is the channel's own price from its confirmation on. */
const adjustments: EntityState<AdjustmentState> = {
  collection: OWN_PRICE_ADJUSTMENTS,
  idOf: (event) => (event.type.startsWith('Adjustment') ? ((event.data as { adjustmentId?: string }).adjustmentId ?? null) : null),
  evolve(state, recorded) {
    const event = toDomainEvent<AdjustmentEvent>(recorded);
    switch (event.type) {
      case 'AdjustmentProposed': {
        if (state) return state;
        const { adjustmentId, companyId, productId, channelId, newPrice } = event.data;
        return { _id: adjustmentId, companyId, productId, channelId, cents: toCents(newPrice), confirmedAt: null };
      }
      case 'AdjustmentConfirmed':
        return state && state.confirmedAt === null ? { ...state, confirmedAt: event.data.confirmedAt } : state;
      // A discarded proposal never became a price.
      case 'AdjustmentDiscarded':
        return state && state.confirmedAt === null ? null : state;
      case 'AdjustmentPickedUp':
        return state;
    }
  },
  derive(before, after) {
    if (!after?.confirmedAt || before?.confirmedAt) return [];
    const { companyId, productId, channelId } = after;
    return [pushPoint(channelHistoryId(productId, channelId), { companyId, productId, country: null, channelId }, { at: after.confirmedAt, cents: after.cents, source: 'CONFIRMED' })];
  },
};

/**
 * The own price history (strike-price export, spec §9): every point where an own gross sales
 * price was set — a product created, updated or imported with prices (per country), a past price
 * recorded (the demo history), a price proposal confirmed (per sales channel). Rebuildable from
 * the log like every read model; docs/exports.md says how the reference price is taken from it.
 */
export const ownPriceHistoryProjector: Projector = {
  name: 'ownPriceHistory',
  version: 1,
  collections: {
    [OWN_PRICE_HISTORY]: [{ keys: { companyId: 1, productId: 1 } }],
    [OWN_PRICE_ADJUSTMENTS]: [],
  },
  handles: ['ProductCreated', 'ProductUpdated', 'OwnPriceRecorded', 'AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded'],
  project(recorded: RecordedEvent): WriteOp[] {
    if (recorded.type.startsWith('Adjustment')) return [];
    const event = toDomainEvent<ProductEvent | OwnPriceEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ProductCreated':
        return pricingPoints(event.data.productId, event.data.companyId, event.data.fields.pricing, at);
      case 'ProductUpdated': {
        const companyId = recorded.metadata.companyId;
        return companyId && 'pricing' in event.data.changes ? pricingPoints(event.data.productId, companyId, event.data.changes.pricing, at) : [];
      }
      case 'OwnPriceRecorded': {
        const { productId, companyId, country, salesPrice, recordedAt } = event.data;
        return [pushPoint(countryHistoryId(productId, country), { companyId, productId, country, channelId: null }, { at: recordedAt, cents: toCents(salesPrice), source: 'RECORDED' })];
      }
      default:
        return [];
    }
  },
  state: adjustments as unknown as EntityState,
};
