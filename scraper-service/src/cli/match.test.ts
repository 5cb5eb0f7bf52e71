import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { csvFile } from '@pm/contracts';
import { generateMatchDataset } from '@pm/contracts/testing';
import { runMatch } from './matchRun.ts';

const dir = mkdtempSync(join(tmpdir(), 'pm-match-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const LEFT = file(
  'A.csv',
  '\uFEFFid,name,description,price\r\n' +
    'a1,"Sony Bravia 40"" LCD HDTV - KDL40V4100","Full HD, 120Hz\nthree HDMI inputs",999.99\r\n' +
    'a2,Apple iPhone 15 128 GB Black,,799\r\n' +
    'a3,Brita Maxtra+ water filter 6-pack,,39.90\r\n',
);
const RIGHT = file(
  'B.csv',
  'id,name,brand,price,extra\n' +
    'b1,Sony BRAVIA V Series KDL-40V4100 40-Inch LCD HDTV,Sony,949.00,x\n' +
    'b2,iPhone 15 256GB Black,Apple,899,\n' +
    'b3,Apple iPhone 15 (128GB) - Black,Apple,,\n' +
    'b4,Brita Maxtra+ Filterkartuschen Pack of 12,Brita,69.90,\n',
);
const PAIRS = file('P.csv', 'ltable_id,rtable_id,label\na2,b2,1\na1,b1,0\na2,b3,0\na3,b4,1\na1,b4,1\n');

function cli(args: readonly string[]) {
  const script = fileURLToPath(new URL('./match.ts', import.meta.url));
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, lines: result.stdout.split('\n').filter((l) => l !== ''), stderr: result.stderr };
}

describe('npm run -s match', () => {
  it("prints one JSON line per pair in P's order with probability and same at the default threshold; P's label column is not read", { timeout: 120_000 }, () => {
    const run = cli(['--left', LEFT, '--right', RIGHT, '--pairs', PAIRS]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = run.lines.map((l) => JSON.parse(l) as { ltable_id: string; rtable_id: string; probability: number; same: boolean });
    expect(out.map((o) => [o.ltable_id, o.rtable_id])).toEqual([['a2', 'b2'], ['a1', 'b1'], ['a2', 'b3'], ['a3', 'b4'], ['a1', 'b4']]);
    for (const o of out) {
      expect(Object.keys(o)).toEqual(['ltable_id', 'rtable_id', 'probability', 'same']);
      expect(o.probability).toBeGreaterThanOrEqual(0);
      expect(o.probability).toBeLessThanOrEqual(1);
      expect(o.same).toBe(o.probability >= 0.85);
    }
    expect(out.map((o) => o.same)).toEqual([false, true, true, false, false]);
    // The labels of P change nothing.
    const relabelled = file('P2.csv', 'ltable_id,rtable_id,label\na2,b2,0\na1,b1,1\na2,b3,1\na3,b4,0\na1,b4,0\n');
    expect(runMatch({ left: LEFT, right: RIGHT, pairs: relabelled, train: null }).lines).toEqual(run.lines);
  });

  it('exits 1 naming the file and row on malformed input', { timeout: 120_000 }, () => {
    const unknown = file('unknown.csv', 'ltable_id,rtable_id\na1,b1\na9,b1\n');
    let run = cli(['--left', LEFT, '--right', RIGHT, '--pairs', unknown]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/unknown\.csv, row 2 \(line 3\): ltable_id "a9" is not an id of the left table/);
    expect(run.lines).toEqual([]);
    run = cli(['--left', LEFT, '--pairs', PAIRS]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/--right is required/);
  });

  it('names the file and row of every kind of malformed input', () => {
    const match = (files: { left?: string; right?: string; pairs?: string; train?: string | null }) => () => runMatch({ left: LEFT, right: RIGHT, pairs: PAIRS, train: null, ...files });
    expect(match({ left: file('noid.csv', 'name\nx\n') })).toThrow(/noid\.csv: missing column id/);
    expect(match({ pairs: file('nor.csv', 'ltable_id\na1\n') })).toThrow(/nor\.csv: missing column rtable_id/);
    expect(match({ pairs: file('unknownR.csv', 'ltable_id,rtable_id\na1,b9\n') })).toThrow(/unknownR\.csv, row 1 \(line 2\): rtable_id "b9" is not an id of the right table/);
    expect(match({ train: file('T.csv', 'ltable_id,rtable_id,label\na1,b1,1\na2,b2,yes\n') })).toThrow(/T\.csv, row 2 \(line 3\): label must be 0 or 1, not "yes"/);
    expect(match({ train: file('T2.csv', 'ltable_id,rtable_id\na1,b1\n') })).toThrow(/T2\.csv: missing column label/);
    expect(match({ train: file('T3.csv', 'ltable_id,rtable_id,label\na1,b1,1\na2,b2,0\n') })).toThrow(/T3\.csv: training needs at least 10 labelled pairs/);
    expect(match({ right: join(dir, 'missing.csv') })).toThrow(/missing\.csv: file not found/);
  });

  it('names duplicate ids, rows longer than the header and quotes left open', () => {
    const dup = file('dup.csv', 'id,name\nx,a\nx,b\n');
    expect(() => runMatch({ left: dup, right: RIGHT, pairs: PAIRS, train: null })).toThrow(/dup\.csv, row 2 \(line 3\): id x appears twice/);
    const long = file('long.csv', 'id,name\nx,a,b\n');
    expect(() => runMatch({ left: long, right: RIGHT, pairs: PAIRS, train: null })).toThrow(/long\.csv, row 1 \(line 2\): 3 fields, the header has 2/);
    const open = file('open.csv', 'id,name\nx,"a\n');
    expect(() => runMatch({ left: open, right: RIGHT, pairs: PAIRS, train: null })).toThrow(/open\.csv: line 2: quoted field is not closed/);
  });

  it('fits the scorer on T and decides held-out pairs of generated shops better than without it', () => {
    const data = generateMatchDataset(5, 250);
    const left = file('gA.csv', csvFile(['id', 'name', 'description', 'price'], data.left.map((r) => [r.id, r.title, r.description ?? '', r.price ?? ''])));
    const right = file('gB.csv', csvFile(['id', 'title', 'description', 'brand', 'price'], data.right.map((r) => [r.id, r.title, r.description ?? '', r.brand ?? '', r.price ?? ''])));
    const train = file('gT.csv', csvFile(['ltable_id', 'rtable_id', 'label'], data.train.map((p) => [p.leftId, p.rightId, String(p.label)])));
    const pairs = file('gP.csv', csvFile(['ltable_id', 'rtable_id'], data.test.map((p) => [p.leftId, p.rightId])));
    const f1 = (lines: readonly string[]) => {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      lines.forEach((line, i) => {
        const same = (JSON.parse(line) as { same: boolean }).same;
        const label = data.test[i]?.label;
        if (same && label === 1) tp++;
        else if (same) fp++;
        else if (label === 1) fn++;
      });
      return (2 * tp) / (2 * tp + fp + fn);
    };
    const trained = runMatch({ left, right, pairs, train });
    expect(trained.model?.source).toBe(`trained on ${data.train.length} pairs`);
    expect(trained.lines).toHaveLength(data.test.length);
    const untrained = runMatch({ left, right, pairs, train: null });
    expect(f1(trained.lines)).toBeGreaterThan(0.9);
    expect(f1(trained.lines)).toBeGreaterThan(f1(untrained.lines));
  });
});
