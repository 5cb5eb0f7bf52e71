/**
 * What the scraper may fetch (ARCHITECTURE §6): http(s) URLs on the host of the job's source
 * (or its www. form) only, and — outside demo/test mode — no private, loopback or link-local
 * addresses, checked on the literal address or on every address the name resolves to.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { logMessage, type WorkerLogLine } from './logLines.ts';

type UnsafeCode = 'SOURCE_UNKNOWN' | 'URL_INVALID' | 'PROTOCOL_NOT_ALLOWED' | 'HOST_NOT_OF_SOURCE' | 'PRIVATE_ADDRESS' | 'PRIVATE_ADDRESS_RESOLVED';
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

function ipv4Private(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 100 && b >= 64 && b < 128) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19));
}

export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const version = isIP(ip);
  if (version === 4) return ipv4Private(ip);
  if (version !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return ipv4Private(mapped[1]);
  return ip === '::' || ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || /^ff/.test(ip);
}

export interface SafetyOptions {
  allowPrivateHosts: boolean;
  resolve?: (hostname: string) => Promise<string[]>;
}

const resolveAll = async (hostname: string) => (await lookup(hostname, { all: true })).map((a) => a.address);

/** Throws UnsafeTargetError when `rawUrl` may not be fetched for a source with `sourceHostname`. */
export async function assertFetchAllowed(rawUrl: string, sourceHostname: string, options: SafetyOptions): Promise<URL> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new UnsafeTargetError({ code: 'URL_INVALID', params: { url: rawUrl.slice(0, 200) } });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeTargetError({ code: 'PROTOCOL_NOT_ALLOWED', params: { protocol: url.protocol } });
  if (!hostMatchesSource(url, sourceHostname)) throw new UnsafeTargetError({ code: 'HOST_NOT_OF_SOURCE', params: { host: url.host, sourceHost: sourceHostname } });
  if (options.allowPrivateHosts) return url;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) throw new UnsafeTargetError({ code: 'PRIVATE_ADDRESS', params: { host: hostname } });
  const addresses = isIP(hostname) ? [hostname] : await (options.resolve ?? resolveAll)(hostname).catch(() => []);
  const blocked = addresses.find(isPrivateAddress);
  if (blocked) throw new UnsafeTargetError({ code: 'PRIVATE_ADDRESS_RESOLVED', params: { host: hostname, address: blocked } });
  return url;
}
