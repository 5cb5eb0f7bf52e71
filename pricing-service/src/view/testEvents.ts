/** Recorded events of a small company for the pricing-service unit tests. */
import { NO_CONSTRAINTS, type PriceRuleFields, type SalesChannelFields } from '@pm/contracts';
import type { RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';

/** The shared builder (@pm/platform/testing) with this suite's argument order. */
export function recorded(type: string, data: Record<string, unknown>, occurredAt: string, companyId: string | null = 'c1'): RecordedEvent {
  return recordedEvent(type, data, { occurredAt, companyId, streamId: 's', userId: 'u' });
}

export const channelFields = (overrides: Partial<SalesChannelFields> = {}): SalesChannelFields => ({ name: 'Shop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true, ...overrides });

export const ruleFields = (salesChannelId: string, overrides: Partial<PriceRuleFields> = {}): PriceRuleFields => ({
  name: '1 % below the cheapest',
  salesChannelId,
  conditions: [],
  target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false },
  constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 },
  active: true,
  ...overrides,
});

export const productFields = (sku: string, overrides: Record<string, unknown> = {}) => ({
  name: `Product ${sku}`,
  sku,
  brand: 'Acme',
  purchasePrice: 50,
  weight: 1500,
  weightUnit: 'GRAMS',
  pricing: { de: { salesPrice: 119, vatRate: 19, inStock: true } },
  ...overrides,
});

export const observed = (urlId: string, productId: string, price: string | null, observedAt: string, plausibility: 'ACCEPTED' | 'FLAGGED' | 'CONFIRMED' = 'ACCEPTED') =>
  recorded(
    'OfferObserved',
    { urlId, productId, companyId: 'c1', sourceId: 's1', jobId: 'j', observedAt, pageStatus: 'OK', offer: price === null ? null : { price, currency: 'EUR', availability: 'InStock', shippingCost: '4.90' }, plausibility, flagReason: plausibility === 'FLAGGED' ? 'PRICE_JUMP' : null, comparedWith: null },
    observedAt,
  );
