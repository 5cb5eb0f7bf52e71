/**
 * Issue 17, ASSORTMENT_VECTOR_SEARCH: an index of `products` generated offers of one shop (the
 * matcher's generated shop B, `generateMatchDataset`), searched with the other shop's titles.
 * Reports index build time and memory, query latency p50/p95 (wall and CPU) for text only,
 * image only and combined, and recall@10: the share of queries whose true counterpart is among
 * the ten hits. The generated offers have no photos: the bench gives each product a random
 * 64-bit hash and its counterpart the same hash with 0–6 bits flipped (a rescaled copy of the
 * photo), so the image figures measure the scan, not a camera.
 */
import { loadavg } from 'node:os';
import { VectorIndex } from '@pm/contracts/domain';
import { generateMatchDataset } from '@pm/contracts/testing';
import { seededRandom } from './seededRandom.ts';

export interface VectorBenchOptions {
  products: number;
  queries: number;
  dims: number;
  quantise: boolean;
  /** The generated shops' titles: 'noisy' drops, swaps and abbreviates words and leaves model numbers out of more titles. */
  noise: 'clean' | 'noisy';
  report(name: string, value: string): void;
}

/** splitmix32: independent bits for the generated hashes (an LCG's low bits repeat with a short period, making hashes alike). */
function mix(n: number): number {
  let z = (n + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

const hex = (hi: number, lo: number) => (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export function benchVector({ products, queries, dims, quantise, noise, report }: VectorBenchOptions): void {
  const random = seededRandom(17);
  const label = `vector (${dims} dims, ${quantise ? 'int8' : 'float32'}, ${noise})`;
  // About 1.4 B offers per family: grow the families until the shop has `products` offers.
  let families = Math.ceil(products / 1.3);
  let data = generateMatchDataset(41, families, 'pair', noise);
  while (data.right.length < products) {
    families = Math.ceil(families * 1.1);
    data = generateMatchDataset(41, families, 'pair', noise);
  }
  const right = data.right.slice(0, products);
  const rightIds = new Set(right.map((r) => r.id));
  const hashes = new Map<string, [number, number]>();
  right.forEach((r, i) => hashes.set(r.id, [mix(2 * i), mix(2 * i + 1)]));

  const load = loadavg()[0] as number;
  let cpu = process.cpuUsage();
  let t = performance.now();
  const index = new VectorIndex({ dims, quantise });
  for (const r of right) {
    const [hi, lo] = hashes.get(r.id) as [number, number];
    index.upsert(r.id, { title: r.title, brand: r.brand ?? null, mpn: r.mpn ?? null, gtin: r.gtin ?? null }, hex(hi, lo));
  }
  index.refresh();
  const buildMs = performance.now() - t;
  const buildCpu = process.cpuUsage(cpu);
  // The bench checks its work: every generated offer is in the index, and (below) every query is answered in full.
  if (index.size !== right.length) throw new Error(`vector bench: ${index.size} offers indexed of ${right.length}`);
  report(`${label}: index of generated offers`, `${index.size.toLocaleString('en-US')} offers`);
  report(`${label}: build (wall / CPU)`, `${(buildMs / 1000).toFixed(1)} s / ${((buildCpu.user + buildCpu.system) / 1e6).toFixed(1)} s`);
  report(`${label}: memory (vectors + hashes; whole heap after the build)`, `${(index.rowBytes() / 1e6).toFixed(1)} MB; ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);

  // Queries: shop A offers whose counterpart is in the index.
  const leftById = new Map(data.left.map((l) => [l.id, l]));
  const truth = [...data.train, ...data.test].filter((p) => p.label === 1 && rightIds.has(p.rightId));
  const step = Math.max(1, Math.floor(truth.length / queries));
  const chosen = truth.filter((_, i) => i % step === 0).slice(0, queries);
  if (chosen.length === 0) throw new Error('vector bench: no query has its true match in the index');
  for (const [mode, imageWeight] of [['text', 0], ['image', 1], ['combined', 0.5]] as const) {
    const wall: number[] = [];
    const cpuMs: number[] = [];
    let found = 0;
    cpu = process.cpuUsage();
    const started = performance.now();
    for (const pair of chosen) {
      const left = leftById.get(pair.leftId);
      if (!left) throw new Error(`vector bench: the query offer ${pair.leftId} is not in the generated shop`);
      const [hi, lo] = hashes.get(pair.rightId) as [number, number];
      // The same photo at another shop: a few bits differ.
      let flipped = lo;
      for (let b = Math.floor(random() * 7); b > 0; b--) flipped ^= 1 << Math.floor(random() * 32);
      t = performance.now();
      const queryCpu = process.cpuUsage();
      const hits = index.search({ title: left.title, brand: left.brand ?? null, mpn: left.mpn ?? null, gtin: left.gtin ?? null, imageHash: hex(hi, flipped), imageWeight }, 10);
      wall.push(performance.now() - t);
      const spent = process.cpuUsage(queryCpu);
      cpuMs.push((spent.user + spent.system) / 1000);
      if (hits.length !== Math.min(10, index.size)) throw new Error(`vector bench: ${hits.length} hits for a top-10 query over ${index.size} offers`);
      if (hits.some((h) => h.key === pair.rightId)) found++;
    }
    const used = process.cpuUsage(cpu);
    const elapsed = performance.now() - started;
    report(
      `${label}: ${mode} query p50 / p95, wall; CPU`,
      `${percentile(wall, 50).toFixed(1)} / ${percentile(wall, 95).toFixed(1)} ms; ${percentile(cpuMs, 50).toFixed(1)} / ${percentile(cpuMs, 95).toFixed(1)} ms (${chosen.length} queries, ${(elapsed / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
    );
    // A search that ranks at random finds the true match in 10 of `size` offers: far below this.
    if (found === 0) throw new Error(`vector bench: ${mode} search found no true match among ${chosen.length} queries`);
    report(`${label}: ${mode} recall@10 of the true match`, `${((found / chosen.length) * 100).toFixed(1)} %`);
  }
  report(`${label}: load average (1 min, before / after)`, `${load.toFixed(1)} / ${(loadavg()[0] as number).toFixed(1)}`);
}
