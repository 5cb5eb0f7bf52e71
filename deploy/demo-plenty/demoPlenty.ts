/**
 * The demo Plenty: an HTTP server speaking the subset of Plenty's REST API the adapter uses
 * (../shared/reference/plenty-rest.md), with the demo company's items, so the ERP flow works
 * offline (`npm start`, tests, benchmarks). It records every price written (`GET /demo/writes`)
 * and can be told to fail (`POST /demo/failures`, or `failNext` in-process): a status (401, 403,
 * 429 with rate-limit headers, 500), a slow answer, malformed JSON. Demo only, never production.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { demoSalesPrices, demoVariations, type DemoPlentySalesPrice, type DemoPlentyVariation } from './demoPlentyData.ts';

export const DEMO_PLENTY_USERNAME = 'demo-rest';
export const DEMO_PLENTY_PASSWORD = 'demo-plenty-password';
/** Plenty's limit of one bulk sales price call. */
export const DEMO_PLENTY_BATCH_LIMIT = 50;
const MAX_ITEMS_PER_PAGE = 250;

export type DemoPlentyFailure =
  /** Answer with this status (429 carries `Retry-After` and the rate-limit headers with 0 calls left). */
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  /** Answer this late (the request is otherwise served). */
  | { kind: 'slow'; delayMs: number }
  /** Answer 200 with a body that is not JSON. */
  | { kind: 'malformed' };

export interface DemoPlentyFailureRule {
  failure: DemoPlentyFailure;
  /** How many requests it hits (default 1); null: until cleared. */
  times?: number | null;
  /** Only requests whose path starts so (e.g. `/rest/items`); default every `/rest` request. */
  pathPrefix?: string;
}

export interface DemoPlentyWrite {
  at: string;
  method: 'PUT' | 'POST';
  variationId: number;
  salesPriceId: number;
  price: number;
}

export interface DemoPlentyOptions {
  port: number;
  host?: string;
  username?: string;
  password?: string;
  /** Lifetime of a token (default one day, as Plenty). */
  tokenTtlSeconds?: number;
  /** The variations (default: the demo company's); tests add rows without SKU or with a duplicate SKU. */
  variations?: DemoPlentyVariation[];
  /** Extra generated variations after the demo company's (benchmarks). */
  extraVariations?: number;
  /** Calls allowed per period before 429 (default: no limit; the headers are sent anyway). */
  rateLimit?: { calls: number; periodSeconds: number };
  now?: () => number;
}

export interface DemoPlenty {
  url: string;
  port: number;
  username: string;
  password: string;
  /** Prices written so far, in order. */
  writes(): DemoPlentyWrite[];
  clearWrites(): void;
  failNext(rule: DemoPlentyFailureRule): void;
  clearFailures(): void;
  /** Every token handed out stops working (the next call answers 401). */
  expireTokens(): void;
  /** Successful logins so far. */
  logins(): number;
  /** The current price of a variation (tests). */
  price(variationId: number, salesPriceId: number): number | undefined;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  raw?: string;
}

const json = (status: number, body: unknown): Answer => ({ status, body });
const error = (status: number, message: string): Answer => json(status, { error: { code: status, message } });

function readBody(request: IncomingMessage, limit = 5 * 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function variationJson(v: DemoPlentyVariation, relations: Set<string>): Record<string, unknown> {
  const result: Record<string, unknown> = { id: v.id, itemId: v.itemId, number: v.number, name: v.name, isActive: v.isActive, purchasePrice: v.purchasePrice, model: '', externalId: '' };
  if (relations.has('variationSalesPrices')) result.variationSalesPrices = [...v.salesPrices].map(([salesPriceId, price]) => ({ variationId: v.id, salesPriceId, price }));
  if (relations.has('variationBarcodes')) result.variationBarcodes = v.barcodes.map((b) => ({ variationId: v.id, barcodeId: b.barcodeId, code: b.code }));
  if (relations.has('stock')) result.stock = v.stock.map((s) => ({ variationId: v.id, itemId: v.itemId, warehouseId: s.warehouseId, netStock: s.netStock, stockPhysical: s.netStock }));
  if (relations.has('properties'))
    result.properties = Object.entries(v.properties).map(([name, value], index) => ({
      id: v.id * 100 + index,
      propertyId: index + 1,
      relationTargetId: v.id,
      property: { id: index + 1, cast: 'shortText', names: [{ lang: 'de', name }] },
      relationValues: [{ lang: 'de', value }],
    }));
  return result;
}

function page<T>(all: readonly T[], query: URLSearchParams): { page: number; itemsPerPage: number; entries: T[]; meta: Record<string, unknown> } {
  const requested = Number(query.get('page') ?? '1');
  const pageNumber = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const asked = Number(query.get('itemsPerPage') ?? '50');
  const itemsPerPage = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_ITEMS_PER_PAGE) : 50;
  const start = (pageNumber - 1) * itemsPerPage;
  const entries = all.slice(start, start + itemsPerPage);
  const lastPageNumber = Math.max(1, Math.ceil(all.length / itemsPerPage));
  return {
    page: pageNumber,
    itemsPerPage,
    entries,
    meta: { page: pageNumber, totalsCount: all.length, isLastPage: pageNumber >= lastPageNumber, lastPageNumber, firstOnPage: entries.length ? start + 1 : 0, lastOnPage: start + entries.length, itemsPerPage },
  };
}

export async function startDemoPlenty(options: DemoPlentyOptions): Promise<DemoPlenty> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const username = options.username ?? DEMO_PLENTY_USERNAME;
  const password = options.password ?? DEMO_PLENTY_PASSWORD;
  const ttl = options.tokenTtlSeconds ?? 86_400;
  const variations = options.variations ?? demoVariations(options.extraVariations ?? 0);
  const byId = new Map(variations.map((v) => [v.id, v]));
  const salesPrices: DemoPlentySalesPrice[] = demoSalesPrices();
  const salesPriceIds = new Set(salesPrices.map((s) => s.id));
  const tokens = new Map<string, number>();
  const writes: DemoPlentyWrite[] = [];
  let failures: (DemoPlentyFailureRule & { left: number | null })[] = [];
  let loginCount = 0;
  let window = { start: now(), calls: 0 };

  function rateHeaders(): Record<string, string> {
    const limit = options.rateLimit;
    if (!limit) return { 'X-Plenty-Global-Short-Period-Calls-Left': '1000', 'X-Plenty-Global-Short-Period-Decay': '1', 'X-Plenty-Global-Long-Period-Calls-Left': '100000', 'X-Plenty-Global-Long-Period-Decay': '3600' };
    const decay = Math.max(1, Math.ceil((window.start + limit.periodSeconds * 1000 - now()) / 1000));
    return { 'X-Plenty-Global-Short-Period-Calls-Left': String(Math.max(0, limit.calls - window.calls)), 'X-Plenty-Global-Short-Period-Decay': String(decay), 'X-Plenty-Global-Long-Period-Calls-Left': '100000', 'X-Plenty-Global-Long-Period-Decay': '3600' };
  }

  /** Counts the call; false when it is over the limit. */
  function withinRateLimit(): boolean {
    const limit = options.rateLimit;
    if (!limit) return true;
    if (now() >= window.start + limit.periodSeconds * 1000) window = { start: now(), calls: 0 };
    window.calls += 1;
    return window.calls <= limit.calls;
  }

  function takeFailure(path: string): DemoPlentyFailure | null {
    const rule = failures.find((f) => path.startsWith(f.pathPrefix ?? '/rest'));
    if (!rule) return null;
    if (rule.left !== null) {
      rule.left -= 1;
      if (rule.left <= 0) failures = failures.filter((f) => f !== rule);
    }
    return rule.failure;
  }

  function authorised(request: IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]!) : undefined;
    return expiresAt !== undefined && expiresAt > now();
  }

  function login(body: string, query: URLSearchParams): Answer {
    let given: { username?: unknown; password?: unknown } = { username: query.get('username'), password: query.get('password') };
    if (body.trim() !== '') {
      try {
        given = JSON.parse(body) as typeof given;
      } catch {
        return error(400, 'The body is not JSON.');
      }
    }
    if (given.username !== username || given.password !== password) return error(401, 'Invalid credentials.');
    const token = randomUUID();
    tokens.set(token, now() + ttl * 1000);
    loginCount += 1;
    return json(200, { token_type: 'Bearer', expires_in: ttl, access_token: token, refresh_token: randomUUID() });
  }

  function writePrices(method: 'PUT' | 'POST', body: string): Answer {
    let entries: unknown;
    try {
      entries = JSON.parse(body);
    } catch {
      return error(400, 'The body is not JSON.');
    }
    if (!Array.isArray(entries)) return error(422, 'An array of sales prices is expected.');
    if (entries.length > DEMO_PLENTY_BATCH_LIMIT) return error(422, `At most ${DEMO_PLENTY_BATCH_LIMIT} sales prices per call.`);
    return json(
      200,
      entries.map((entry: unknown) => {
        const e = (typeof entry === 'object' && entry !== null ? entry : {}) as { variationId?: unknown; salesPriceId?: unknown; price?: unknown };
        const variation = typeof e.variationId === 'number' ? byId.get(e.variationId) : undefined;
        const salesPriceId = typeof e.salesPriceId === 'number' ? e.salesPriceId : NaN;
        const fail = (code: number, message: string) => ({ variationId: e.variationId, salesPriceId: e.salesPriceId, error: { code, message } });
        if (!variation) return fail(404, 'The variation does not exist.');
        if (!salesPriceIds.has(salesPriceId)) return fail(404, 'The sales price does not exist.');
        if (typeof e.price !== 'number' || !Number.isFinite(e.price) || e.price < 0) return fail(422, 'The price must be a number of at least 0.');
        const exists = variation.salesPrices.has(salesPriceId);
        if (method === 'PUT' && !exists) return fail(404, 'The variation sales price was not found.');
        if (method === 'POST' && exists) return fail(422, 'The variation sales price exists already.');
        variation.salesPrices.set(salesPriceId, e.price);
        writes.push({ at: new Date(now()).toISOString(), method, variationId: variation.id, salesPriceId, price: e.price });
        return { variationId: variation.id, salesPriceId, price: e.price, updatedAt: new Date(now()).toISOString() };
      }),
    );
  }

  async function rest(request: IncomingMessage, path: string, query: URLSearchParams): Promise<Answer> {
    const method = request.method ?? 'GET';
    const body = method === 'GET' ? '' : await readBody(request);
    if (path === '/rest/login' && method === 'POST') return login(body, query);
    if (!authorised(request)) return error(401, 'Unauthenticated.');
    if (path === '/rest/items/variations' && method === 'GET') {
      const relations = new Set([...query.getAll('with'), ...query.getAll('with[]')].flatMap((w) => w.split(',')).map((w) => w.trim()));
      const result = page(variations, query);
      return json(200, { ...result.meta, entries: result.entries.map((v) => variationJson(v, relations)) });
    }
    if (path === '/rest/items/sales_prices' && method === 'GET') {
      const result = page(salesPrices, query);
      return json(200, { ...result.meta, entries: result.entries });
    }
    if (path === '/rest/items/variations/variation_sales_prices' && (method === 'PUT' || method === 'POST')) return writePrices(method, body);
    const single = /^\/rest\/items\/(\d+)\/variations\/(\d+)\/variation_sales_prices$/.exec(path);
    if (single && method === 'GET') {
      const variation = byId.get(Number(single[2]));
      if (!variation || variation.itemId !== Number(single[1])) return error(404, 'The variation does not exist.');
      return json(200, [...variation.salesPrices].map(([salesPriceId, price]) => ({ variationId: variation.id, salesPriceId, price })));
    }
    return error(404, 'No such route in the demo Plenty.');
  }

  async function demoControl(request: IncomingMessage, path: string): Promise<Answer> {
    if (path === '/demo/writes' && request.method === 'GET') return json(200, { writes });
    if (path === '/demo/writes' && request.method === 'DELETE') {
      writes.length = 0;
      return json(200, { cleared: true });
    }
    if (path === '/demo/failures' && request.method === 'POST') {
      try {
        control.failNext(JSON.parse(await readBody(request)) as DemoPlentyFailureRule);
      } catch {
        return error(400, 'Expected {"failure":{"kind":…},"times"?,"pathPrefix"?}.');
      }
      return json(200, { failures: failures.length });
    }
    if (path === '/demo/failures' && request.method === 'DELETE') {
      failures = [];
      return json(200, { failures: 0 });
    }
    if (path === '/demo/expire-tokens' && request.method === 'POST') {
      tokens.clear();
      return json(200, { expired: true });
    }
    return error(404, 'No such demo route.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://demo-plenty');
    const path = url.pathname;
    let answer: Answer;
    if (path.startsWith('/demo/')) answer = await demoControl(request, path);
    else if (path === '/' || path === '') answer = json(200, { name: 'demo Plenty', rest: '/rest', username, writes: '/demo/writes', failures: '/demo/failures' });
    else {
      const failure = takeFailure(path);
      if (failure?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
      if (failure?.kind === 'status') {
        answer = error(failure.status, `Demo failure ${failure.status}.`);
        if (failure.status === 429) answer.headers = { ...rateHeaders(), 'X-Plenty-Global-Short-Period-Calls-Left': '0', 'Retry-After': String(failure.retryAfterSeconds ?? 1), 'X-Plenty-Global-Short-Period-Decay': String(failure.retryAfterSeconds ?? 1) };
      } else if (!withinRateLimit()) {
        answer = { ...error(429, 'Too many requests.'), headers: { 'Retry-After': rateHeaders()['X-Plenty-Global-Short-Period-Decay']! } };
      } else {
        answer = await rest(request, path, url.searchParams);
        if (failure?.kind === 'malformed' && answer.status < 300) answer = { status: 200, body: null, raw: '{"entries": [ {"id": 1, "number": "DO-' };
      }
      answer.headers = { ...rateHeaders(), ...answer.headers };
    }
    if (response.destroyed) return;
    const payload = answer.raw ?? JSON.stringify(answer.body);
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(payload)), ...answer.headers });
    response.end(payload);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      if (response.headersSent || response.destroyed) return;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 500, message: failure instanceof Error ? failure.message : String(failure) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  const control: DemoPlenty = {
    url: `http://${shownHost}:${port}`,
    port,
    username,
    password,
    writes: () => writes.map((w) => ({ ...w })),
    clearWrites: () => void (writes.length = 0),
    failNext: (rule) => {
      failures.push({ ...rule, left: rule.times === null ? null : (rule.times ?? 1) });
    },
    clearFailures: () => void (failures = []),
    expireTokens: () => tokens.clear(),
    logins: () => loginCount,
    price: (variationId, salesPriceId) => byId.get(variationId)?.salesPrices.get(salesPriceId),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((failure) => (failure ? reject(failure) : resolve()));
        server.closeAllConnections();
      }),
  };
  return control;
}
