import { parse } from 'csv-parse/sync';
import { CSV_DELIMITERS, PRODUCT_IMPORT_LIMITS, type CsvDelimiter } from '@pm/contracts';
import { AppError, appError } from '@pm/platform';

export interface CsvRow {
  /** Line where the row starts in the file (header = 1). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  headers: string[];
  rows: CsvRow[];
}

/** Refuses files over the limits of PRODUCT_IMPORT_LIMITS with 413 before anything is parsed. */
export function checkCsvSize(csv: string): void {
  if (Buffer.byteLength(csv, 'utf8') > PRODUCT_IMPORT_LIMITS.maxBytes) {
    throw new AppError('IMPORT_TOO_LARGE', `The file is larger than ${PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`, { maxBytes: PRODUCT_IMPORT_LIMITS.maxBytes });
  }
}

/** The delimiter (`,` `;` or tab) that occurs most often in the header line outside quotes; `,` when none does. */
export function detectDelimiter(csv: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of csv.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvDelimiter)) counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

const newlines = (cells: string[]) => cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Parses the file into a header and data rows. Empty lines and rows of only empty cells are
 * skipped; rows keep their line in the file so errors point at what the person sees in an editor.
 */
export function readCsvTable(csv: string, delimiter: CsvDelimiter = detectDelimiter(csv)): CsvTable {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One kind of line break: csv-parse counts a CR LF inside quotes as two lines, shifting every later line number.
    records = parse(csv.replace(/\r\n?/g, '\n'), {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw appError('IMPORT_UNREADABLE', `The file could not be read as CSV: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw appError('IMPORT_EMPTY', 'The file has no header line or no data rows.');
  if (data.length > PRODUCT_IMPORT_LIMITS.maxRows) {
    throw new AppError('IMPORT_TOO_MANY_ROWS', `The file has more than ${PRODUCT_IMPORT_LIMITS.maxRows} rows.`, { maxRows: PRODUCT_IMPORT_LIMITS.maxRows, rows: data.length });
  }
  return {
    delimiter,
    headers: header.record,
    rows: data.map(({ record, info }) => ({ line: info.lines - newlines(record), cells: record })),
  };
}
