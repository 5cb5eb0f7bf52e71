/**
 * Rules for competitor URLs (spec §5): a valid http(s) URL; its host belongs to exactly one store
 * or aggregator connected to the company; a given store/aggregator id must be that one; a price
 * comparison site's search overview is refused (its product offers page is required).
 */
import { DEFAULT_SEARCH_URL_PATTERNS, type SourceKind } from '../http/sources.ts';
import { userPatternMatches } from './userPattern.ts';

export interface ConnectedSource {
  id: string;
  kind: SourceKind;
  hostname: string;
  searchUrlPatterns?: string[] | undefined;
}

export type CompetitorUrlCheck =
  | { ok: true; url: string; source: ConnectedSource }
  | { ok: false; code: 'INVALID_URL' | 'HOST_NOT_CONNECTED' | 'SOURCE_MISMATCH' | 'AGGREGATOR_SEARCH_URL'; message: string };

/** Host of a URL as stores are registered: lower case, without `www.`, with a non-default port. */
export function normalisedHost(url: URL): string {
  return url.host.toLowerCase().replace(/^www\./, '');
}

export function hostMatches(host: string, hostname: string): boolean {
  return host === hostname || host.endsWith(`.${hostname}`);
}

export function checkCompetitorUrl(
  input: { url: string; storeId?: string | undefined; aggregatorId?: string | undefined },
  sources: readonly ConnectedSource[],
): CompetitorUrlCheck {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return { ok: false, code: 'INVALID_URL', message: 'URLs must be valid and include the host, e.g. https://shop.example/product/123.' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    return { ok: false, code: 'INVALID_URL', message: 'URLs must be valid and include the host, e.g. https://shop.example/product/123.' };
  }
  const host = normalisedHost(url);
  // The longest matching hostname wins (shop.example.com over example.com).
  const source = [...sources].filter((s) => hostMatches(host, s.hostname)).sort((a, b) => b.hostname.length - a.hostname.length)[0];
  if (!source) return { ok: false, code: 'HOST_NOT_CONNECTED', message: `Only URLs of shops or price comparison sites connected to your account may be added (${host} is not).` };
  const wanted = input.storeId ?? input.aggregatorId;
  const wantedKindOk = input.aggregatorId ? source.kind === 'AGGREGATOR' : input.storeId ? source.kind !== 'AGGREGATOR' : true;
  if ((wanted && wanted !== source.id) || !wantedKindOk) {
    return { ok: false, code: 'SOURCE_MISMATCH', message: 'The URL does not belong to the chosen shop or price comparison site.' };
  }
  if (source.kind === 'AGGREGATOR') {
    const target = `${url.pathname}${url.search}`;
    const patterns = source.searchUrlPatterns?.length ? source.searchUrlPatterns : DEFAULT_SEARCH_URL_PATTERNS;
    // Linear-time matching (RE2): a pattern is supplied by people and runs on the server's main thread.
    if (patterns.some((p) => userPatternMatches(p, target))) {
      return { ok: false, code: 'AGGREGATOR_SEARCH_URL', message: 'This is a search overview of the price comparison site; add the product’s offers page instead.' };
    }
  }
  url.hash = '';
  return { ok: true, url: url.toString(), source };
}
