/**
 * The Plenty (plentymarkets / PlentyONE) adapter of the shop-system port, after
 * ../shared/reference/plenty-rest.md: `POST /rest/login` → bearer token (logged in again when it
 * is about to expire, and once on a 401); `GET /rest/items/variations` paged as Plenty pages
 * (`page`, `itemsPerPage`, read until `isLastPage`); `GET /rest/items/sales_prices`;
 * `PUT /rest/items/variations/variation_sales_prices` with at most 50 entries (entries Plenty
 * reports as missing are created with `POST` on the same path).
 *
 * Rate limits: at most `maxRequestsPerSecond` calls; the `X-Plenty-*-Calls-Left` / `…-Decay`
 * headers are read when present (their exact names are uncertain, so every pair of that form
 * counts): when one period is down to its last call, the next call waits for its decay. A 429 is
 * answered by waiting `Retry-After` or the decay the headers name (else 1 s, 2 s, 4 s …, at most
 * `maxBackoffMs`) and trying again, `maxRateLimitRetries` times. 5xx and timeouts are not retried
 * here: the caller (a refresh, the write-back) decides, and the user sees the status code.
 * Unknown fields are ignored, missing optional ones accepted.
 */
import { toCents } from '@pm/contracts/domain';
import { AppError } from '@pm/platform';
import { erpRequest, header, jsonOf, statusError, type ErpHttpAnswer, type ErpHttpOptions } from './erpHttp.ts';
import { createSkuGuard } from './skuGuard.ts';
import type {
  ConnectionTest,
  ReadVariationsOptions,
  SalesPriceConfiguration,
  SalesPriceWrite,
  SalesPriceWriteResult,
  ShopSystem,
  ShopVariation,
  VariationIssue,
  VariationPage,
} from './shopSystem.ts';

/** Plenty's limit of one bulk sales price call. */
export const PLENTY_WRITE_BATCH_LIMIT = 50;
/** The relations a variation read asks for. */
export const PLENTY_VARIATION_RELATIONS = ['variationSalesPrices', 'variationBarcodes', 'properties', 'stock'] as const;

export interface PlentyAdapterOptions {
  /** The system's address, e.g. `https://shop.plentymarkets-cloud01.com` (a trailing `/rest` is accepted). */
  baseUrl: string;
  username: string;
  password: string;
  /** Hosts reachable although private or local (the demo Plenty, tests); see erpHttp.ts. */
  allowHosts?: readonly string[];
  resolve?: ErpHttpOptions['resolve'];
  /** Time limit of one call (default 30 s). */
  timeoutMs?: number;
  /** Largest answer read (default 32 MiB). */
  maxBodyBytes?: number;
  /** Calls per second at most (default 5; Infinity: no pacing). */
  maxRequestsPerSecond?: number;
  /** Tries after a 429 before ERP_RATE_LIMITED (default 3). */
  maxRateLimitRetries?: number;
  /** Longest single wait for a rate limit (default 60 s). */
  maxBackoffMs?: number;
  /** Rows per page when the caller names none (default 100; Plenty caps it). */
  pageSize?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const idText = (value: unknown): string | null => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);
/** Plenty's ids are integers: sent as numbers when they look like one. */
const plentyId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A decimal amount of Plenty (number or numeric text) in cents, or null when it is none. */
function centsOf(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(amount) || amount < 0) return 'invalid';
  return toCents(amount);
}

function malformed(what: string, statusCode: number, detail: string): AppError {
  return new AppError('ERP_MALFORMED_RESPONSE', `${what}: unexpected answer of the ERP/shop system (${detail}).`, { statusCode });
}

/** Waits the rate-limit headers ask for before the next call, if any. */
function rateLimitPause(headers: ErpHttpAnswer['headers']): number {
  let pause = 0;
  for (const name of Object.keys(headers)) {
    const match = /^(x-plenty-.*)-calls-left$/.exec(name);
    if (!match) continue;
    const left = Number(header(headers, name));
    const decay = Number(header(headers, `${match[1]}-decay`));
    if (Number.isFinite(left) && left <= 1 && Number.isFinite(decay) && decay > 0) pause = Math.max(pause, decay * 1000);
  }
  return pause;
}

/** How long to wait after a 429. */
function backoffAfter429(headers: ErpHttpAnswer['headers'], attempt: number): number {
  const retryAfter = Number(header(headers, 'retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
  let decay = 0;
  for (const name of Object.keys(headers)) {
    const match = /^(x-plenty-.*)-calls-left$/.exec(name);
    if (!match) continue;
    const value = Number(header(headers, `${match[1]}-decay`));
    if (Number(header(headers, name)) <= 0 && Number.isFinite(value)) decay = Math.max(decay, value * 1000);
  }
  return decay > 0 ? decay : 1000 * 2 ** attempt;
}

function nameOf(names: unknown): string | null {
  const list = arrayOf(names).filter(isRecord);
  const german = list.find((n) => n.lang === 'de') ?? list[0];
  if (!german) return null;
  return text(german.name) ?? text(german.nameInternal) ?? text(german.nameExternal);
}

function propertiesOf(value: unknown): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const entry of arrayOf(value).filter(isRecord)) {
    const property = isRecord(entry.property) ? entry.property : {};
    const name = nameOf(property.names) ?? text(entry.propertyName) ?? text(entry.name) ?? (idText(entry.propertyId) ? `property-${idText(entry.propertyId)}` : null);
    if (!name) continue;
    const values = arrayOf(entry.relationValues).filter(isRecord);
    const relationValue = values.find((v) => v.lang === 'de') ?? values[0];
    const value = (relationValue ? text(relationValue.value) : null) ?? text(entry.value) ?? text(entry.valueText) ?? text(entry.valueFloat) ?? text(entry.valueInt);
    if (value !== null) properties[name] = value;
  }
  return properties;
}

function stockOf(value: unknown): number | null {
  const rows = arrayOf(value).filter(isRecord);
  if (rows.length === 0) return null;
  let sum = 0;
  for (const row of rows) {
    const net = typeof row.netStock === 'number' ? row.netStock : typeof row.stockNet === 'number' ? row.stockNet : null;
    if (net === null) return null;
    sum += net;
  }
  return sum;
}

/** One entry of the variation list as a variation, or the issues that keep it out. */
function variationOf(entry: Json, issues: VariationIssue[]): ShopVariation | null {
  const variationId = idText(entry.id);
  const sku = text(entry.number);
  const at = { variationId, row: null, firstVariationId: null };
  if (!variationId) {
    issues.push({ ...at, reason: 'VALUE_INVALID', sku, field: 'id', message: 'A variation without id was left out.' });
    return null;
  }
  if (!sku) {
    issues.push({ ...at, reason: 'SKU_MISSING', sku: null, field: 'number', message: `Variation ${variationId} has no variation number (SKU) and was left out.` });
    return null;
  }
  const purchase = centsOf(entry.purchasePrice);
  if (purchase === 'invalid') issues.push({ ...at, reason: 'VALUE_INVALID', sku, field: 'purchasePrice', message: `Variation ${sku}: the purchase price is not an amount; it was left empty.` });
  const salesPrices: ShopVariation['salesPrices'] = [];
  for (const price of arrayOf(entry.variationSalesPrices).filter(isRecord)) {
    const salesPriceId = idText(price.salesPriceId);
    const cents = centsOf(price.price);
    if (!salesPriceId || cents === null || cents === 'invalid') {
      issues.push({ ...at, reason: 'VALUE_INVALID', sku, field: `variationSalesPrices.${salesPriceId ?? '?'}`, message: `Variation ${sku}: a sales price is not an amount; it was left out.` });
      continue;
    }
    salesPrices.push({ salesPriceId, priceCents: cents });
  }
  return {
    sku,
    variationId,
    itemId: idText(entry.itemId),
    name: text(entry.name),
    barcodes: arrayOf(entry.variationBarcodes).filter(isRecord).map((b) => text(b.code)).filter((code): code is string => code !== null),
    salesPrices,
    purchasePriceCents: purchase === 'invalid' ? null : purchase,
    stock: stockOf(entry.stock),
    properties: propertiesOf(entry.properties),
  };
}

function configurationOf(entry: Json): SalesPriceConfiguration | null {
  const id = idText(entry.id);
  if (!id) return null;
  const ids = (value: unknown, ...keys: string[]) =>
    arrayOf(value)
      .map((v) => (isRecord(v) ? keys.map((k) => idText(v[k])).find((x) => x !== null) ?? null : idText(v)))
      .filter((v): v is string => v !== null);
  return {
    id,
    name: nameOf(entry.names) ?? `Sales price ${id}`,
    type: text(entry.type),
    currencies: ids(entry.currencies, 'currency'),
    countries: ids(entry.countries, 'countryId'),
    referrers: ids(entry.referrers, 'referrerId'),
    clients: ids(entry.clients, 'plentyId'),
  };
}

export function createPlentyAdapter(options: PlentyAdapterOptions): ShopSystem {
  const base = options.baseUrl.replace(/\/+$/, '').replace(/\/rest$/, '');
  const http: ErpHttpOptions = {
    allowHosts: options.allowHosts ?? [],
    timeoutMs: options.timeoutMs ?? 30_000,
    maxBodyBytes: options.maxBodyBytes ?? 32 * 1024 * 1024,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  };
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const minInterval = 1000 / (options.maxRequestsPerSecond ?? 5);
  const maxRetries = options.maxRateLimitRetries ?? 3;
  const maxBackoff = options.maxBackoffMs ?? 60_000;
  let nextCallAt = 0;
  let token: { value: string; expiresAt: number } | null = null;
  let login: Promise<string> | null = null;

  async function pace(): Promise<void> {
    const wait = nextCallAt - now();
    nextCallAt = Math.max(now(), nextCallAt) + (Number.isFinite(minInterval) ? minInterval : 0);
    if (wait > 0) await sleep(wait);
  }

  /** One call with the rate-limit handling; any status but 429 is returned. */
  async function send(method: 'GET' | 'POST' | 'PUT', path: string, json: unknown, bearer: string | null): Promise<ErpHttpAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      await pace();
      const answer = await erpRequest({ method, url: `${base}${path}`, ...(json === undefined ? {} : { json }), ...(bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {}) }, http);
      if (answer.status !== 429) {
        const pause = rateLimitPause(answer.headers);
        if (pause > 0) nextCallAt = Math.max(nextCallAt, now() + Math.min(pause, maxBackoff));
        return answer;
      }
      if (attempt >= maxRetries) throw statusError(429, `${method} ${path}`);
      await sleep(Math.min(backoffAfter429(answer.headers, attempt), maxBackoff));
    }
  }

  async function logIn(): Promise<string> {
    const answer = await send('POST', '/rest/login', { username: options.username, password: options.password }, null);
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status, 'Login');
    const body = jsonOf(answer, 'Login');
    if (!isRecord(body) || typeof body.access_token !== 'string' || body.access_token === '') throw malformed('Login', answer.status, 'no access_token');
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: now() + seconds * 1000 };
    return token.value;
  }

  /** The current token; a new login when there is none or it expires within a minute (one login at a time). */
  async function bearer(): Promise<string> {
    if (token && token.expiresAt - 60_000 > now()) return token.value;
    login ??= logIn().finally(() => {
      login = null;
    });
    return login;
  }

  /** An authorised call answered 2xx, as JSON (a 401 logs in again once). */
  async function call(method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown): Promise<{ status: number; body: unknown }> {
    const what = `${method} ${path.split('?')[0]}`;
    let answer = await send(method, path, json, await bearer());
    if (answer.status === 401) {
      token = null;
      answer = await send(method, path, json, await bearer());
    }
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status, what);
    return { status: answer.status, body: jsonOf(answer, what) };
  }

  async function salesPriceConfigurations(): Promise<SalesPriceConfiguration[]> {
    const configurations: SalesPriceConfiguration[] = [];
    for (let page = 1; page <= 1000; page += 1) {
      const { status, body } = await call('GET', `/rest/items/sales_prices?with=names,referrers,clients,countries,currencies&page=${page}&itemsPerPage=250`);
      // Older systems answer a plain array.
      const entries = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.entries) ? body.entries : null;
      if (!entries) throw malformed('Sales prices', status, 'neither a list nor a page');
      for (const entry of entries.filter(isRecord)) {
        const configuration = configurationOf(entry);
        if (configuration) configurations.push(configuration);
      }
      if (Array.isArray(body) || !isRecord(body) || body.isLastPage !== false || entries.length === 0) break;
    }
    return configurations;
  }

  async function* readVariations(readOptions: ReadVariationsOptions = {}): AsyncGenerator<VariationPage> {
    const itemsPerPage = readOptions.pageSize ?? options.pageSize ?? 100;
    const keep = createSkuGuard();
    for (let page = 1; ; page += 1) {
      if (readOptions.signal?.aborted) throw new AppError('ERP_UNAVAILABLE', 'The read was cancelled.', { statusCode: null, reason: 'cancelled' });
      const { status, body } = await call('GET', `/rest/items/variations?with=${PLENTY_VARIATION_RELATIONS.join(',')}&page=${page}&itemsPerPage=${itemsPerPage}`);
      if (!isRecord(body) || !Array.isArray(body.entries)) throw malformed(`Variations page ${page}`, status, 'no entries');
      const issues: VariationIssue[] = [];
      const variations: ShopVariation[] = [];
      for (const entry of body.entries) {
        if (!isRecord(entry)) {
          issues.push({ reason: 'VALUE_INVALID', variationId: null, row: null, sku: null, field: null, firstVariationId: null, message: `Page ${page}: an entry that is not a variation was left out.` });
          continue;
        }
        const variation = variationOf(entry, issues);
        if (variation && keep(variation, issues)) variations.push(variation);
      }
      const lastPageNumber = typeof body.lastPageNumber === 'number' ? body.lastPageNumber : null;
      const isLastPage = typeof body.isLastPage === 'boolean' ? body.isLastPage : lastPageNumber !== null ? page >= lastPageNumber : body.entries.length < itemsPerPage;
      const totalCount = typeof body.totalsCount === 'number' ? body.totalsCount : null;
      // A system that never says "last" cannot keep us reading empty pages.
      const done = isLastPage || body.entries.length === 0;
      yield { page, variations, issues, totalCount, isLastPage: done };
      if (done) return;
    }
  }

  function entryResult(entry: SalesPriceWrite, answered: Json | undefined, created: boolean): SalesPriceWriteResult {
    if (!answered) return { ...entry, status: 'unconfirmed' };
    const error = answered.error ?? answered.errors;
    if (error !== undefined && error !== null && error !== false) {
      const detail = isRecord(error) ? error : {};
      const statusCode = typeof detail.code === 'number' ? detail.code : typeof answered.statusCode === 'number' ? answered.statusCode : null;
      return { ...entry, status: 'rejected', statusCode, message: text(detail.message) ?? text(error) ?? 'refused' };
    }
    return { ...entry, status: 'written', created };
  }

  /** The answer's entry per written entry (by variation and sales price; else by position when the lengths agree). */
  function matchAnswers(batch: readonly SalesPriceWrite[], body: unknown): (Json | undefined)[] {
    const list = (Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.entries) ? body.entries : []).filter(isRecord);
    const byKey = new Map(list.map((a) => [`${idText(a.variationId)}|${idText(a.salesPriceId)}`, a]));
    return batch.map((entry, index) => byKey.get(`${entry.variationId}|${entry.salesPriceId}`) ?? (list.length === batch.length && idText(list[index]?.variationId) === null ? list[index] : undefined));
  }

  const isMissing = (result: SalesPriceWriteResult) => result.status === 'rejected' && (result.statusCode === 404 || /not (be )?found|does not exist/i.test(result.message));

  async function writeSalesPrices(batch: readonly SalesPriceWrite[]): Promise<SalesPriceWriteResult[]> {
    if (batch.length > PLENTY_WRITE_BATCH_LIMIT) throw new AppError('ERP_BATCH_TOO_LARGE', `Plenty takes at most ${PLENTY_WRITE_BATCH_LIMIT} prices per call, not ${batch.length}.`, { limit: PLENTY_WRITE_BATCH_LIMIT, count: batch.length });
    if (batch.length === 0) return [];
    const body = (entries: readonly SalesPriceWrite[]) => entries.map((e) => ({ variationId: plentyId(e.variationId), salesPriceId: plentyId(e.salesPriceId), price: e.priceCents / 100 }));
    const path = '/rest/items/variations/variation_sales_prices';
    const updated = await call('PUT', path, body(batch));
    const results = matchAnswers(batch, updated.body).map((answered, index) => entryResult(batch[index]!, answered, false));
    const missing = results.map((r, index) => (isMissing(r) ? index : -1)).filter((index) => index >= 0);
    if (missing.length === 0) return results;
    const toCreate = missing.map((index) => batch[index]!);
    const created = await call('POST', path, body(toCreate));
    matchAnswers(toCreate, created.body).forEach((answered, k) => {
      results[missing[k]!] = entryResult(toCreate[k]!, answered, true);
    });
    return results;
  }

  return {
    kind: 'plenty',
    maxWriteBatch: PLENTY_WRITE_BATCH_LIMIT,
    async testConnection(): Promise<ConnectionTest> {
      const configurations = await salesPriceConfigurations();
      return { ok: true, description: `Plenty REST at ${new URL(base).host}: ${configurations.length} sales price configurations` };
    },
    readVariations,
    readSalesPriceConfigurations: salesPriceConfigurations,
    writeSalesPrices,
  };
}
