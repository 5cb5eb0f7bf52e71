/**
 * What the demo Plenty holds: the demo company's products (the demo web's catalogue, the same
 * SKUs the seed creates) as Plenty variations with purchase prices, stock, a barcode, sales prices
 * and the property "Saison"; the sales price configurations (the output channels). Pure data,
 * deterministic. Extra generated variations (for benchmarks) follow the same shape.
 */
import { DEMO_PRODUCTS } from '@pm/demo-web';

export interface DemoPlentyVariation {
  id: number;
  itemId: number;
  /** The variation number (the SKU); empty for the "no SKU" rows tests add. */
  number: string;
  name: string;
  isActive: boolean;
  purchasePrice: number;
  /** Sales prices by sales price configuration id (gross, EUR). */
  salesPrices: Map<number, number>;
  barcodes: { barcodeId: number; code: string }[];
  /** Net stock per warehouse. */
  stock: { warehouseId: number; netStock: number }[];
  /** Properties by name (German values). */
  properties: Record<string, string>;
}

export interface DemoPlentySalesPrice {
  id: number;
  type: 'default' | 'rrp' | 'specialOffer';
  position: number;
  names: { lang: string; nameInternal: string; nameExternal: string }[];
  referrers: { referrerId: number }[];
  clients: { plentyId: number }[];
  countries: { countryId: number }[];
  currencies: { currency: string }[];
}

/** Plenty's referrer ids: 1 the webshop (plentyShop), 4 Amazon. */
export const DEMO_REFERRER = { webshop: 1, amazon: 4 } as const;
/** The sales price configuration ids the demo Plenty has. */
export const DEMO_SALES_PRICE = { webshop: 1, rrp: 2, webshopStrike: 3, amazon: 4, amazonStrike: 5 } as const;

const PLENTY_ID = 41234;
const GERMANY = 1;

function salesPrice(id: number, type: DemoPlentySalesPrice['type'], name: string, referrerId: number): DemoPlentySalesPrice {
  return {
    id,
    type,
    position: id,
    names: [
      { lang: 'de', nameInternal: name, nameExternal: name },
      { lang: 'en', nameInternal: name, nameExternal: name },
    ],
    referrers: [{ referrerId }],
    clients: [{ plentyId: PLENTY_ID }],
    countries: [{ countryId: GERMANY }],
    currencies: [{ currency: 'EUR' }],
  };
}

export function demoSalesPrices(): DemoPlentySalesPrice[] {
  return [
    salesPrice(DEMO_SALES_PRICE.webshop, 'default', 'Webshop Verkaufspreis', DEMO_REFERRER.webshop),
    salesPrice(DEMO_SALES_PRICE.rrp, 'rrp', 'UVP', DEMO_REFERRER.webshop),
    salesPrice(DEMO_SALES_PRICE.webshopStrike, 'specialOffer', 'Webshop Streichpreis', DEMO_REFERRER.webshop),
    salesPrice(DEMO_SALES_PRICE.amazon, 'default', 'Amazon Verkaufspreis', DEMO_REFERRER.amazon),
    salesPrice(DEMO_SALES_PRICE.amazonStrike, 'specialOffer', 'Amazon Streichpreis', DEMO_REFERRER.amazon),
  ];
}

const SEASON: Record<string, string> = {
  zelte: 'Sommer',
  isomatten: 'Sommer',
  schlafsaecke: 'Ganzjährig',
  rucksaecke: 'Ganzjährig',
  stirnlampen: 'Winter',
  trekkingstoecke: 'Ganzjährig',
  kocher: 'Sommer',
  jacken: 'Winter',
};

const euros = (cents: number) => Math.round(cents) / 100;

/** The demo company's products as variations (ids 1001…, items 101…). */
export function demoVariations(extra = 0): DemoPlentyVariation[] {
  const variations = DEMO_PRODUCTS.map((product, index): DemoPlentyVariation => ({
    id: 1001 + index,
    itemId: 101 + index,
    number: product.sku,
    name: product.name,
    isActive: true,
    purchasePrice: euros(product.purchaseCents),
    // The webshop's price is the demo company's own price; Amazon a little higher; the UVP a fifth above.
    salesPrices: new Map([
      [DEMO_SALES_PRICE.webshop, euros(product.salesCents)],
      [DEMO_SALES_PRICE.rrp, euros(Math.round((product.salesCents * 1.2) / 100) * 100 - 5)],
      [DEMO_SALES_PRICE.amazon, euros(product.salesCents + 300)],
    ]),
    barcodes: [{ barcodeId: 1, code: product.gtin }],
    stock: [{ warehouseId: 1, netStock: (product.id * 37) % 90 }, { warehouseId: 2, netStock: product.id % 3 === 0 ? 0 : 5 }],
    properties: { Saison: SEASON[product.categoryKey] ?? 'Ganzjährig' },
  }));
  for (let k = 0; k < extra; k += 1) {
    const cents = 990 + ((k * 7919) % 40_000);
    variations.push({
      id: 100_001 + k,
      itemId: 50_001 + Math.floor(k / 3),
      number: `GEN-${String(k + 1).padStart(6, '0')}`,
      name: `Generierter Artikel ${k + 1}`,
      isActive: true,
      purchasePrice: euros(Math.round(cents * 0.55)),
      salesPrices: new Map([[DEMO_SALES_PRICE.webshop, euros(cents)]]),
      barcodes: [],
      stock: [{ warehouseId: 1, netStock: k % 50 }],
      properties: { Saison: k % 2 === 0 ? 'Sommer' : 'Winter' },
    });
  }
  return variations;
}
