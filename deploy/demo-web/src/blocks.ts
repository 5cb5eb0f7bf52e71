/**
 * The demo web's 403 switch (issue 18): it can be told to refuse one demo host, as a shop does
 * that blocks a scraper, so an operator (or an e2e test) can watch the scrape health turn red and
 * heal again. Controlled over HTTP on the demo server's own host, like the demo Plenty's
 * `/demo/failures`:
 *
 *   POST   /demo/blocks  {"host": "bergsport-shop.demo.test"}  → every page of that host answers 403
 *   DELETE /demo/blocks  {"host": "bergsport-shop.demo.test"}  → it answers normally again
 *   DELETE /demo/blocks  (no body)                              → no host is blocked
 *   GET    /demo/blocks                                         → {"hosts": [...]}
 */
import { htmlResponse, jsonResponse, type DemoResponse } from './response.ts';

export const BLOCKS_PATH = '/demo/blocks';
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export class DemoBlocks {
  readonly #hosts = new Set<string>();

  isBlocked(hostname: string): boolean {
    return this.#hosts.has(hostname.toLowerCase());
  }

  /** The page a blocked host answers with: 403, as a shop's bot protection does. */
  static blockedResponse(): DemoResponse {
    return htmlResponse(403, '<!doctype html><html lang="en"><head><title>403 Forbidden</title></head><body><h1>Access denied</h1><p>Your request was blocked.</p></body></html>');
  }

  /** Answers a control request on BLOCKS_PATH (`body`: the request body as text). */
  control(method: string, body: string): DemoResponse {
    if (method === 'GET' || method === 'HEAD') return jsonResponse(200, { hosts: [...this.#hosts].sort() });
    if (method !== 'POST' && method !== 'DELETE') return jsonResponse(405, { error: 'Use GET, POST or DELETE.' });
    if (method === 'DELETE' && body.trim() === '') {
      this.#hosts.clear();
      return jsonResponse(200, { hosts: [] });
    }
    let host: unknown;
    try {
      host = (JSON.parse(body) as { host?: unknown }).host;
    } catch {
      return jsonResponse(400, { error: 'The body must be JSON: {"host": "<demo host>"}.' });
    }
    if (typeof host !== 'string' || !HOST.test(host.toLowerCase())) return jsonResponse(400, { error: 'host must be a host name, e.g. bergsport-shop.demo.test.' });
    if (method === 'POST') this.#hosts.add(host.toLowerCase());
    else this.#hosts.delete(host.toLowerCase());
    return jsonResponse(200, { hosts: [...this.#hosts].sort() });
  }
}
