/** Recorded events of a small company for the pricing-service unit tests. */
import { NO_CONSTRAINTS, type PriceRuleFields, type SalesChannelFields } from '@pm/contracts';
import type { RecordedEvent } from '@pm/platform';

let position = 0n;

export function recorded(type: string, data: Record<string, unknown>, occurredAt: string, companyId: string | null = 'c1'): RecordedEvent {
  position += 1n;
  return {
    id: `e${position}`,
    streamId: 's',
    revision: 0n,
    position,
    type,
    data,
    metadata: { companyId, userId: 'u', correlationId: 'x', causationId: null, occurredAt, version: 1 },
    recordedAt: occurredAt,
  };
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
