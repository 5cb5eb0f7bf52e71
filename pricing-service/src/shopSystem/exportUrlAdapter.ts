/**
 * The CSV/JSON URL adapter of the shop-system port, for companies without Plenty: a shop export
 * fetched from a URL — CSV with a header row (BOM stripped, delimiter `,` `;` or tab detected by
 * which gives the header the most columns) or a JSON array of objects (also under `entries`,
 * `items`, `variations` or `data`). Bounded in size (ERP_SOURCE_TOO_LARGE) and time; read-only
 * (writeSalesPrices: ERP_READ_ONLY).
 *
 * Columns are found by common names until the input data mapping (issue 15 item 5) names them:
 * SKU (`sku`, `number`, `Variationsnummer`, …), `variationId`, `itemId`, name, barcodes
 * (`ean`, `gtin`, `barcode`; several separated by `,` `;` `|`), purchase price, stock, sales prices
 * (`price` → configuration "price"; `price_<id>` / `salesPrice_<id>` → configuration `<id>`);
 * every other column is a property. Amounts take a dot or a comma as decimal mark.
 */
import { parse } from 'csv-parse/sync';
import { CSV_DELIMITERS } from '@pm/contracts';
import { toCents } from '@pm/contracts/domain';
import { AppError } from '@pm/platform';
import { erpRequest, header, statusError, type ErpHttpOptions } from './erpHttp.ts';
import { createSkuGuard } from './skuGuard.ts';
import type { ReadVariationsOptions, SalesPriceConfiguration, ShopSystem, ShopVariation, VariationIssue, VariationPage } from './shopSystem.ts';

export interface ExportUrlAdapterOptions {
  url: string;
  allowHosts?: readonly string[];
  resolve?: ErpHttpOptions['resolve'];
  /** Time limit of the download (default 60 s). */
  timeoutMs?: number;
  /** Largest export read (default 20 MiB). */
  maxBytes?: number;
  /** Rows per page handed out (default 500). */
  pageSize?: number;
}

export const EXPORT_URL_DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

type Field = 'sku' | 'variationId' | 'itemId' | 'name' | 'barcodes' | 'purchasePrice' | 'stock';
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');
const FIELD_NAMES: Record<Field, string[]> = {
  sku: ['sku', 'number', 'variationnumber', 'variationsnummer', 'artikelnummer', 'itemnumber', 'articlenumber'],
  variationId: ['variationid', 'id'],
  itemId: ['itemid', 'artikelid'],
  name: ['name', 'title', 'productname', 'produktname', 'bezeichnung'],
  barcodes: ['ean', 'gtin', 'barcode', 'barcodes', 'ean13', 'gtin13'],
  purchasePrice: ['purchaseprice', 'einkaufspreis', 'ek', 'cost', 'costprice'],
  stock: ['stock', 'bestand', 'netstock', 'quantity', 'lagerbestand'],
};
const SALES_PRICE = /^(?:price|salesprice|verkaufspreis|vk)(?:[_\- ]?(.+))?$/i;

interface Table {
  columns: string[];
  /** Each row's values by column, and its row number (CSV: line, header = 1; JSON: position from 1). */
  rows: { row: number; values: Record<string, unknown> }[];
}

const malformed = (message: string, statusCode: number) => new AppError('ERP_MALFORMED_RESPONSE', message, { statusCode });

function bestDelimiter(csv: string): string {
  const firstLine = csv.split(/\r?\n/, 1)[0] ?? '';
  let best: string = ',';
  let most = 0;
  for (const delimiter of CSV_DELIMITERS) {
    try {
      const [header] = parse(firstLine, { delimiter, relax_quotes: true }) as string[][];
      if ((header?.length ?? 0) > most) {
        most = header?.length ?? 0;
        best = delimiter;
      }
    } catch {
      // A delimiter that cannot split the header is not the one.
      continue;
    }
  }
  return best;
}

function csvTable(csv: string, statusCode: number): Table {
  const delimiter = bestDelimiter(csv);
  let records: string[][];
  try {
    records = parse(csv, { delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    throw malformed(`The export could not be read as CSV: ${(error as Error).message}`, statusCode);
  }
  const [columns, ...data] = records;
  if (!columns) return { columns: [], rows: [] };
  return { columns, rows: data.map((cells, index) => ({ row: index + 2, values: Object.fromEntries(columns.map((c, k) => [c, cells[k] ?? ''])) })) };
}

function jsonTable(text: string, statusCode: number): Table {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw malformed('The export is not valid JSON.', statusCode);
  }
  const list = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? ['entries', 'items', 'variations', 'data'].map((k) => (body as Record<string, unknown>)[k]).find(Array.isArray) : undefined;
  if (!Array.isArray(list)) throw malformed('The JSON export is not an array of rows.', statusCode);
  const columns = new Set<string>();
  const rows = list.map((entry, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw malformed(`Row ${index + 1} of the JSON export is not an object.`, statusCode);
    for (const key of Object.keys(entry)) columns.add(key);
    return { row: index + 1, values: entry as Record<string, unknown> };
  });
  return { columns: [...columns], rows };
}

const cell = (value: unknown): string | null => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** An amount with a dot or a comma as decimal mark (no thousands separators), in cents. */
function cents(value: unknown): number | null | 'invalid' {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? toCents(value) : 'invalid';
  const text = cell(value);
  if (text === null) return null;
  if (!/^\d+([.,]\d+)?$/.test(text)) return 'invalid';
  return toCents(Number(text.replace(',', '.')));
}

interface Columns {
  fields: Partial<Record<Field, string>>;
  /** Sales price column → configuration id. */
  prices: Map<string, string>;
  properties: string[];
}

function columnsOf(names: string[]): Columns {
  const fields: Partial<Record<Field, string>> = {};
  const prices = new Map<string, string>();
  const properties: string[] = [];
  for (const name of names) {
    const key = normalise(name);
    const field = (Object.keys(FIELD_NAMES) as Field[]).find((f) => fields[f] === undefined && FIELD_NAMES[f].includes(key));
    if (field) {
      fields[field] = name;
      continue;
    }
    const price = SALES_PRICE.exec(name.trim());
    if (price) prices.set(name, price[1] ?? 'price');
    else properties.push(name);
  }
  return { fields, prices, properties };
}

function variationOf(row: Table['rows'][number], columns: Columns, issues: VariationIssue[]): ShopVariation | null {
  const get = (field: Field) => (columns.fields[field] ? cell(row.values[columns.fields[field]]) : null);
  const sku = get('sku');
  const variationId = get('variationId') ?? sku;
  const at = { row: row.row, variationId, firstVariationId: null };
  if (!sku || !variationId) {
    issues.push({ ...at, reason: 'SKU_MISSING', sku: null, field: columns.fields.sku ?? 'sku', message: `Row ${row.row} has no SKU and was left out.` });
    return null;
  }
  const amount = (column: string, field: string): number | null => {
    const value = cents(row.values[column]);
    if (value !== 'invalid') return value;
    issues.push({ ...at, reason: 'VALUE_INVALID', sku, field, message: `Row ${row.row}: "${String(row.values[column])}" in ${column} is not an amount; it was left empty.` });
    return null;
  };
  const salesPrices: ShopVariation['salesPrices'] = [];
  for (const [column, salesPriceId] of columns.prices) {
    const priceCents = amount(column, column);
    if (priceCents !== null) salesPrices.push({ salesPriceId, priceCents });
  }
  const stockText = get('stock');
  const stock = stockText === null ? null : Number(stockText.replace(',', '.'));
  if (stock !== null && !Number.isFinite(stock)) issues.push({ ...at, reason: 'VALUE_INVALID', sku, field: columns.fields.stock ?? 'stock', message: `Row ${row.row}: the stock "${stockText}" is not a number; it was left empty.` });
  const rawBarcodes = columns.fields.barcodes ? row.values[columns.fields.barcodes] : undefined;
  const barcodes = Array.isArray(rawBarcodes) ? rawBarcodes.map(cell).filter((b): b is string => b !== null) : (cell(rawBarcodes) ?? '').split(/[,;|\s]+/).filter(Boolean);
  const properties: Record<string, string> = {};
  for (const column of columns.properties) {
    const value = row.values[column];
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : typeof value === 'boolean' ? String(value) : cell(value);
    if (text !== null) properties[column] = text;
  }
  return {
    sku,
    variationId,
    itemId: get('itemId'),
    name: get('name'),
    barcodes,
    salesPrices,
    purchasePriceCents: columns.fields.purchasePrice ? amount(columns.fields.purchasePrice, columns.fields.purchasePrice) : null,
    stock: stock !== null && Number.isFinite(stock) ? stock : null,
    properties,
  };
}

export function createExportUrlAdapter(options: ExportUrlAdapterOptions): ShopSystem {
  const maxBytes = options.maxBytes ?? EXPORT_URL_DEFAULT_MAX_BYTES;
  const http: ErpHttpOptions = { allowHosts: options.allowHosts ?? [], timeoutMs: options.timeoutMs ?? 60_000, maxBodyBytes: maxBytes, ...(options.resolve ? { resolve: options.resolve } : {}) };

  async function fetchTable(): Promise<Table> {
    const answer = await erpRequest({ method: 'GET', url: options.url }, http);
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status, 'Shop export');
    const text = answer.body.toString('utf8').replace(/^\uFEFF/, '');
    const type = header(answer.headers, 'content-type') ?? '';
    const looksJson = /json/i.test(type) || /^\s*[[{]/.test(text);
    return looksJson ? jsonTable(text, answer.status) : csvTable(text, answer.status);
  }

  async function* readVariations(readOptions: ReadVariationsOptions = {}): AsyncGenerator<VariationPage> {
    const table = await fetchTable();
    const columns = columnsOf(table.columns);
    const pageSize = Math.max(1, readOptions.pageSize ?? options.pageSize ?? 500);
    const keep = createSkuGuard();
    const pages = Math.max(1, Math.ceil(table.rows.length / pageSize));
    for (let page = 1; page <= pages; page += 1) {
      const issues: VariationIssue[] = [];
      const variations: ShopVariation[] = [];
      for (const row of table.rows.slice((page - 1) * pageSize, page * pageSize)) {
        const variation = variationOf(row, columns, issues);
        if (variation && keep(variation, issues, row.row)) variations.push(variation);
      }
      yield { page, variations, issues, totalCount: table.rows.length, isLastPage: page === pages };
    }
  }

  async function readSalesPriceConfigurations(): Promise<SalesPriceConfiguration[]> {
    const { prices } = columnsOf((await fetchTable()).columns);
    return [...prices].map(([column, id]) => ({ id, name: column, type: null, currencies: [], countries: [], referrers: [], clients: [] }));
  }

  return {
    kind: 'export-url',
    maxWriteBatch: 0,
    async testConnection() {
      const table = await fetchTable();
      const columns = columnsOf(table.columns);
      if (!columns.fields.sku) throw malformed(`The export has no SKU column (columns: ${table.columns.join(', ')}).`, 200);
      return { ok: true, description: `Shop export with ${table.rows.length} rows and ${table.columns.length} columns` };
    },
    readVariations,
    readSalesPriceConfigurations,
    async writeSalesPrices() {
      throw new AppError('ERP_READ_ONLY', 'A shop export URL is read-only: prices cannot be written to it.', {});
    },
  };
}
