/**
 * The shop-system port (issue 15): what the product needs of a company's ERP or shop system to
 * refresh its inputs and output channels and to write confirmed prices back. pricing-service owns
 * it (ARCHITECTURE §2: the rule engine and the ERP/shop write-back); one adapter per system —
 * Plenty (`plentyAdapter.ts`), a CSV/JSON export URL (`exportUrlAdapter.ts`); Shopify or
 * Shopware later are one more adapter each.
 *
 * Every failure is an AppError with an `ERP_*` code; where the system answered, `details.statusCode`
 * is its HTTP status (spec §8: "… the ERP/shop system responded with code {statusCode}").
 * Money is in integer cents (ARCHITECTURE §8).
 */

/** One variation (sellable article) as the shop system holds it. */
export interface ShopVariation {
  /** The variation number the product knows as SKU (never empty: rows without one are issues). */
  sku: string;
  /** The system's own id of the variation (Plenty: variation id; CSV: the id column or the SKU). */
  variationId: string;
  /** The system's item (article) the variation belongs to, when it has one. */
  itemId: string | null;
  name: string | null;
  /** EAN/GTIN and other barcodes, as written. */
  barcodes: string[];
  /** One price per sales price configuration (output channel), gross, in cents. */
  salesPrices: { salesPriceId: string; priceCents: number }[];
  /** Net purchase price in cents. */
  purchasePriceCents: number | null;
  /** Net stock (sellable quantity), when the system reports it. */
  stock: number | null;
  /** The system's properties / extra columns by name, as text: the raw material of custom values. */
  properties: Record<string, string>;
}

/** Why a row of the system was not turned into a variation (or only partly). */
export type VariationIssueReason = 'SKU_MISSING' | 'SKU_DUPLICATE' | 'VALUE_INVALID';

export interface VariationIssue {
  reason: VariationIssueReason;
  /** Where it is: the system's variation id, or the row number of an export (header = row 1). */
  variationId: string | null;
  row: number | null;
  sku: string | null;
  /** The field concerned (for VALUE_INVALID), e.g. `purchasePrice`. */
  field: string | null;
  /** For SKU_DUPLICATE: the variation that was read first with this SKU (it is kept). */
  firstVariationId: string | null;
  message: string;
}

/** One page as the system pages; `issues` name the rows of this page that were left out or cut. */
export interface VariationPage {
  page: number;
  variations: ShopVariation[];
  issues: VariationIssue[];
  /** All rows the system reports, when it says (Plenty's `totalsCount`). */
  totalCount: number | null;
  isLastPage: boolean;
}

/** A sales price configuration: an output channel's regular or strike price. */
export interface SalesPriceConfiguration {
  id: string;
  /** The name shown to users (German if the system has it, else the first one). */
  name: string;
  /** The system's kind of price (Plenty: default, rrp, specialOffer, …) when it has one. */
  type: string | null;
  currencies: string[];
  countries: string[];
  /** Sales channels / marketplaces (Plenty referrers) the price applies to. */
  referrers: string[];
  /** Shops (Plenty clients / plentyIds) the price applies to. */
  clients: string[];
}

export interface SalesPriceWrite {
  variationId: string;
  salesPriceId: string;
  priceCents: number;
}

export type SalesPriceWriteOutcome =
  | { status: 'written'; created: boolean }
  /** The system refused this entry (its status or message); the others may still be written. */
  | { status: 'rejected'; statusCode: number | null; message: string }
  /** The system answered without naming this entry: unknown whether it was written. */
  | { status: 'unconfirmed' };

export type SalesPriceWriteResult = SalesPriceWrite & SalesPriceWriteOutcome;

export interface ConnectionTest {
  ok: true;
  /** What the system says about itself, for the settings page (e.g. "Plenty REST, 12 sales prices"). */
  description: string;
}

export interface ReadVariationsOptions {
  /** Rows per page asked for (the system may cap it). */
  pageSize?: number;
  signal?: AbortSignal;
}

export interface ShopSystem {
  readonly kind: 'plenty' | 'export-url';
  /** Entries one `writeSalesPrices` call takes at most (0: the system is read-only). */
  readonly maxWriteBatch: number;
  /** Logs in (or fetches) once and reads the smallest thing that proves the connection works. */
  testConnection(): Promise<ConnectionTest>;
  /**
   * The variations page by page, as the system pages. A SKU seen twice is kept the first time and
   * reported (SKU_DUPLICATE) the second time, across pages; rows without SKU are reported.
   */
  readVariations(options?: ReadVariationsOptions): AsyncIterable<VariationPage>;
  readSalesPriceConfigurations(): Promise<SalesPriceConfiguration[]>;
  /**
   * Writes one batch of at most `maxWriteBatch` prices (ERP_BATCH_TOO_LARGE above it) and answers
   * every entry's outcome in the order given. Throws only when the whole call failed.
   */
  writeSalesPrices(batch: readonly SalesPriceWrite[]): Promise<SalesPriceWriteResult[]>;
}
