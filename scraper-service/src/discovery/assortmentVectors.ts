/**
 * The index of ASSORTMENT_VECTOR_SEARCH (issue 17 item 2): per source, one vector per URL the
 * platform monitors there for any company, kept current from the log (a fold in the discovery
 * view). As with ASSORTMENT_SEARCH only the URL crosses companies: a URL's text is what the
 * scraper last read from the page itself (its name, brand, MPN and GTIN in `OfferObserved`),
 * before the first scrape the words of its path — never the monitoring company's product name,
 * SKU or price. Candidates found here are fetched and scored like any other.
 */
import { VectorIndex, type VectorHit, type VectorText } from '@pm/contracts/domain';

export interface AssortmentVectors {
  /** sourceId → the index of the URLs monitored there. */
  bySource: Map<string, VectorIndex>;
  /** urlId → where it is indexed (several companies may monitor one URL). */
  urls: Map<string, { sourceId: string; url: string }>;
  /** `sourceId url` → the urlIds monitoring it; the entry goes when the last one is removed. */
  monitoredBy: Map<string, Set<string>>;
  /** `sourceId url` → the page text last indexed, so a scrape that read the same page again costs a string comparison. */
  lastRead: Map<string, string>;
}

export const emptyAssortmentVectors = (): AssortmentVectors => ({ bySource: new Map(), urls: new Map(), monitoredBy: new Map(), lastRead: new Map() });

const entryKey = (sourceId: string, url: string) => `${sourceId} ${url}`;

/** The words of a URL's path ("/products/kuppelzelt-fjord-2.html" → "products kuppelzelt fjord 2 html"). */
export function pathText(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  } catch {
    return '';
  }
}

function indexOf(vectors: AssortmentVectors, sourceId: string): VectorIndex {
  let index = vectors.bySource.get(sourceId);
  if (!index) {
    index = new VectorIndex();
    vectors.bySource.set(sourceId, index);
  }
  return index;
}

export function urlMonitored(vectors: AssortmentVectors, urlId: string, sourceId: string, url: string): void {
  vectors.urls.set(urlId, { sourceId, url });
  const key = entryKey(sourceId, url);
  const ids = vectors.monitoredBy.get(key) ?? new Set<string>();
  ids.add(urlId);
  vectors.monitoredBy.set(key, ids);
  const index = indexOf(vectors, sourceId);
  if (!index.has(url)) index.upsert(url, { title: pathText(url) });
}

export function urlUnmonitored(vectors: AssortmentVectors, urlId: string): void {
  const at = vectors.urls.get(urlId);
  if (!at) return;
  vectors.urls.delete(urlId);
  const key = entryKey(at.sourceId, at.url);
  const ids = vectors.monitoredBy.get(key);
  ids?.delete(urlId);
  if (ids && ids.size > 0) return;
  vectors.monitoredBy.delete(key);
  vectors.lastRead.delete(key);
  vectors.bySource.get(at.sourceId)?.remove(at.url);
}

/** A scrape read the page: its own name and identifiers become the URL's text, its image's hash the URL's image. */
export function pageRead(vectors: AssortmentVectors, urlId: string, page: { name?: string | null; brand?: string | null; mpn?: string | null; gtin?: string | null; imageHash?: string | null } | null): void {
  const at = vectors.urls.get(urlId);
  const name = page?.name?.trim();
  if (!at || !page || !name) return;
  const text: VectorText = { title: name, brand: page.brand ?? null, mpn: page.mpn ?? null, gtin: page.gtin ?? null };
  const key = entryKey(at.sourceId, at.url);
  const imageHash = page.imageHash ?? null;
  const signature = `${name}\n${text.brand ?? ''}\n${text.mpn ?? ''}\n${text.gtin ?? ''}\n${imageHash ?? ''}`;
  if (vectors.lastRead.get(key) === signature) return;
  vectors.lastRead.set(key, signature);
  indexOf(vectors, at.sourceId).upsert(at.url, text, imageHash);
}

/** The URLs at a source nearest to a product, best first; `exclude` are the product's own URLs. */
export function nearestUrls(vectors: AssortmentVectors, sourceId: string, query: VectorText & { imageHash?: string | null; imageWeight: number }, k: number, exclude: ReadonlySet<string>): VectorHit[] {
  const index = vectors.bySource.get(sourceId);
  if (!index) return [];
  return index.search(query, k, exclude).filter((hit) => hit.score > 0);
}
