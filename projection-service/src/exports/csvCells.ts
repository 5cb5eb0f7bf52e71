import { neutralisedText, type ExportFormat } from '@pm/contracts';

/**
 * How a spreadsheet of the format's locale reads the file (docs/exports.md): `de` with `;`
 * between cells and a decimal comma, `en` with `,` and a decimal point.
 */
export const CSV_DIALECTS: Record<ExportFormat, { delimiter: ';' | ','; decimal: string }> = {
  de: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/** A cell that holds the separator, a quote or a line break must be quoted (RFC 4180). */
const NEEDS_QUOTES = { ';': /[;"\r\n]/, ',': /[,"\r\n]/ } as const;

/** A cell as the file holds it: quoted (a quote doubled) only where it holds the separator, a quote or a line break. */
export function csvCell(cell: string, delimiter: ';' | ','): string {
  return NEEDS_QUOTES[delimiter].test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The cell formatters of one format; every cell of an export goes through one of them. */
export function cellFormatters(format: ExportFormat) {
  const { decimal, delimiter } = CSV_DIALECTS[format];
  const needsQuotes = NEEDS_QUOTES[delimiter];
  // Exports repeat a few ratios row after row (an extraction method's confidence): the last one's text is kept.
  let lastRatio = Number.NaN;
  let lastRatioDigits = -1;
  let lastRatioText = '';
  return {
    /** The format's separator, for exports that write their lines themselves (`field` for each cell that is not a number). */
    delimiter,
    /** A formatted cell as the file holds it (csvCell): for lines written without `csvLine`. */
    field: (cell: string): string => (needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell),
    /**
     * Text from users, shops or scraped pages (names, SKUs, URLs, errors): one that would start a
     * formula gets a leading `'` (contracts/src/csv.ts). Number cells come from the formatters
     * below, written from numbers, so a negative amount stays a number.
     */
    text: (value: string | null | undefined): string => (value == null ? '' : neutralisedText(value)),
    /** Exact cents as an amount with two decimals (-1234 → -12.34 / -12,34). */
    money: (cents: number | null | undefined): string => {
      if (cents == null) return '';
      const abs = Math.abs(cents);
      return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
    },
    integer: (value: number | null | undefined): string => (value == null ? '' : String(Math.trunc(value))),
    /** A ratio shown rounded (percentages): fixed decimals in the format's notation. */
    decimal: (value: number | null | undefined, digits = 2): string => {
      if (value == null || !Number.isFinite(value)) return '';
      if (value !== lastRatio || digits !== lastRatioDigits) {
        lastRatio = value;
        lastRatioDigits = digits;
        lastRatioText = value.toFixed(digits).replace('.', decimal);
      }
      return lastRatioText;
    },
    /** Instants as stored: ISO 8601 in UTC, the same in every format. */
    instant: (value: string | null | undefined): string => value ?? '',
    /** Machine values of a closed vocabulary (status codes, countries): as they are. */
    code: (value: string | null | undefined): string => value ?? '',
    flag: (value: boolean): string => (value ? 'true' : 'false'),
  };
}
export type CellFormatters = ReturnType<typeof cellFormatters>;
