/**
 * Image hashes: the demo web's product pictures (SVG, as the demo shops serve them) hash alike for
 * the same product on two shops and apart for two products; the same photo as a resized JPEG or
 * PNG keeps its hash; images that do not load, are too large or are no image give a reason and no
 * hash; the cache saves the second download.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, DEMO_SHOPS, demoSiteResponse } from '@pm/demo-web';
import { hashSimilarity } from '@pm/contracts/domain';
import { createImageHasher, hashImageBytes, type ImageFetch } from './imageHashes.ts';

const imageOf = (hostname: string, slug: string) => Buffer.from(demoSiteResponse({ hostname, path: `/images/${slug}.svg`, query: new URLSearchParams(), headers: { 'user-agent': 'Mozilla/5.0 Chrome/131.0', accept: 'image/*', 'accept-language': 'de' } }, '2026-11-29').body);

/** The demo web in-process; counts downloads. */
function demoImages(): { fetch: ImageFetch; downloads: () => number } {
  let downloads = 0;
  return {
    fetch: async (request) => {
      await request.guard.target(request.url);
      downloads += 1;
      const url = new URL(request.url);
      const response = demoSiteResponse({ hostname: url.hostname, path: url.pathname, query: url.searchParams, headers: { 'user-agent': 'Mozilla/5.0 Chrome/131.0', accept: 'image/*', 'accept-language': 'de' } }, '2026-11-29');
      const bytes = Buffer.from(response.body);
      return { status: response.status, bytes: bytes.subarray(0, request.maxBytes), truncated: bytes.length > request.maxBytes };
    },
    downloads: () => downloads,
  };
}

const [a, b] = [DEMO_PRODUCTS[0]!, DEMO_PRODUCTS[5]!];
const [shop1, shop2] = [DEMO_SHOPS[0]!, DEMO_SHOPS[1]!];
const route = { proxyUrl: null, allowPrivateHosts: true };

describe('image hashes', () => {
  it('gives the same product the same hash on two shops and two products different ones', async () => {
    const onShop1 = await hashImageBytes(imageOf(shop1.hostname, a.slug));
    const onShop2 = await hashImageBytes(imageOf(shop2.hostname, a.slug));
    const other = await hashImageBytes(imageOf(shop1.hostname, b.slug));
    expect(onShop1).toMatch(/^[0-9a-f]{16}$/);
    expect(hashSimilarity(onShop1, onShop2)).toBeGreaterThanOrEqual(0.95);
    expect(hashSimilarity(onShop1, other)).toBeLessThan(0.85);
  });

  it('keeps the hash of a photo resized and re-encoded as JPEG or PNG', async () => {
    const svg = imageOf(shop1.hostname, a.slug);
    const original = await hashImageBytes(svg);
    const jpeg = await sharp(svg).resize(240, 180).jpeg({ quality: 60 }).toBuffer();
    const png = await sharp(svg).resize(960, 720).png().toBuffer();
    // Flat areas flip a few bits under JPEG noise; unrelated demo pictures stay at or below 0.84.
    expect(hashSimilarity(original, await hashImageBytes(jpeg))).toBeGreaterThanOrEqual(0.85);
    expect(hashSimilarity(original, await hashImageBytes(png))).toBeGreaterThanOrEqual(0.9);
  });

  it('fetches through the guard, caches the hash by URL and downloads it once', async () => {
    const images = demoImages();
    const hasher = createImageHasher({ fetch: images.fetch, timeoutMs: 1_000, maxRedirects: 3 });
    const url = `http://${shop1.hostname}/images/${a.slug}.svg`;
    const [first, second] = await Promise.all([hasher.hash(url, route), hasher.hash(url, route)]);
    expect(first).toEqual(second);
    expect(first.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await hasher.hash(url, route)).toEqual(first);
    expect(images.downloads()).toBe(1);
  });

  it('answers a reason, not a hash, for an image that does not load, is too large or is no image', async () => {
    const images = demoImages();
    const hasher = createImageHasher({ fetch: images.fetch, timeoutMs: 1_000, maxRedirects: 3 });
    expect(await hasher.hash(`http://${shop1.hostname}/images/no-such-product.svg`, route)).toMatchObject({ hash: null, reason: 'IMAGE_NOT_LOADED', detail: 'HTTP 404' });
    expect(await hasher.hash(`http://${shop1.hostname}/`, route)).toMatchObject({ hash: null, reason: 'IMAGE_UNREADABLE' });
    expect(await hasher.hash('not a url', route)).toMatchObject({ hash: null, reason: 'IMAGE_NOT_LOADED' });
    // Outside demo mode the guard refuses a private address: no download at all.
    expect(await hasher.hash('http://127.0.0.1/image.png', { proxyUrl: null, allowPrivateHosts: false })).toMatchObject({ hash: null, reason: 'IMAGE_NOT_LOADED' });
    const small = createImageHasher({ fetch: images.fetch, timeoutMs: 1_000, maxRedirects: 3, maxBytes: 100 });
    expect(await small.hash(`http://${shop1.hostname}/images/${a.slug}.svg`, route)).toMatchObject({ hash: null, reason: 'IMAGE_TOO_LARGE' });
  });

  it('refuses to decode more pixels than the limit (a decompression bomb is small in bytes)', async () => {
    const huge = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(huge.length).toBeLessThan(200_000);
    await expect(hashImageBytes(huge, 1_000_000)).rejects.toMatchObject({ reason: 'IMAGE_TOO_LARGE' });
  });
});
