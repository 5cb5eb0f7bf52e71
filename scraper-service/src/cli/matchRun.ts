/**
 * The match CLI's work without process I/O (issue 17 item 4): reading the product tables and
 * pair files (every error names the file and row), fitting on T, scoring P.
 */
import { readFileSync } from 'node:fs';
import { parseCsv } from '@pm/contracts';
import { createMatcher, DEFAULT_SAME_THRESHOLD, scorePairSet, type MatchModel, type MatchRecord } from '@pm/contracts/domain';

/** Input that is wrong: the message names the file and the row. */
export class InputError extends Error {}

interface Table {
  header: string[];
  rows: { fields: string[]; row: number; line: number }[];
}

function readTable(path: string): Table {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message}`);
  }
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new InputError(`${path}: ${(error as Error).message}`);
  }
  const [head, ...rest] = records;
  if (!head) throw new InputError(`${path}: empty file, a header line is needed`);
  const header = head.fields.map((h) => h.trim().toLowerCase());
  return { header, rows: rest.map((r, i) => ({ fields: r.fields, row: i + 1, line: r.line })) };
}

function where(path: string, row: { row: number; line: number }): string {
  return `${path}, row ${row.row} (line ${row.line})`;
}

function column(table: Table, path: string, names: readonly string[], required: boolean): number {
  const index = table.header.findIndex((h) => names.includes(h));
  if (index === -1 && required) throw new InputError(`${path}: missing column ${names.join(' or ')} in the header (${table.header.join(',')})`);
  return index;
}

/** A hex perceptual hash, or nothing (image URLs cannot be fetched by this offline tool). */
function imageHashOf(value: string): string | null {
  const v = value.trim();
  return /^[0-9a-fA-F]{16,}$/.test(v) ? v : null;
}

export function readProducts(path: string): MatchRecord[] {
  const table = readTable(path);
  const id = column(table, path, ['id'], true);
  const title = column(table, path, ['name', 'title'], false);
  const brand = column(table, path, ['brand', 'manufacturer'], false);
  const description = column(table, path, ['description'], false);
  const price = column(table, path, ['price'], false);
  const gtin = column(table, path, ['gtin', 'ean', 'upc'], false);
  const mpn = column(table, path, ['mpn'], false);
  const image = column(table, path, ['image', 'imagehash', 'image_hash'], false);
  const seen = new Set<string>();
  const cell = (fields: string[], index: number) => (index === -1 ? '' : (fields[index] ?? '').trim());
  return table.rows.map((r) => {
    if (r.fields.length > table.header.length) throw new InputError(`${where(path, r)}: ${r.fields.length} fields, the header has ${table.header.length}`);
    const recordId = cell(r.fields, id);
    if (recordId === '') throw new InputError(`${where(path, r)}: empty id`);
    if (seen.has(recordId)) throw new InputError(`${where(path, r)}: id ${recordId} appears twice`);
    seen.add(recordId);
    const nullable = (index: number) => cell(r.fields, index) || null;
    return {
      id: recordId,
      title: cell(r.fields, title),
      brand: nullable(brand),
      description: nullable(description),
      price: nullable(price),
      gtin: nullable(gtin),
      mpn: nullable(mpn),
      imageHash: imageHashOf(cell(r.fields, image)),
    };
  });
}

export interface PairRow {
  left: string;
  right: string;
  label: 0 | 1 | null;
}

/** Pairs of ids; with `labelled`, a 0/1 label per row is required (P's label column is never read). */
export function readPairs(path: string, labelled: boolean, leftIds: ReadonlySet<string>, rightIds: ReadonlySet<string>): PairRow[] {
  const table = readTable(path);
  const l = column(table, path, ['ltable_id'], true);
  const r = column(table, path, ['rtable_id'], true);
  const labelColumn = labelled ? column(table, path, ['label'], true) : -1;
  return table.rows.map((row) => {
    const left = (row.fields[l] ?? '').trim();
    const right = (row.fields[r] ?? '').trim();
    if (!leftIds.has(left)) throw new InputError(`${where(path, row)}: ltable_id ${JSON.stringify(left)} is not an id of the left table`);
    if (!rightIds.has(right)) throw new InputError(`${where(path, row)}: rtable_id ${JSON.stringify(right)} is not an id of the right table`);
    let label: 0 | 1 | null = null;
    if (labelled) {
      const value = (row.fields[labelColumn] ?? '').trim();
      if (value !== '0' && value !== '1') throw new InputError(`${where(path, row)}: label must be 0 or 1, not ${JSON.stringify(value)}`);
      label = value === '1' ? 1 : 0;
    }
    return { left, right, label };
  });
}

export interface MatchRun {
  lines: string[];
  model: MatchModel | null;
}

/** The whole CLI without process I/O: reads the files, fits on T if given, scores P. */
export function runMatch(files: { left: string; right: string; pairs: string; train: string | null }): MatchRun {
  const left = readProducts(files.left);
  const right = readProducts(files.right);
  const leftIds = new Set(left.map((r) => r.id));
  const rightIds = new Set(right.map((r) => r.id));
  const pairs = readPairs(files.pairs, false, leftIds, rightIds);
  const train = files.train === null ? null : readPairs(files.train, true, leftIds, rightIds);
  const matcher = createMatcher(left, right);
  let result;
  try {
    result = scorePairSet(matcher, pairs, train === null ? null : { pairs: train, labels: train.map((p) => p.label as 0 | 1) });
  } catch (error) {
    // Fitting refuses too few pairs or pairs of one label.
    throw new InputError(`${files.train ?? files.pairs}: ${(error as Error).message}`);
  }
  const { probabilities, model } = result;
  const lines = pairs.map((p, i) => {
    const probability = Math.round((probabilities[i] as number) * 1e6) / 1e6;
    return JSON.stringify({ ltable_id: p.left, rtable_id: p.right, probability, same: probability >= DEFAULT_SAME_THRESHOLD });
  });
  return { lines, model };
}
