/**
 * Every request to an ERP/shop system goes out here: through the one address check of
 * platform/src/net (public addresses only, the connection pinned to the checked address; hosts an
 * operator lists in `allowHosts` — the demo Plenty, the tests' local servers — skip it, an explicit
 * list and never a switch), no redirects followed, bounded in time (the whole exchange, body
 * included) and in size. Failures become `ERP_*` AppErrors.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { AppError, checkWebhookTarget, pinnedLookup } from '@pm/platform';

export interface ErpHttpOptions {
  /** Hosts (`name` or `name:port`) reachable although their address is private or local. */
  allowHosts: readonly string[];
  /** Every address of a name (tests answer for names that do not exist). */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Time limit of one request, answer body included. */
  timeoutMs: number;
  /** Largest answer body read; a larger one fails with ERP_SOURCE_TOO_LARGE. */
  maxBodyBytes: number;
}

export interface ErpHttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

export interface ErpHttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The system's refusal of a whole request as our code, with its status for the spec's message. */
export function statusError(status: number, what: string): AppError {
  const details = { statusCode: status };
  if (status === 401 || status === 403) return new AppError('ERP_UNAUTHORIZED', `${what}: the ERP/shop system refused access (${status}).`, details);
  if (status === 429) return new AppError('ERP_RATE_LIMITED', `${what}: the ERP/shop system's rate limit is still exceeded (429).`, details);
  if (status >= 400 && status < 500) return new AppError('ERP_REQUEST_REJECTED', `${what}: the ERP/shop system refused the request (${status}).`, details);
  return new AppError('ERP_UNAVAILABLE', `${what}: the ERP/shop system responded with code ${status}.`, details);
}

async function checkedTarget(rawUrl: string, options: ErpHttpOptions) {
  try {
    return await checkWebhookTarget(rawUrl, { allowHosts: options.allowHosts, ...(options.resolve ? { resolve: options.resolve } : {}) });
  } catch (error) {
    if (error instanceof AppError && error.code === 'WEBHOOK_URL_BLOCKED') {
      const reason = typeof error.details?.reason === 'string' ? error.details.reason : 'refused';
      throw new AppError('ERP_URL_BLOCKED', `The ERP/shop system's address cannot be used: ${reason}.`, { path: 'url', reason });
    }
    throw error;
  }
}

/** One request; any HTTP status is an answer (the caller decides), transport trouble throws. */
export async function erpRequest(request: ErpHttpRequest, options: ErpHttpOptions, signal?: AbortSignal): Promise<ErpHttpAnswer> {
  const target = await checkedTarget(request.url, options);
  const payload = request.json === undefined ? null : Buffer.from(JSON.stringify(request.json));
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<ErpHttpAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (error: AppError | null, answer?: ErpHttpAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(answer!);
    };
    const req = send(
      target.url,
      {
        method: request.method,
        headers: {
          accept: 'application/json, text/csv;q=0.9, */*;q=0.5',
          'user-agent': 'price-monitor-erp',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...request.headers,
        },
        ...(target.pin ? { lookup: pinnedLookup([target.pin]) } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBodyBytes) {
          finish(new AppError('ERP_SOURCE_TOO_LARGE', `The answer is larger than ${options.maxBodyBytes} bytes.`, { limitBytes: options.maxBodyBytes, statusCode: res.statusCode ?? null }));
          return;
        }
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBodyBytes) {
            finish(new AppError('ERP_SOURCE_TOO_LARGE', `The answer is larger than ${options.maxBodyBytes} bytes.`, { limitBytes: options.maxBodyBytes, statusCode: res.statusCode ?? null }));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => finish(null, { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', (error) => finish(unreachable(error)));
      },
    );
    const timer = setTimeout(() => finish(new AppError('ERP_TIMEOUT', `The ERP/shop system did not answer within ${options.timeoutMs} ms.`, { timeoutMs: options.timeoutMs, statusCode: null })), options.timeoutMs);
    const onAbort = () => finish(new AppError('ERP_UNAVAILABLE', 'The request to the ERP/shop system was cancelled.', { statusCode: null, reason: 'cancelled' }));
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error) => finish(unreachable(error)));
    req.end(payload ?? undefined);
  });
}

function unreachable(error: Error): AppError {
  const code = (error as NodeJS.ErrnoException).code;
  return new AppError('ERP_UNAVAILABLE', `The ERP/shop system could not be reached${code ? ` (${code})` : ''}.`, { statusCode: null, reason: code ?? 'network' });
}

/** The answer as JSON, or ERP_MALFORMED_RESPONSE naming what was asked. */
export function jsonOf(answer: ErpHttpAnswer, what: string): unknown {
  const text = answer.body.toString('utf8').replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('ERP_MALFORMED_RESPONSE', `${what}: the ERP/shop system's answer is not valid JSON.`, { statusCode: answer.status });
  }
}

/** One header's value (the first if repeated). */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
