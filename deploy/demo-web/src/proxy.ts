/**
 * Where a request to the demo server is meant to go. The server is a web server for the demo
 * hosts (virtual hosting on the Host header) and an HTTP forward proxy for `*.demo.test`
 * (absolute-form request targets, and CONNECT tunnels to port 80). It never connects anywhere
 * else: every other host asked through the proxy is refused with 403.
 */
import { isDemoHostname } from './sites.ts';

export type RequestTarget =
  /** A demo site, reached by Host header or through the proxy. */
  | { kind: 'site'; hostname: string; path: string; query: URLSearchParams; viaProxy: boolean }
  /** The demo server itself (index page). */
  | { kind: 'self'; path: string }
  | { kind: 'refused'; reason: string };

function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '');
}

export function resolveTarget(requestTarget: string, hostHeader: string | undefined): RequestTarget {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(requestTarget)) {
    let url: URL;
    try {
      url = new URL(requestTarget);
    } catch {
      return { kind: 'refused', reason: 'Malformed proxy request target' };
    }
    if (url.protocol !== 'http:') return { kind: 'refused', reason: `The demo proxy serves http:// only, not ${url.protocol}` };
    if (!isDemoHostname(url.hostname)) return { kind: 'refused', reason: `The demo proxy serves *.demo.test hosts only, not ${url.hostname}` };
    return { kind: 'site', hostname: url.hostname.toLowerCase(), path: url.pathname, query: url.searchParams, viaProxy: true };
  }
  const url = new URL(requestTarget.startsWith('/') ? requestTarget : `/${requestTarget}`, 'http://origin.invalid');
  const hostname = hostnameOf(hostHeader);
  if (isDemoHostname(hostname)) return { kind: 'site', hostname, path: url.pathname, query: url.searchParams, viaProxy: false };
  return { kind: 'self', path: url.pathname };
}

/** A CONNECT authority (`host:port`) the proxy tunnels: a demo host on port 80 (plain HTTP inside). */
export function connectAllowed(authority: string): boolean {
  const match = /^([^:[\]]+):(\d+)$/.exec(authority.trim());
  return match !== null && isDemoHostname(match[1] ?? '') && match[2] === '80';
}
