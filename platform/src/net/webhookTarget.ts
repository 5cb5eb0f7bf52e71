/**
 * Outgoing webhook requests (price alerts) pass the same address check as the scraper: http(s)
 * only, every address the name resolves to must be public, and the connection is pinned to the
 * checked address. Hosts an operator lists in `allowHosts` (WEBHOOK_ALLOWED_HOSTS: e.g. an
 * internal endpoint, or the tests' local receiver) skip the address check — an explicit list,
 * never a switch that opens private ranges in general.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { AppError } from '../errors/appError.ts';
import { bareHost, isPrivateAddress, pinnedLookup, type Pin } from './addressSafety.ts';

export interface WebhookTargetOptions {
  /** Hosts (`name` or `name:port`) allowed although their address is not public. */
  allowHosts: readonly string[];
  /** Every address of a name (tests answer for names that do not exist). */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface WebhookTarget {
  url: URL;
  /** null for an allow-listed host: the connection resolves the name itself. */
  pin: Pin | null;
}

const blocked = (reason: string) => new AppError('WEBHOOK_URL_BLOCKED', `The webhook address cannot be used: ${reason}.`, { path: 'delivery.webhookUrl', reason });
const resolveAll = async (hostname: string) => (await lookup(hostname, { all: true, order: 'verbatim' })).map((a) => a.address);

/** Throws WEBHOOK_URL_BLOCKED unless `rawUrl` may be requested; else where to connect. */
export async function checkWebhookTarget(rawUrl: string, options: WebhookTargetOptions): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw blocked('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw blocked('only http and https');
  if (url.username || url.password) throw blocked('no credentials in the address');
  const host = bareHost(url.hostname);
  const allowed = options.allowHosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (allowed.includes(host) || allowed.includes(url.host.toLowerCase())) return { url, pin: null };
  if (/(^|\.)localhost\.?$/.test(host)) throw blocked('a local address');
  const version = isIP(host);
  if (version !== 0) {
    if (isPrivateAddress(host)) throw blocked('a private or local address');
    return { url, pin: { hostname: host, address: host, family: version as 4 | 6 } };
  }
  const addresses = await (options.resolve ?? resolveAll)(host).catch(() => []);
  if (addresses.length === 0) throw blocked('the name does not resolve');
  if (addresses.some((address) => isPrivateAddress(address))) throw blocked('the name resolves to a private or local address');
  const address = addresses[0]!;
  return { url, pin: { hostname: host, address, family: isIP(address) === 6 ? 6 : 4 } };
}

export interface WebhookAnswer {
  status: number;
}

/** POSTs JSON to a checked target: pinned, no redirects followed, bounded in time; the answer's body is not read. */
export function postWebhookJson(target: WebhookTarget, body: unknown, timeoutMs: number): Promise<WebhookAnswer> {
  const payload = Buffer.from(JSON.stringify(body));
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length, 'user-agent': 'price-monitor-alerts' },
        timeout: timeoutMs,
        ...(target.pin ? { lookup: pinnedLookup([target.pin]) } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}
