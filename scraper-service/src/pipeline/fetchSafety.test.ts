import { describe, expect, it } from 'vitest';
import { assertFetchAllowed, hostMatchesSource, isPrivateAddress } from './fetchSafety.ts';

describe('fetch safety', () => {
  it('matches only the source host and its www. form', () => {
    expect(hostMatchesSource(new URL('https://www.shop.example/p'), 'shop.example')).toBe(true);
    expect(hostMatchesSource(new URL('https://evil.example/shop.example'), 'shop.example')).toBe(false);
    expect(hostMatchesSource(new URL('https://shop.example.evil.example/'), 'shop.example')).toBe(false);
    expect(hostMatchesSource(new URL('http://127.0.0.1:4100/p'), '127.0.0.1:4100')).toBe(true);
  });
  it('knows private ranges', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '2a00:1450::1']) expect(isPrivateAddress(ip), ip).toBe(false);
  });
  it('blocks foreign hosts always and private addresses outside demo mode', async () => {
    const resolve = async (host: string) => (host === 'internal.example' ? ['10.0.0.5'] : ['93.184.216.34']);
    await expect(assertFetchAllowed('https://other.example/p', 'shop.example', { allowPrivateHosts: true })).rejects.toThrow(/not the host/);
    await expect(assertFetchAllowed('file:///etc/passwd', 'shop.example', { allowPrivateHosts: true })).rejects.toThrow(/http/);
    await expect(assertFetchAllowed('http://127.0.0.1/p', '127.0.0.1', { allowPrivateHosts: false })).rejects.toThrow(/private/);
    await expect(assertFetchAllowed('http://internal.example/p', 'internal.example', { allowPrivateHosts: false, resolve })).rejects.toThrow(/10\.0\.0\.5/);
    await expect(assertFetchAllowed('http://127.0.0.1/p', '127.0.0.1', { allowPrivateHosts: true })).resolves.toBeInstanceOf(URL);
    await expect(assertFetchAllowed('https://shop.example/p', 'shop.example', { allowPrivateHosts: false, resolve })).resolves.toBeInstanceOf(URL);
  });
});
