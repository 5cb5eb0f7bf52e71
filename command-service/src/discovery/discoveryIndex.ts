import type { DiscoveryRequestEvent, ProductEvent } from '@pm/contracts/events';
import { toDomainEvent, type EventStore, type ServiceView } from '@pm/platform';

const HANDLED = new Set(['ProductCreated', 'ProductArchived', 'ProductRestored', 'CompetitorUrlAdded', 'CompetitorUrlRemoved', 'DiscoveryRequested', 'DiscoveryCandidateAccepted', 'DiscoveryCandidateDeclined', 'DiscoveryRequestClosed']);

interface ProductEntry {
  companyId: string;
  active: boolean;
  /** urlId → sourceId */
  urls: Map<string, string>;
}

export type ViewAt = (position: bigint) => Promise<void>;

/**
 * The command side's index for bulk discovery (a service view of the log): each company's
 * products with the sources they have a URL at, and the undecided requests per product and
 * source. It only chooses the products; each request is still written through its decider.
 */
export function createDiscoveryIndex(store: EventStore) {
  const products = new Map<string, ProductEntry>();
  /** `${productId}|${sourceId}` → undecided request ids */
  const undecided = new Map<string, Set<string>>();
  const keyOfRequest = new Map<string, string>();
  let viewAt: ViewAt | null = null;

  function apply(event: ProductEvent | DiscoveryRequestEvent): void {
    switch (event.type) {
      case 'ProductCreated':
        products.set(event.data.productId, { companyId: event.data.companyId, active: true, urls: new Map() });
        return;
      case 'ProductArchived':
      case 'ProductRestored': {
        const entry = products.get(event.data.productId);
        if (entry) entry.active = event.type === 'ProductRestored';
        return;
      }
      case 'CompetitorUrlAdded':
        products.get(event.data.productId)?.urls.set(event.data.urlId, event.data.sourceId);
        return;
      case 'CompetitorUrlRemoved':
        products.get(event.data.productId)?.urls.delete(event.data.urlId);
        return;
      case 'DiscoveryRequested': {
        const key = `${event.data.productId}|${event.data.sourceId}`;
        let set = undecided.get(key);
        if (!set) undecided.set(key, (set = new Set()));
        set.add(event.data.requestId);
        keyOfRequest.set(event.data.requestId, key);
        return;
      }
      case 'DiscoveryCandidateAccepted':
      case 'DiscoveryRequestClosed':
        forget(event.data.requestId);
        return;
      case 'DiscoveryCandidateDeclined':
        // Only "not wanted" surely ends a request here; a request whose last candidate was declined stays listed (it blocks a new bulk request until decided).
        if (event.data.reason === 'NOT_WANTED') forget(event.data.requestId);
        return;
      default:
        return;
    }
  }

  function forget(requestId: string): void {
    const key = keyOfRequest.get(requestId);
    if (key === undefined) return;
    undecided.get(key)?.delete(requestId);
    keyOfRequest.delete(requestId);
  }

  const view: ServiceView = {
    name: 'discovery-index',
    handles: HANDLED,
    apply: (recorded) => apply(toDomainEvent<ProductEvent | DiscoveryRequestEvent>(recorded)),
  };

  /** The company's active products without a URL at the source and without an undecided request for it. */
  async function productsToDiscover(companyId: string, sourceId: string): Promise<{ productIds: string[]; skipped: number }> {
    if (!viewAt) throw new Error('The discovery index is not running: start the process views first.');
    await viewAt(await store.headPosition());
    const productIds: string[] = [];
    let skipped = 0;
    for (const [productId, entry] of products) {
      if (entry.companyId !== companyId || !entry.active) continue;
      const hasUrl = [...entry.urls.values()].includes(sourceId);
      const open = (undecided.get(`${productId}|${sourceId}`)?.size ?? 0) > 0;
      if (hasUrl || open) skipped += 1;
      else productIds.push(productId);
    }
    return { productIds, skipped };
  }

  return { view, productsToDiscover, follow: (at: ViewAt) => void (viewAt = at) };
}

export type DiscoveryIndex = ReturnType<typeof createDiscoveryIndex>;
