import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, refreshSession, REFRESH_LEAD_MS, restoreSession, startSession } from './session.ts';
import { useAuthStore } from './stores/authStore.ts';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function tokens(accessToken: string, minutes = 15): Response {
  return new Response(JSON.stringify({ accessToken, expiresAt: inMinutes(minutes) }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
const rejected = () =>
  new Response(JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', error: 'No session' }), { status: 401 });

describe('auth session', () => {
  const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({ status: 'restoring', accessToken: null, expiresAt: null, signOutReason: null });
  });

  afterEach(() => {
    endSession(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetAllMocks();
    vi.restoreAllMocks();
  });

  it('restores the session from the refresh cookie', async () => {
    fetchMock.mockResolvedValue(tokens('a1'));
    await restoreSession();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/session');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', accessToken: 'a1' });
  });

  it('counts as signed out without a reason when there is nothing to restore (answered null, not refused)', async () => {
    fetchMock.mockResolvedValue(new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }));
    await restoreSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', accessToken: null, signOutReason: null });
  });

  it('keeps a sign-in that finished while the load was being answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const restoring = restoreSession();
    startSession({ accessToken: 'signed-in', expiresAt: inMinutes(15) });
    answer(new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }));
    await restoring;
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', accessToken: 'signed-in' });
  });

  it('leaves restoring even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await restoreSession();
    expect(useAuthStore.getState().status).toBe('signedOut');
  });

  it('renews the token a minute before it expires', async () => {
    startSession({ accessToken: 'a1', expiresAt: inMinutes(15) });
    fetchMock.mockResolvedValue(tokens('a2', 30));
    await vi.advanceTimersByTimeAsync(15 * 60_000 - REFRESH_LEAD_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().accessToken).toBe('a2');
  });

  it('shares one renewal between concurrent callers', async () => {
    startSession({ accessToken: 'a1', expiresAt: inMinutes(15) });
    fetchMock.mockResolvedValue(tokens('a2'));
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual(['a2', 'a2', 'a2']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session as expired when the cookie is rejected', async () => {
    startSession({ accessToken: 'a1', expiresAt: inMinutes(15) });
    fetchMock.mockResolvedValue(rejected());
    await expect(refreshSession()).resolves.toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'expired' });
  });

  it('keeps a still-valid session through a transient failure and retries', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession({ accessToken: 'a1', expiresAt: inMinutes(15) });
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(tokens('a2'));
    await expect(refreshSession()).resolves.toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', accessToken: 'a1' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(useAuthStore.getState().accessToken).toBe('a2');
  });

  it('stops renewing after the session ended', async () => {
    startSession({ accessToken: 'a1', expiresAt: inMinutes(15) });
    endSession('signOut');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'signOut' });
  });
});
