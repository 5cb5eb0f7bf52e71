import { describe, expect, it } from 'vitest';
import { differenceHash } from './imageHash.ts';
import { TopK, VectorIndex, cosine, imageBitSimilarity, imageBits, textFeatures, textVector, type FeatureStatistics } from './vectorSearch.ts';

const uniform: FeatureStatistics = { documents: 1, frequency: () => 0 };

/** A catalogue of one shop: the true counterparts among their siblings and unrelated products. */
const CATALOGUE: [string, string][] = [
  ['tv55', 'Samsung QE55Q80C 55" QLED 4K Smart TV'],
  ['tv65', 'Samsung QE65Q80C 65" QLED 4K Smart TV'],
  ['tv50', 'Samsung QE50Q80C 50" QLED 4K Smart TV'],
  ['phone128', 'Apple iPhone 15 128 GB Schwarz'],
  ['phone256', 'Apple iPhone 15 256 GB Schwarz'],
  ['phone512', 'Apple iPhone 15 512 GB Schwarz'],
  ['tent2', 'Bergwelt Kuppelzelt Fjord 2 Personen'],
  ['tent3', 'Bergwelt Kuppelzelt Fjord 3 Personen'],
  ['mouse', 'Logitech MX Master 3S Maus Graphit'],
  ['drill', 'Bosch Professional GSR 18V-55 Akkuschrauber'],
];

function catalogueIndex(quantise = true): VectorIndex {
  const index = new VectorIndex({ quantise });
  for (const [key, title] of CATALOGUE) index.upsert(key, { title });
  return index;
}

describe('text vectoriser', () => {
  it('reads words, quantities with units, model codes and trigrams', () => {
    const features = textFeatures({ title: 'Samsung QE55Q80C 55" QLED', mpn: 'QE-55Q80C', gtin: '4006381333931', brand: 'Samsung' });
    expect(features).toEqual(expect.arrayContaining(['word:samsung', 'quantity:length-inch:55', 'code:qe55q80c', 'gtin:04006381333931', 'brand:samsung', 'trigram: sa']));
  });

  it('is L2-normalised and scores a text with itself 1', () => {
    const v = textVector(textFeatures({ title: 'Apple iPhone 15 128 GB' }), uniform);
    expect(cosine(v, v)).toBeCloseTo(1, 5);
    expect(textVector([], uniform).every((x) => x === 0)).toBe(true);
  });
});

describe('vector index', () => {
  it.each([true, false])('ranks 55" and 65" below the true match of a 55" TV (int8 rows: %s)', (quantise) => {
    const hits = catalogueIndex(quantise).search({ title: 'Samsung 55 Zoll QLED TV QE55Q80C', imageWeight: 0 }, 3);
    expect(hits[0]?.key).toBe('tv55');
    expect(hits.map((h) => h.key).slice(1).sort()).toEqual(['tv50', 'tv65']);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('ranks 256 GB below the true match of a 128 GB phone', () => {
    const hits = catalogueIndex().search({ title: 'iPhone 15 (128GB) - schwarz', brand: 'Apple', imageWeight: 0.5 }, 3);
    expect(hits[0]?.key).toBe('phone128');
    expect(hits.findIndex((h) => h.key === 'phone256')).toBeGreaterThan(0);
    // No image hashes: the text score alone, and the hit says so.
    expect(hits[0]).toMatchObject({ image: null });
    expect(hits[0]!.score).toBe(hits[0]!.text);
  });

  it('keeps the top k exactly as a full sort would', () => {
    const index = catalogueIndex(false);
    const all = index.search({ title: 'Bergwelt Zelt Fjord 2', imageWeight: 0 }, CATALOGUE.length);
    const top = index.search({ title: 'Bergwelt Zelt Fjord 2', imageWeight: 0 }, 4);
    expect(top.map((h) => h.key)).toEqual(all.slice(0, 4).map((h) => h.key));
    expect(top[0]?.key).toBe('tent2');
  });

  it('skips excluded keys, follows changes and removals', () => {
    const index = catalogueIndex();
    expect(index.search({ title: 'Logitech MX Master 3S', imageWeight: 0 }, 1, new Set(['mouse']))[0]?.key).not.toBe('mouse');
    index.upsert('mouse', { title: 'Bosch Professional GSR 18V-55 Akkuschrauber' });
    index.remove('drill');
    expect(index.size).toBe(CATALOGUE.length - 1);
    expect(index.search({ title: 'Bosch GSR 18V-55', imageWeight: 0 }, 1)[0]?.key).toBe('mouse');
    index.remove('mouse');
    expect(index.has('mouse')).toBe(false);
    expect(index.search({ title: 'Bosch GSR 18V-55', imageWeight: 0 }, 20).map((h) => h.key)).not.toContain('mouse');
  });

  it('mixes text and image by the image weight; a row without an image falls back to text', () => {
    const photo = (cx: number) => Array.from({ length: 48 }, (_, y) => Array.from({ length: 64 }, (_, x) => ((x / 64 - cx) ** 2 + (y / 48 - 0.5) ** 2 < 0.04 ? 200 : (x * 80) / 64 + (y * 40) / 48)));
    const same = differenceHash(photo(0.3));
    const other = differenceHash(photo(0.75));
    const index = new VectorIndex();
    index.upsert('look-alike-title', { title: 'Bergwelt Kuppelzelt Fjord 2 Personen' }, other);
    index.upsert('same-photo', { title: 'Zelt für zwei, grün' }, same);
    index.upsert('no-image', { title: 'Bergwelt Kuppelzelt Fjord 2' });
    const query = { title: 'Bergwelt Kuppelzelt Fjord 2 Personen', imageHash: same };
    expect(index.search({ ...query, imageWeight: 0 }, 3)[0]?.key).toBe('look-alike-title');
    const imageOnly = index.search({ ...query, imageWeight: 1 }, 3);
    expect(imageOnly[0]).toMatchObject({ key: 'same-photo', image: 1, score: 1 });
    const noImage = imageOnly.find((h) => h.key === 'no-image')!;
    expect(noImage.image).toBeNull();
    expect(noImage.score).toBeCloseTo(noImage.text, 6);
    const half = index.search({ ...query, imageWeight: 0.5 }, 3).find((h) => h.key === 'same-photo')!;
    expect(half.score).toBeCloseTo(0.5 * half.text + 0.5 * 1, 6);
  });
});

describe('image bits and top-k', () => {
  it('compares 64-bit hashes by Hamming similarity from chance to identical', () => {
    const a = imageBits('ffff0000ffff0000')!;
    expect(imageBitSimilarity(a[0], a[1], a[0], a[1])).toBe(1);
    const b = imageBits('0000ffff0000ffff')!;
    expect(imageBitSimilarity(a[0], a[1], b[0], b[1])).toBe(0);
    const c = imageBits('ffff0000ffff00ff')!;
    expect(imageBitSimilarity(a[0], a[1], c[0], c[1])).toBeCloseTo((1 - 8 / 64 - 0.5) / 0.5, 9);
    expect(imageBits('not a hash')).toBeNull();
  });

  it('keeps the k largest of a stream', () => {
    const heap = new TopK(3);
    for (const [score, row] of [[0.1, 0], [0.9, 1], [0.5, 2], [0.7, 3], [0.2, 4], [0.95, 5]] as const) if (heap.accepts(score)) heap.push(score, row);
    expect(heap.sorted().map((h) => h.row)).toEqual([5, 1, 3]);
  });
});
