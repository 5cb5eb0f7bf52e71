/**
 * The one guard of the scraper's outgoing connections (ARCHITECTURE §6). Every URL a job requests
 * — the target, each redirect hop, each request a browser page makes — and the job's proxy pass it:
 *
 * - targets: http(s) only, on the host of the job's source (or its www. form);
 * - outside demo/test mode (`allowPrivateHosts`), no address that is not public: loopback, private,
 *   carrier-grade NAT, link-local (cloud metadata 169.254.169.254), unique-local, multicast,
 *   unspecified, reserved, and IPv6 forms that embed such an IPv4 (mapped `::ffff:7f00:1`,
 *   compatible `::127.0.0.1`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`; Teredo always);
 * - a name is resolved once per job and every address it has must be public; a failed or empty
 *   lookup refuses (fail closed);
 * - the checked address is PINNED: the fetchers connect to exactly the address that was checked
 *   (`pinnedLookup` for sockets, `proxyConnectUrl` for the proxy), so a name that answers a public
 *   address to the check and a private one to the connection (DNS rebinding) cannot reach inside.
 *
 * Behind a proxy the proxy opens the connection to the target and resolves its name itself; the
 * target is still checked here (host of the source, public by our resolver) and the proxy's own
 * address is pinned.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { bareHost, isPrivateAddress, type Pin } from '@pm/platform';
import { logMessage, type WorkerLogLine } from './logLines.ts';

// The address check is the platform's (one implementation for the scraper and the alert webhooks).
export { isPrivateAddress, pinnedLookup, type Pin } from '@pm/platform';

type UnsafeCode =
  | 'SOURCE_UNKNOWN'
  | 'URL_INVALID'
  | 'PROTOCOL_NOT_ALLOWED'
  | 'HOST_NOT_OF_SOURCE'
  | 'PRIVATE_ADDRESS'
  | 'PRIVATE_ADDRESS_RESOLVED'
  | 'HOST_UNRESOLVED'
  | 'PROXY_INVALID'
  | 'PROXY_PRIVATE_ADDRESS'
  | 'PROXY_UNRESOLVED';
export type UnsafeReason = Extract<WorkerLogLine, { code: UnsafeCode }>;

export class UnsafeTargetError extends Error {
  /** Why, as the job log's code and values. */
  readonly reason: UnsafeReason;
  constructor(reason: UnsafeReason) {
    super(logMessage(reason));
    this.name = 'UnsafeTargetError';
    this.reason = reason;
  }
}

/** The URL's host (with port when the source names one) belongs to the source's hostname. */
export function hostMatchesSource(url: URL, sourceHostname: string): boolean {
  const wanted = sourceHostname.toLowerCase();
  const host = (wanted.includes(':') ? url.host : url.hostname).toLowerCase();
  return host === wanted || host === `www.${wanted}`;
}

export interface CheckedTarget {
  url: URL;
  /** null in demo/test mode (private hosts allowed): the connection resolves the name itself. */
  pin: Pin | null;
}

export interface CheckedProxy {
  url: URL;
  pin: Pin | null;
}

export interface SafetyOptions {
  allowPrivateHosts: boolean;
  /** Every address of a name (tests answer for names that do not exist). */
  resolve?: (hostname: string) => Promise<string[]>;
  /**
   * Tests only: which addresses count as private. A whole-product test has no public address to
   * connect to, so it lets a loopback address play the public internet; the product never sets it.
   */
  isPrivate?: (address: string) => boolean;
}

/** The checks for one job: a target or hop with `target`, the job's proxy with `proxy`. */
export interface FetchGuard {
  /** Throws UnsafeTargetError when `rawUrl` may not be requested; else where to connect. */
  target(rawUrl: string): Promise<CheckedTarget>;
  /** Throws UnsafeTargetError when the proxy may not be used; else where to connect. */
  proxy(rawUrl: string): Promise<CheckedProxy>;
}

const resolveAll = async (hostname: string) => (await lookup(hostname, { all: true, order: 'verbatim' })).map((a) => a.address);
const bare = bareHost;
const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/.test(hostname);

type Refusal = { private: (host: string, address: string) => UnsafeReason; literal: (host: string) => UnsafeReason; unresolved: (host: string) => UnsafeReason };
const TARGET: Refusal = {
  private: (host, address) => ({ code: 'PRIVATE_ADDRESS_RESOLVED', params: { host, address } }),
  literal: (host) => ({ code: 'PRIVATE_ADDRESS', params: { host } }),
  unresolved: (host) => ({ code: 'HOST_UNRESOLVED', params: { host } }),
};
const PROXY: Refusal = {
  private: (host, address) => ({ code: 'PROXY_PRIVATE_ADDRESS', params: { host, address } }),
  literal: (host) => ({ code: 'PROXY_PRIVATE_ADDRESS', params: { host, address: host } }),
  unresolved: (host) => ({ code: 'PROXY_UNRESOLVED', params: { host } }),
};

/** The guard of one job for a source with `sourceHostname`. Each name is resolved at most once. */
export function createFetchGuard(sourceHostname: string, options: SafetyOptions): FetchGuard {
  const resolve = options.resolve ?? resolveAll;
  const isPrivate = options.isPrivate ?? isPrivateAddress;
  // One lookup per name and job: every hop and browser request of the job connects to the same address.
  const lookups = new Map<string, Promise<string[]>>();

  async function pinOf(hostname: string, refusal: Refusal): Promise<Pin | null> {
    if (options.allowPrivateHosts) return null;
    const host = bare(hostname);
    if (isLocalhostName(host)) throw new UnsafeTargetError(refusal.literal(host));
    const version = isIP(host);
    if (version !== 0) {
      if (isPrivate(host)) throw new UnsafeTargetError(refusal.literal(host));
      return { hostname: host, address: host, family: version as 4 | 6 };
    }
    let pending = lookups.get(host);
    if (!pending) lookups.set(host, (pending = resolve(host).catch(() => [])));
    const addresses = await pending;
    if (addresses.length === 0) throw new UnsafeTargetError(refusal.unresolved(host));
    // Every address must be public: a connection may pick any of them.
    const blocked = addresses.find((address) => isPrivate(address));
    if (blocked !== undefined) throw new UnsafeTargetError(refusal.private(host, blocked));
    const address = addresses[0]!;
    return { hostname: host, address, family: isIP(address) === 6 ? 6 : 4 };
  }

  return {
    async target(rawUrl) {
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        throw new UnsafeTargetError({ code: 'URL_INVALID', params: { url: rawUrl.slice(0, 200) } });
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeTargetError({ code: 'PROTOCOL_NOT_ALLOWED', params: { protocol: url.protocol } });
      if (!hostMatchesSource(url, sourceHostname)) throw new UnsafeTargetError({ code: 'HOST_NOT_OF_SOURCE', params: { host: url.host, sourceHost: sourceHostname } });
      return { url, pin: await pinOf(url.hostname, TARGET) };
    },
    async proxy(rawUrl) {
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        throw new UnsafeTargetError({ code: 'PROXY_INVALID', params: {} });
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') throw new UnsafeTargetError({ code: 'PROXY_INVALID', params: {} });
      return { url, pin: await pinOf(url.hostname, PROXY) };
    },
  };
}

/** Throws UnsafeTargetError when `rawUrl` may not be fetched for a source with `sourceHostname`. */
export async function assertFetchAllowed(rawUrl: string, sourceHostname: string, options: SafetyOptions): Promise<URL> {
  return (await createFetchGuard(sourceHostname, options).target(rawUrl)).url;
}

/** The proxy URL with its host replaced by the checked address (credentials and port kept). */
export function proxyConnectUrl(proxy: CheckedProxy): string {
  if (!proxy.pin) return proxy.url.toString();
  const url = new URL(proxy.url.toString());
  url.hostname = proxy.pin.family === 6 ? `[${proxy.pin.address}]` : proxy.pin.address;
  return url.toString();
}
