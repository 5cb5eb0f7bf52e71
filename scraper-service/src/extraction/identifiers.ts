/** Product identifiers as found on pages: GTIN/EAN in any of schema.org's properties, digits only. */
import { first, type SchemaNode } from './schemaNodes.ts';

const GTIN_KEYS = ['gtin13', 'gtin', 'gtin14', 'gtin12', 'gtin8', 'ean', 'isbn'];

/** Digits of a GTIN-8/12/13/14 (a "urn:gtin:"/"gtin:" prefix or spaces allowed), else null. */
export function normaliseGtinText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) value = String(value);
  if (typeof value !== 'string') return null;
  const digits = value.replace(/^(?:urn:)?(?:gtin|ean|isbn)[:\s]*/i, '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  // GTIN-12 written with a leading zero as 13 digits stays as written; other lengths are not GTINs.
  return [8, 12, 13, 14].includes(digits.length) ? digits : null;
}

export function readGtin(node: SchemaNode): string | null {
  for (const key of GTIN_KEYS) {
    const gtin = normaliseGtinText(first(node, key));
    if (gtin) return gtin;
  }
  return null;
}
