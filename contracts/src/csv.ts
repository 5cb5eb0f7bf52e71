/**
 * CSV, the one home of its rules (issue 11 defect 7), in two kinds:
 *
 * - **For machines** (the ERP feed): RFC 4180 — a field with a comma, quote or line break is
 *   quoted, quotes doubled — and otherwise every value exactly as it is. An ERP must receive a
 *   SKU as the shop has it, so nothing is added to a cell.
 * - **For spreadsheets** (files a person downloads and opens): the same quoting, and a text cell
 *   that starts with `=`, `+`, `-`, `@`, a tab or a carriage return — which Excel, LibreOffice and
 *   Google Sheets would run as a formula (`=cmd|' /C calc'!A0`, `=HYPERLINK(…)`) — gets a leading
 *   `'` (OWASP's rule for CSV injection), so it shows as text. A real number (a number value, or a
 *   text that is nothing but a signed decimal number) stays a number.
 */

/** A value of a spreadsheet cell: numbers stay numbers, null is an empty cell. */
export type SpreadsheetValue = string | number | boolean | null | undefined;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A header line and one line per row, fields quoted by RFC 4180, CRLF line ends (the ERP feed). */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/** What makes a spreadsheet read a cell as a formula (OWASP: = + - @ tab carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed decimal number and nothing else: a spreadsheet reads it as that number, not a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A text cell for a spreadsheet: one that would start a formula gets a leading `'`; a plain signed number stays. */
export function neutralisedText(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** One cell of a spreadsheet-bound CSV: formula starts neutralised, then quoted by RFC 4180. */
export function spreadsheetCell(value: SpreadsheetValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return csvField(neutralisedText(value));
}

/**
 * A CSV file a person opens in a spreadsheet: a UTF-8 byte order mark (so Excel reads umlauts
 * right), a header line and one line per row, every cell through `spreadsheetCell`, CRLF ends.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly SpreadsheetValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((cells) => `${cells.map(spreadsheetCell).join(',')}\r\n`).join('')}`;
}

/** A CSV record as read: its fields and the line of the file it starts on (1-based, for messages). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * Reads RFC 4180 CSV (the reading side of the rules above): a leading byte order mark is
 * dropped, fields may be quoted (commas, quotes doubled, line breaks inside), lines end in LF or
 * CRLF, blank lines are skipped. Throws on a quote left open, naming the line it opened on.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let recordLine = 1;
  let touched = false;
  let atFieldStart = true;
  const endRecord = () => {
    if (touched || fields.length > 0 || field !== '') records.push({ fields: [...fields, field], line: recordLine });
    fields = [];
    field = '';
    touched = false;
    atFieldStart = true;
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '"' && atFieldStart) {
      const openedOn = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new Error(`line ${openedOn}: quoted field is not closed`);
        const q = text[i] as string;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      touched = true;
      atFieldStart = false;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      touched = true;
      atFieldStart = true;
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += c;
    atFieldStart = false;
    i++;
  }
  endRecord();
  return records;
}
