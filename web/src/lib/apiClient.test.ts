import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '@pm/contracts';
import { apiRequest, configureApiAuth } from './apiClient.ts';
import { ApiError } from './apiError.ts';
import { useAppVersionStore } from './appVersionStore.ts';

type FetchArgs = [input: string, init: RequestInit];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const tokens = { accessToken: 'a2', expiresAt: '2030-01-01T00:00:00.000Z' };
const invalid = { statusCode: 401, code: 'TOKEN_INVALID', error: 'Token invalid' };

describe('apiRequest', () => {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  let token: string | null = 'a1';
  const refreshAccessToken = vi.fn<() => Promise<string | null>>();
  const onSessionRejected = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    token = 'a1';
    configureApiAuth({ getAccessToken: () => token, refreshAccessToken, onSessionRejected });
    useAppVersionStore.setState({ serverVersion: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
    configureApiAuth(null);
  });

  const authHeader = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1].headers).get('authorization');

  it('sends the bearer token under /api and returns the validated body', async () => {
    fetchMock.mockResolvedValue(json(200, tokens));
    await expect(apiRequest('/auth/refresh', tokenResponseSchema, { method: 'POST' })).resolves.toEqual(tokens);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/refresh');
    expect(authHeader(0)).toBe('Bearer a1');
  });

  it('JSON-encodes a body and sets no content type without one', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('/x', null, { method: 'POST', body: { a: 1 } });
    await apiRequest('/y', null, { method: 'POST' });
    const first = fetchMock.mock.calls[0]?.[1];
    const second = fetchMock.mock.calls[1]?.[1];
    expect(first?.body).toBe('{"a":1}');
    expect(new Headers(first?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(second?.headers).get('content-type')).toBeNull();
  });

  it('omits the token for unauthenticated calls and does not refresh on their 401', async () => {
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', error: 'Invalid' }));
    const error = await apiRequest('/auth/sign-in', tokenResponseSchema, {
      method: 'POST',
      body: {},
      authenticated: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    expect(authHeader(0)).toBeNull();
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('throws an ApiError carrying code, status and body', async () => {
    const body = { statusCode: 404, code: 'USER_NOT_FOUND', error: 'No such user', details: { id: 'u1' } };
    fetchMock.mockResolvedValue(json(404, body));
    const error = await apiRequest('/users/u1', null).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'USER_NOT_FOUND', status: 404, body, message: 'No such user' });
  });

  it('reports a non-JSON error answer as UNEXPECTED_RESPONSE', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/profile', null)).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 502 });
  });

  it('reports a body that does not match the schema as UNEXPECTED_RESPONSE', async () => {
    fetchMock.mockResolvedValue(json(200, { nope: true }));
    await expect(apiRequest('/auth/refresh', tokenResponseSchema)).rejects.toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
    });
  });

  it('renews the token once on 401 and retries with the new one', async () => {
    fetchMock.mockResolvedValueOnce(json(401, invalid)).mockResolvedValueOnce(json(200, tokens));
    refreshAccessToken.mockImplementation(async () => {
      token = 'a2';
      return 'a2';
    });
    await expect(apiRequest('/profile', tokenResponseSchema)).resolves.toEqual(tokens);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(authHeader(1)).toBe('Bearer a2');
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('gives up without retrying when the token cannot be renewed', async () => {
    fetchMock.mockResolvedValue(json(401, invalid));
    refreshAccessToken.mockResolvedValue(null);
    await expect(apiRequest('/profile', null)).rejects.toMatchObject({ code: 'TOKEN_INVALID', status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session when even the renewed token is rejected', async () => {
    fetchMock.mockResolvedValue(json(401, invalid));
    refreshAccessToken.mockResolvedValue('a2');
    await expect(apiRequest('/profile', null)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
  });

  it('records the server version header', async () => {
    fetchMock.mockResolvedValue(json(200, tokens, { 'x-app-version': '1.4.2' }));
    await apiRequest('/auth/refresh', tokenResponseSchema);
    expect(useAppVersionStore.getState().serverVersion).toBe('1.4.2');
  });

  it('maps an unreachable server to NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiRequest('/profile', null)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('times out with TIMEOUT', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(apiRequest('/profile', null, { timeoutMs: 10 })).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('passes a caller abort on unchanged', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/profile', null, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
