/**
 * What the discovery searches need from the log: each product's identity (to search and to
 * score against), the searches not finished yet (to run them, again after a restart) and each
 * source's search settings. A fold of events, kept by the process's view runtime.
 */
import type { DiscoverySourceSettingsBody } from '@pm/contracts';
import type { DiscoveryRequestEvent, DiscoverySearchEvent, DiscoverySettingsEvent, OfferEvent, ProductEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { emptyAssortmentVectors, pageRead, urlMonitored, urlUnmonitored, type AssortmentVectors } from './assortmentVectors.ts';

export interface DiscoveryProduct {
  companyId: string;
  name: string;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  imageUrl: string | null;
  /** The image hash last read on one of the product's own offer pages (the same product, so the same photo): its image when it has no image URL of its own. */
  offerImageHash: string | null;
  archived: boolean;
  /** urlId → { url, sourceId } */
  urls: Map<string, { url: string; sourceId: string }>;
  /** The product's comparison products (ComparisonProductAdded): urlId → { url, sourceId } — never offered as candidates again. */
  comparisons: Map<string, { url: string; sourceId: string }>;
}

export type PendingSearch = Extract<DiscoveryRequestEvent, { type: 'DiscoveryRequested' }>['data'];

export interface DiscoveryView {
  products: Map<string, DiscoveryProduct>;
  /** jobId → the request it searches for, until the job finished. */
  pending: Map<string, PendingSearch>;
  sourceSettings: Map<string, DiscoverySourceSettingsBody>;
  /** The vector index of every company's monitored URLs per source (ASSORTMENT_VECTOR_SEARCH). */
  vectors: AssortmentVectors;
}

export const DISCOVERY_VIEW_EVENTS = ['ProductCreated', 'ProductUpdated', 'ProductArchived', 'ProductRestored', 'CompetitorUrlAdded', 'CompetitorUrlRemoved', 'ComparisonProductAdded', 'ComparisonProductRemoved', 'DiscoveryRequested', 'DiscoverySearchFinished', 'DiscoverySourceSettingsChanged', 'OfferObserved'];

export const emptyDiscoveryView = (): DiscoveryView => ({ products: new Map(), pending: new Map(), sourceSettings: new Map(), vectors: emptyAssortmentVectors() });

export function evolveDiscoveryView(view: DiscoveryView, recorded: RecordedEvent): void {
  // Every scrape writes one: read without a second schema parse (it was validated when appended, version 1).
  if (recorded.type === 'OfferObserved') {
    const data = recorded.data as OfferEvent['data'];
    pageRead(view.vectors, data.urlId, data.offer);
    const imageHash = data.offer?.imageHash;
    if (imageHash) {
      const product = view.products.get(data.productId);
      if (product?.urls.has(data.urlId)) product.offerImageHash = imageHash;
    }
    return;
  }
  const event = toDomainEvent<ProductEvent | DiscoveryRequestEvent | DiscoverySearchEvent | DiscoverySettingsEvent>(recorded);
  switch (event.type) {
    case 'ProductCreated': {
      const f = event.data.fields;
      view.products.set(event.data.productId, { companyId: event.data.companyId, name: f.name, brand: f.brand ?? null, gtin: f.gtin ?? null, mpn: f.mpn ?? null, imageUrl: f.imageUrl ?? null, offerImageHash: null, archived: false, urls: new Map(), comparisons: new Map() });
      return;
    }
    case 'ProductUpdated': {
      const product = view.products.get(event.data.productId);
      const c = event.data.changes;
      if (!product) return;
      if (c.name !== undefined) product.name = c.name;
      if (c.brand !== undefined) product.brand = c.brand ?? null;
      if (c.gtin !== undefined) product.gtin = c.gtin ?? null;
      if (c.mpn !== undefined) product.mpn = c.mpn ?? null;
      if (c.imageUrl !== undefined) product.imageUrl = c.imageUrl ?? null;
      return;
    }
    case 'ProductArchived':
    case 'ProductRestored': {
      const product = view.products.get(event.data.productId);
      if (product) product.archived = event.type === 'ProductArchived';
      return;
    }
    case 'CompetitorUrlAdded':
      view.products.get(event.data.productId)?.urls.set(event.data.urlId, { url: event.data.url, sourceId: event.data.sourceId });
      urlMonitored(view.vectors, event.data.urlId, event.data.sourceId, event.data.url);
      return;
    case 'CompetitorUrlRemoved':
      view.products.get(event.data.productId)?.urls.delete(event.data.urlId);
      urlUnmonitored(view.vectors, event.data.urlId);
      return;
    case 'ComparisonProductAdded':
      view.products.get(event.data.productId)?.comparisons.set(event.data.urlId, { url: event.data.url, sourceId: event.data.sourceId });
      return;
    case 'ComparisonProductRemoved':
      view.products.get(event.data.productId)?.comparisons.delete(event.data.urlId);
      return;
    case 'DiscoveryRequested':
      view.pending.set(event.data.jobId, event.data);
      return;
    case 'DiscoverySearchFinished':
      view.pending.delete(event.data.jobId);
      return;
    case 'DiscoverySourceSettingsChanged':
      view.sourceSettings.set(event.data.sourceId, event.data.settings);
      return;
    default:
      return;
  }
}
