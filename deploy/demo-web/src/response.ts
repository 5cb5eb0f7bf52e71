/** Requests and responses of the demo sites, independent of the HTTP server (pure routing). */
import type { IncomingHttpHeaders } from 'node:http';

export interface DemoRequest {
  /** Demo hostname the request is for (lower case, no port). */
  hostname: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface DemoResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function htmlResponse(status: number, body: string, headers: Record<string, string> = {}): DemoResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body };
}

export function jsonResponse(status: number, data: unknown): DemoResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify(data) };
}

export function textResponse(status: number, body: string, contentType = 'text/plain; charset=utf-8'): DemoResponse {
  return { status, headers: { 'content-type': contentType }, body };
}

export function redirectResponse(status: 301 | 302 | 307, location: string): DemoResponse {
  return htmlResponse(status, `<!doctype html><title>Weitergeleitet</title><a href="${location.replace(/"/g, '&quot;')}">Weiter</a>`, { location });
}

export const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';
