/**
 * Product image hashes (issue 17): the main image of a page is fetched through the fetch guard,
 * decoded (sharp: JPEG, PNG, WebP, GIF, AVIF, SVG) within a byte and a pixel limit, reduced to a
 * small grayscale grid and hashed with the matcher's one dHash (`differenceHash`), so the same
 * photo on two shops — rescaled, recompressed — gets the same or a nearby hash.
 *
 * Never fatal: an image that does not load, is too large or cannot be decoded gives no hash and a
 * reason (the caller logs it); the scrape or the discovery search goes on without it.
 */
import { GotScrapingHttpClient } from '@crawlee/basic';
import sharp from 'sharp';
import { differenceHash } from '@pm/contracts/domain';
import { createFetchGuard, UnsafeTargetError, type FetchGuard, type SafetyOptions } from '../pipeline/fetchSafety.ts';
import { browserLikeHeaders, fetchGuarded } from '../pipeline/httpFetcher.ts';

// One libvips thread per decode: the images are small and the machine's cores belong to the scrapes.
sharp.concurrency(1);

/** Images larger than this are not downloaded further (a product photo is well below). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Decoding stops before allocating more pixels than this (a decompression bomb has few bytes and many pixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The grid sharp reduces the image to before the dHash (which averages it down to 9 × 8). */
const GRID_WIDTH = 36;
const GRID_HEIGHT = 32;

export const IMAGE_HASH_FAILURES = ['IMAGE_NOT_LOADED', 'IMAGE_TOO_LARGE', 'IMAGE_UNREADABLE'] as const;
export type ImageHashFailure = (typeof IMAGE_HASH_FAILURES)[number];

export type ImageHashOutcome = { hash: string } | { hash: null; reason: ImageHashFailure; detail: string };

/** How an image is reached: the proxy of the page it belongs to (null: direct) and the guard's environment. */
export interface ImageRoute {
  proxyUrl: string | null;
  allowPrivateHosts: boolean;
  guardEnvironment?: Pick<SafetyOptions, 'resolve' | 'isPrivate'>;
}

export interface ImageBytes {
  status: number;
  bytes: Buffer;
  truncated: boolean;
}

export interface ImageFetchRequest {
  url: string;
  proxyUrl: string | null;
  guard: FetchGuard;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/** Fetches an image's bytes; every hop and the proxy pass the guard (tests answer in-process). */
export type ImageFetch = (request: ImageFetchRequest) => Promise<ImageBytes>;

class ImageProblem extends Error {
  readonly reason: ImageHashFailure;
  constructor(reason: ImageHashFailure, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

/** Plain HTTP through got-scraping with the page fetcher's guarded GET: each redirect hop checked and pinned. */
export function createHttpImageFetch(): ImageFetch {
  const client = new GotScrapingHttpClient();
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    try {
      const headers = { ...browserLikeHeaders(), accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5' };
      const got = await fetchGuarded({ client, url: request.url, guard: request.guard, proxyUrl: request.proxyUrl, headers, signal: controller.signal, timeoutMs: request.timeoutMs, maxRedirects: request.maxRedirects, maxBytes: request.maxBytes });
      return { status: got.status, bytes: got.bytes, truncated: got.truncated };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The dHash of an encoded image (16 hex digits). Throws ImageProblem when it cannot be decoded or has too many pixels. */
export async function hashImageBytes(bytes: Buffer, maxPixels = MAX_IMAGE_PIXELS): Promise<string> {
  let raw: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    raw = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false })
      // Transparent areas count as white, as a shop page shows them.
      .flatten({ background: '#ffffff' })
      .grayscale()
      .resize(GRID_WIDTH, GRID_HEIGHT, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new ImageProblem(/pixel limit/i.test(text) ? 'IMAGE_TOO_LARGE' : 'IMAGE_UNREADABLE', text.slice(0, 200));
  }
  const { data, info } = raw;
  const rows: number[][] = [];
  for (let y = 0; y < info.height; y++) {
    const row: number[] = [];
    for (let x = 0; x < info.width; x++) row.push(data[(y * info.width + x) * info.channels] as number);
    rows.push(row);
  }
  return differenceHash(rows);
}

export interface ImageHasherOptions {
  fetch?: ImageFetch;
  timeoutMs: number;
  maxRedirects: number;
  maxBytes?: number;
  maxPixels?: number;
  /** Hashes kept by image URL: a page scraped again with the same image costs no download. */
  cacheSize?: number;
}

export interface ImageHasher {
  hash(imageUrl: string, route: ImageRoute): Promise<ImageHashOutcome>;
}

/**
 * Hashes images by URL, with a cache of the last `cacheSize` successful hashes (an image URL of a
 * shop rarely changes its photo; a restart hashes each again once) and one download per URL at a
 * time. Failures are not cached: the next scrape tries again.
 */
export function createImageHasher(options: ImageHasherOptions): ImageHasher {
  const fetchImage = options.fetch ?? createHttpImageFetch();
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const cacheSize = options.cacheSize ?? 20_000;
  const cache = new Map<string, string>();
  const inFlight = new Map<string, Promise<ImageHashOutcome>>();

  async function load(imageUrl: string, route: ImageRoute): Promise<ImageHashOutcome> {
    try {
      let host: string;
      try {
        host = new URL(imageUrl).host;
      } catch {
        throw new ImageProblem('IMAGE_NOT_LOADED', 'not a valid URL');
      }
      // The guard of the image's own host: shops serve images from their CDN; every other check applies.
      const guard = createFetchGuard(host, { ...route.guardEnvironment, allowPrivateHosts: route.allowPrivateHosts });
      const fetched = await fetchImage({ url: imageUrl, proxyUrl: route.proxyUrl, guard, timeoutMs: options.timeoutMs, maxBytes, maxRedirects: options.maxRedirects });
      if (fetched.status >= 400) throw new ImageProblem('IMAGE_NOT_LOADED', `HTTP ${fetched.status}`);
      if (fetched.truncated) throw new ImageProblem('IMAGE_TOO_LARGE', `more than ${maxBytes} bytes`);
      if (fetched.bytes.length === 0) throw new ImageProblem('IMAGE_UNREADABLE', 'empty body');
      const hash = await hashImageBytes(fetched.bytes, options.maxPixels);
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
      cache.set(imageUrl, hash);
      return { hash };
    } catch (error) {
      if (error instanceof ImageProblem) return { hash: null, reason: error.reason, detail: error.message };
      const text = error instanceof UnsafeTargetError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { hash: null, reason: 'IMAGE_NOT_LOADED', detail: text.slice(0, 200) };
    }
  }

  return {
    hash(imageUrl, route) {
      const known = cache.get(imageUrl);
      if (known !== undefined) {
        // Least recently used goes first: a hit moves to the end.
        cache.delete(imageUrl);
        cache.set(imageUrl, known);
        return Promise.resolve({ hash: known });
      }
      let pending = inFlight.get(imageUrl);
      if (!pending) {
        pending = load(imageUrl, route).finally(() => inFlight.delete(imageUrl));
        inFlight.set(imageUrl, pending);
      }
      return pending;
    },
  };
}

/**
 * The hash of a page's main image (`image` as the extractor read it, relative to the page or
 * absolute); null when the page names no image. Through the host limits of the image's host.
 */
export async function pageImageHash(
  hasher: ImageHasher,
  image: string | null | undefined,
  pageUrl: string,
  route: ImageRoute,
  limitHost: <T>(host: string, work: () => Promise<T>) => Promise<T>,
): Promise<(ImageHashOutcome & { url: string }) | null> {
  if (!image) return null;
  let url: URL;
  try {
    url = new URL(image, pageUrl);
  } catch {
    return { url: image.slice(0, 200), hash: null, reason: 'IMAGE_NOT_LOADED', detail: 'not a valid URL' };
  }
  if (url.protocol === 'data:') return null;
  const outcome = await limitHost(url.host, () => hasher.hash(url.toString(), route));
  return { url: url.toString(), ...outcome };
}
