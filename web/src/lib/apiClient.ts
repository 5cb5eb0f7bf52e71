import { errorBodySchema, VERSION_HEADER } from '@pm/contracts';
import { ApiError, CLIENT_ERROR_CODES } from './apiError.ts';
import { recordServerVersion } from './appVersionStore.ts';

export const API_BASE = '/api';
/** API timeout of the spec (§9). */
export const API_TIMEOUT_MS = 300_000;

/** Anything with zod's `parse` (the contracts' schemas), so responses are checked at the edge. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** How the client gets and renews the bearer token; wired by the app to the auth session. */
export interface ApiAuthHooks {
  getAccessToken(): string | null;
  /** Renew the access token after a 401; resolves null when that is not possible. */
  refreshAccessToken(): Promise<string | null>;
  /** The server rejected even a freshly renewed token. */
  onSessionRejected(): void;
}

let authHooks: ApiAuthHooks | null = null;

export function configureApiAuth(hooks: ApiAuthHooks | null): void {
  authHooks = hooks;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** JSON-encoded when present. */
  body?: unknown;
  /** Send the bearer token and, on 401, renew it once and retry (default true). */
  authenticated?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Calls the API and validates the JSON answer with `schema`. Throws ApiError on failure. */
export async function apiRequest<T>(path: string, schema: ResponseSchema<T>, options?: ApiRequestOptions): Promise<T>;
/** Calls the API for its effect; the answer body is ignored. Throws ApiError on failure. */
export async function apiRequest(path: string, schema?: null, options?: ApiRequestOptions): Promise<void>;
export async function apiRequest<T>(
  path: string,
  schema?: ResponseSchema<T> | null,
  options: ApiRequestOptions = {},
): Promise<T | void> {
  const response = await apiResponse(path, options);
  if (!schema) return;
  return parseBody(response, schema);
}

/**
 * Calls the API and answers the successful response unread (a download streams its body). The
 * same token renewal and errors as `apiRequest`: a failure throws ApiError.
 */
export async function apiResponse(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const authenticated = options.authenticated ?? true;
  const token = authenticated ? (authHooks?.getAccessToken() ?? null) : null;
  let response = await send(path, options, token);

  if (response.status === 401 && authenticated && authHooks) {
    const renewed = await authHooks.refreshAccessToken();
    if (renewed === null) throw await errorFrom(response);
    response = await send(path, options, renewed);
    if (response.status === 401) {
      authHooks.onSessionRejected();
    }
  }

  if (!response.ok) throw await errorFrom(response);
  return response;
}

async function send(path: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  // No content-type without a body: the server rejects an empty JSON body.
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');

  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: hasBody ? JSON.stringify(options.body) : null,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) {
      throw new ApiError(CLIENT_ERROR_CODES.timeout, 0, null, 'The API did not answer in time', { cause: error });
    }
    // The caller cancelled (e.g. TanStack Query): pass the AbortError on unchanged.
    if (options.signal?.aborted) throw error;
    throw new ApiError(CLIENT_ERROR_CODES.network, 0, null, 'The API could not be reached', { cause: error });
  }

  const version = response.headers.get(VERSION_HEADER);
  if (version) recordServerVersion(version);
  return response;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null; // Not JSON (e.g. a proxy's HTML page): reported below as an unexpected response.
  }
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) return new ApiError(parsed.data.code, response.status, parsed.data);
  return new ApiError(
    CLIENT_ERROR_CODES.unexpectedResponse,
    response.status,
    null,
    `Unexpected ${response.status} answer from the API`,
  );
}

async function parseBody<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  try {
    return schema.parse(await response.json());
  } catch (error) {
    throw new ApiError(
      CLIENT_ERROR_CODES.unexpectedResponse,
      response.status,
      null,
      'The API answered with an unexpected body',
      { cause: error },
    );
  }
}
