/**
 * Perceptual image hashes (pure): a difference hash (dHash) of a grayscale matrix, and the
 * similarity of two hashes as the share of equal bits. The same photo on two shops — rescaled,
 * recompressed, slightly brightened — keeps nearly all bits; a different photo keeps about half.
 */

/** Grayscale pixels, rows of equal length, values 0..255. */
export type GrayMatrix = readonly (readonly number[])[];

/** Area-average resize to width × height (nearest rows/columns when enlarging). */
function resize(pixels: GrayMatrix, width: number, height: number): number[][] {
  const srcH = pixels.length;
  const srcW = pixels[0]?.length ?? 0;
  const out: number[][] = [];
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * srcH) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * srcH) / height));
    const row: number[] = [];
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * srcW) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * srcW) / width));
      let sum = 0;
      let n = 0;
      for (let yy = y0; yy < y1; yy++) {
        const src = pixels[yy] as readonly number[];
        for (let xx = x0; xx < x1; xx++) {
          sum += src[xx] ?? 0;
          n++;
        }
      }
      row.push(n === 0 ? 0 : sum / n);
    }
    out.push(row);
  }
  return out;
}

/** 64-bit dHash as 16 hex digits: each bit says whether a pixel is brighter than its right neighbour (9×8 grid). */
export function differenceHash(pixels: GrayMatrix): string {
  if (pixels.length === 0 || (pixels[0]?.length ?? 0) === 0) throw new Error('differenceHash: empty image');
  const small = resize(pixels, 9, 8);
  let hex = '';
  for (let y = 0; y < 8; y++) {
    const row = small[y] as number[];
    let nibble = 0;
    for (let x = 0; x < 8; x++) {
      nibble = (nibble << 1) | ((row[x] as number) > (row[x + 1] as number) ? 1 : 0);
      if (x % 4 === 3) {
        hex += nibble.toString(16);
        nibble = 0;
      }
    }
  }
  return hex;
}

const POPCOUNT = Array.from({ length: 16 }, (_, i) => (i & 1) + ((i >> 1) & 1) + ((i >> 2) & 1) + ((i >> 3) & 1));

/** Share of equal bits of two hex hashes of the same length (1 identical, ~0.5 unrelated); null when either is missing or they differ in length. */
export function hashSimilarity(a: string | null | undefined, b: string | null | undefined): number | null {
  if (!a || !b) return null;
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (x.length !== y.length || !/^[0-9a-f]+$/.test(x) || !/^[0-9a-f]+$/.test(y)) return null;
  let differing = 0;
  for (let i = 0; i < x.length; i++) differing += POPCOUNT[parseInt(x[i] as string, 16) ^ parseInt(y[i] as string, 16)] as number;
  return 1 - differing / (x.length * 4);
}

/**
 * Visual similarity on a 0..1 scale where unrelated photos score ~0: hash similarity rescaled
 * from its chance level (0.5) upward.
 */
export function visualSimilarity(a: string | null | undefined, b: string | null | undefined): number | null {
  const similarity = hashSimilarity(a, b);
  if (similarity === null) return null;
  return Math.max(0, (similarity - 0.5) / 0.5);
}
