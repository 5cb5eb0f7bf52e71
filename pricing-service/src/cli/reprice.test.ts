import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { EngineResult } from '../engine/runEngine.ts';

const script = fileURLToPath(new URL('./reprice.ts', import.meta.url));
const example = fileURLToPath(new URL('../../../docs/examples/reprice-example.json', import.meta.url));
const reprice = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 20_000 });
const dir = mkdtempSync(join(tmpdir(), 'reprice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run reprice', () => {
  it('prints the outcomes of docs/examples/reprice-example.json as a table with the decision traces', () => {
    const run = reprice(example);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[1]).toBe('Outcomes: EXECUTED 4, OVERWRITTEN 2, ERROR 1, TARGET_FULFILLED 0, CONSTRAINTS_NOT_MET 1; no rule matched: 0');
    const row = (sku: string, channel: string) => lines.find((l) => l.startsWith(sku) && l.includes(channel) && !l.includes('OVERWRITTEN'))?.split(/\s{2,}/);
    expect(row('SKU-1', 'Webshop DE')).toEqual(['SKU-1', 'Akku-Bohrschrauber 18 V', 'Webshop DE', '1 % below the cheapest competitor (1)', 'EXECUTED', '59.50', '58.99', '59.50']);
    expect(row('SKU-1', 'Marktplatz DE')?.slice(4, 7)).toEqual(['EXECUTED', '59.50', '71.99']);
    expect(row('SKU-2', 'Webshop DE')?.slice(4)).toEqual(['ERROR', '19.99', '–', '–', 'NO_COMPETITOR_PRICE']);
    expect(row('SKU-3', 'Webshop DE')?.slice(4)).toEqual(['CONSTRAINTS_NOT_MET', '79.00', '–', '–', 'CONSTRAINTS_CONFLICT']);
    expect(run.stdout).toContain('CONSTRAINT MIN_PROFIT_MARGIN (limit 30, bound 58.65): 52.37 → 58.65');
    expect(run.stdout).toContain('Shop D 45.00 + 0.00 shipping = 45.00 (observed 2026-11-21T21:00:00.000Z, event ev-d) not used: FLAGGED');
    expect(run.stdout).toContain('conflict    MIN_PROFIT_MARGIN needs at least 84.15, MSRP_CAP allows at most 75.00');
    expect(run.stdout).toContain('strike      59.50 from 2026-11-22T05:00:00.000Z until 2026-12-22T05:00:00.000Z');
  });

  it('--json prints the engine result itself', () => {
    const run = reprice(example, '--json');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as EngineResult;
    expect(result.counts).toEqual({ EXECUTED: 4, OVERWRITTEN: 2, ERROR: 1, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 1 });
    expect(result.results[0]).toMatchObject({ sku: 'SKU-1', channelId: 'shop', outcome: 'EXECUTED', proposal: { newPrice: 58.99, strikePrice: 59.5, trace: { targetPrice: 52.37, proposedPrice: 58.99 } } });
  });

  it('names the path of every problem in bad input and exits with 1', () => {
    const input = JSON.parse(readFileSync(example, 'utf8')) as { rules: { target: { percent?: number } }[]; channels: { vatRate: number }[] };
    input.rules[1]!.target.percent = -5;
    input.channels[0]!.vatRate = 120;
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(input));
    const run = reprice(file);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`reprice: ${file} is not a valid pricing run input:`);
    expect(run.stderr).toMatch(/- channels\[0\]\.vatRate: .*100/);
    expect(run.stderr).toMatch(/- rules\[1\]\.target\.percent: .*0/);
  });

  it('reports unreadable files, broken JSON and a bad run time', () => {
    expect(reprice(join(dir, 'missing.json'))).toMatchObject({ status: 1, stderr: expect.stringContaining('cannot read') });
    writeFileSync(join(dir, 'broken.json'), '{ "now": ');
    expect(reprice(join(dir, 'broken.json'))).toMatchObject({ status: 1, stderr: expect.stringContaining('not valid JSON') });
    writeFileSync(join(dir, 'time.json'), readFileSync(example, 'utf8').replace('"2026-11-22T05:00:00.000Z"', '"tomorrow"'));
    expect(reprice(join(dir, 'time.json'))).toMatchObject({ status: 1, stderr: expect.stringContaining('now: "tomorrow" is not an ISO date-time') });
  });

  it('explains its usage', () => {
    expect(reprice()).toMatchObject({ status: 1, stderr: expect.stringContaining('usage:') });
    expect(reprice(example, '--yaml')).toMatchObject({ status: 1, stderr: expect.stringContaining('unknown option --yaml') });
  });
});
