import { useLingui } from '@lingui/react/macro';
import type { CustomValueDefinition, ErpRejectedRow, ErpSystem } from '@pm/contracts';
import { messageForCode } from '../../../lib/errorMessages.ts';

/**
 * The texts of the ERP connection screen that depend on data: systems, a failure with the ERP's
 * status code (spec §8), and why a row of a refresh was left out.
 */
export function useErpTexts(customValues: readonly CustomValueDefinition[] = []) {
  const { t, i18n } = useLingui();

  const productFields: Record<string, string> = {
    sku: t`SKU`,
    name: t`Name`,
    brand: t`Brand`,
    gtin: t`GTIN/EAN`,
    mpn: t`MPN`,
    externalId: t`External ID`,
    variant: t`Variant`,
    purchasePrice: t`Purchase price`,
    stockQuantity: t`Stock`,
    weight: t`Weight`,
    targetMargin: t`Target margin`,
    minPrice: t`Minimum price`,
  };
  const countryPrices: Record<string, string> = { salesPrice: t`Sales price (gross)`, strikePrice: t`Strike price`, msrp: t`MSRP` };

  /** A field of a rejected row as the user knows it: a custom value's name, a product field's label, a country's price; else as given. */
  const fieldLabel = (field: string): string => {
    const [head, second, third] = field.split('.');
    if (head === 'customValues' && second) return customValues.find((definition) => definition.key === second)?.label ?? second;
    if (head === 'pricing' && second && third && countryPrices[third]) return `${countryPrices[third]} (${second.toUpperCase()})`;
    return productFields[field] ?? field;
  };

  const systemLabel = (system: ErpSystem): string => (system === 'PLENTY' ? t`Plenty` : t`CSV/JSON export URL`);

  /**
   * A failed test or refresh: the spec's §8 sentence with the status code where the ERP answered,
   * and the reason of the ERP_* code where it says more than that (wrong credentials, rate limit, …).
   */
  const failureText = (code: string, statusCode: number | null): string => {
    const reason = i18n._(messageForCode(code));
    if (statusCode === null) return reason;
    const spec = t`Inputs or prices could not be refreshed: the ERP/shop system responded with code ${statusCode}.`;
    const generic = code === 'ERP_UNAVAILABLE' || code === 'ERP_MALFORMED_RESPONSE' || code === 'ERP_REQUEST_REJECTED';
    return generic ? spec : `${spec} ${reason}`;
  };

  const param = (row: ErpRejectedRow, name: string): string => {
    const value = row.params[name];
    return value === null || value === undefined ? '' : String(value);
  };

  /** Why a row was rejected, from its code and params. */
  const rejectionText = (row: ErpRejectedRow): string => {
    const field = row.field === null ? '' : fieldLabel(row.field);
    switch (row.code) {
      case 'SKU_MISSING':
        return t`The variation has no SKU.`;
      case 'SKU_DUPLICATE': {
        const first = param(row, 'firstVariationId');
        return first ? t`The SKU appears more than once; variation ${first} was kept.` : t`The SKU appears more than once; the first variation was kept.`;
      }
      case 'NOT_A_NUMBER':
        return t`The value of ${field} is not a number in the mapped format.`;
      case 'NOT_A_BOOLEAN':
        return t`The value of ${field} is neither the value for true nor the one for false.`;
      case 'OUT_OF_RANGE':
        return t`The value of ${field} is out of range.`;
      case 'UNKNOWN_UNIT':
        return t`The quantity unit of ${field} is not mapped.`;
      case 'INVALID_GTIN':
        return t`The GTIN/EAN is not valid.`;
      case 'INVALID_JSON':
        return t`The value of ${field} is not valid JSON.`;
      case 'TOO_LONG':
        return t`The value of ${field} is too long.`;
      case 'NO_SUCH_CUSTOM_VALUE':
        return t`The custom value ${field} is not defined.`;
      case 'SKU_TAKEN':
        return t`A product with this SKU already exists.`;
      case 'VALUE_INVALID':
        return field ? t`The value of ${field} is not valid.` : t`A value of the row is not valid.`;
      default:
        return t`The row could not be read (${row.code}).`;
    }
  };

  return { systemLabel, failureText, rejectionText, fieldLabel };
}
