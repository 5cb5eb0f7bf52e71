import { neutralisedText, type ExportFormat } from '@pm/contracts';

/**
 * How a spreadsheet of the format's locale reads the file (docs/exports.md): `de` with `;`
 * between cells and a decimal comma, `en` with `,` and a decimal point.
 */
export const CSV_DIALECTS: Record<ExportFormat, { delimiter: ';' | ','; decimal: string }> = {
  de: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/** The cell formatters of one format; every cell of an export goes through one of them. */
export function cellFormatters(format: ExportFormat) {
  const { decimal } = CSV_DIALECTS[format];
  return {
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
    decimal: (value: number | null | undefined, digits = 2): string => (value == null || !Number.isFinite(value) ? '' : value.toFixed(digits).replace('.', decimal)),
    /** Instants as stored: ISO 8601 in UTC, the same in every format. */
    instant: (value: string | null | undefined): string => value ?? '',
    /** Machine values of a closed vocabulary (status codes, countries): as they are. */
    code: (value: string | null | undefined): string => value ?? '',
    flag: (value: boolean): string => (value ? 'true' : 'false'),
  };
}
export type CellFormatters = ReturnType<typeof cellFormatters>;
