/**
 * The assortment of the demo company "Demo Outdoor GmbH": outdoor and sports products with
 * realistic identity data (valid GTIN-13, MPN) and the company's own prices. Pure data.
 */
import { gtinCheckDigit } from '@pm/contracts';

export const DEMO_COMPANY_NAME = 'Demo Outdoor GmbH';

export interface DemoCategory {
  key: string;
  name: string;
  /** Breadcrumb from the top, ending with `name`. */
  path: readonly string[];
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { key: 'zelte', name: 'Zelte', path: ['Camping', 'Zelte'] },
  { key: 'schlafsaecke', name: 'Schlafsäcke', path: ['Camping', 'Schlafsäcke'] },
  { key: 'isomatten', name: 'Isomatten', path: ['Camping', 'Isomatten'] },
  { key: 'kocher', name: 'Kocher', path: ['Camping', 'Outdoorküche', 'Kocher'] },
  { key: 'rucksaecke', name: 'Rucksäcke', path: ['Ausrüstung', 'Rucksäcke'] },
  { key: 'stirnlampen', name: 'Stirnlampen', path: ['Ausrüstung', 'Stirnlampen'] },
  { key: 'trekkingstoecke', name: 'Trekkingstöcke', path: ['Ausrüstung', 'Trekkingstöcke'] },
  { key: 'jacken', name: 'Jacken', path: ['Bekleidung', 'Jacken'] },
];

export interface DemoProduct {
  /** Small numeric id, used in the URLs of some sites. */
  id: number;
  sku: string;
  slug: string;
  name: string;
  brand: string;
  categoryKey: string;
  gtin: string;
  mpn: string;
  variant: string | null;
  weightGrams: number;
  /** Own net purchase price in euro cents. */
  purchaseCents: number;
  /** Own gross sales price in euro cents (Germany, 19 % VAT). */
  salesCents: number;
  description: string;
}

/** GS1 company prefixes of the (fictional) brands. */
const BRAND_PREFIX: Record<string, string> = {
  Nordkap: '4260734',
  Alpenglut: '4251296',
  Trailwerk: '4063817',
  Fjellstad: '7350112',
  Lumara: '4049582',
  Bergfink: '4260591',
  Sturmvogel: '4018946',
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Row {
  brand: string;
  name: string;
  category: string;
  itemRef: number;
  mpn: string;
  variant?: string;
  grams: number;
  purchase: number;
  sales: number;
  description: string;
}

const ROWS: readonly Row[] = [
  { brand: 'Nordkap', name: 'Kuppelzelt Fjord 2', category: 'zelte', itemRef: 10210, mpn: 'NK-FJ2-OLV', variant: 'Olivgrün', grams: 2390, purchase: 13900, sales: 24995, description: 'Freistehendes 2-Personen-Kuppelzelt mit zwei Apsiden, Wassersäule 3.000 mm.' },
  { brand: 'Nordkap', name: 'Tunnelzelt Fjord 3', category: 'zelte', itemRef: 10310, mpn: 'NK-FJ3-OLV', variant: 'Olivgrün', grams: 3450, purchase: 21200, sales: 37900, description: 'Sturmstabiles Tunnelzelt für drei Personen mit großer Apsis.' },
  { brand: 'Trailwerk', name: 'Trekkingzelt Ultralight Solo 1', category: 'zelte', itemRef: 21001, mpn: 'TW-ULS1-24', variant: 'Sand', grams: 980, purchase: 18100, sales: 32900, description: 'Einpersonenzelt unter einem Kilo, aufstellbar mit Trekkingstöcken.' },
  { brand: 'Fjellstad', name: 'Familienzelt Basecamp 4', category: 'zelte', itemRef: 40004, mpn: 'FS-BC4-GRY', variant: 'Grau', grams: 8900, purchase: 24900, sales: 44900, description: 'Geräumiges Familienzelt mit zwei Schlafkabinen und Stehhöhe im Wohnraum.' },
  { brand: 'Alpenglut', name: 'Daunenschlafsack Grat 700 (−8 °C)', category: 'schlafsaecke', itemRef: 70700, mpn: 'AG-GRAT700-L', variant: 'Länge L, Reißverschluss links', grams: 1120, purchase: 15800, sales: 28995, description: 'Mumienschlafsack mit 700 g Gänsedaune (90/10), Komfort −2 °C.' },
  { brand: 'Alpenglut', name: 'Kunstfaserschlafsack Tal 300 (+5 °C)', category: 'schlafsaecke', itemRef: 30300, mpn: 'AG-TAL300-R', variant: 'Länge R', grams: 1050, purchase: 4400, sales: 8995, description: 'Leichter Sommerschlafsack mit Kunstfaserfüllung, waschbar.' },
  { brand: 'Nordkap', name: 'Mumienschlafsack Polar −15', category: 'schlafsaecke', itemRef: 11515, mpn: 'NK-POL15-RED', variant: 'Rot', grams: 2100, purchase: 11800, sales: 21900, description: 'Wintertauglicher Kunstfaserschlafsack, Extrembereich −15 °C.' },
  { brand: 'Trailwerk', name: 'Isomatte AirLite R3.2', category: 'isomatten', itemRef: 32032, mpn: 'TW-AL32-R', variant: 'Regular', grams: 410, purchase: 6200, sales: 11995, description: 'Isolierende Luftmatte mit R-Wert 3,2 und Pumpsack.' },
  { brand: 'Fjellstad', name: 'Selbstaufblasende Matte Komfort 5', category: 'isomatten', itemRef: 50005, mpn: 'FS-KOM5-BLU', variant: 'Blau', grams: 1350, purchase: 3950, sales: 7990, description: '5 cm dicke selbstaufblasende Matte für Camping und Van.' },
  { brand: 'Bergfink', name: 'Trekkingrucksack Alpinist 55+10', category: 'rucksaecke', itemRef: 55010, mpn: 'BF-ALP5510-BK', variant: 'Schwarz', grams: 2050, purchase: 10400, sales: 19995, description: 'Trekkingrucksack mit verstellbarem Tragesystem und Regenhülle.' },
  { brand: 'Bergfink', name: 'Tagesrucksack Steig 24', category: 'rucksaecke', itemRef: 24024, mpn: 'BF-STG24-PTR', variant: 'Petrol', grams: 820, purchase: 4300, sales: 8995, description: 'Belüfteter Wanderrucksack mit Netzrücken und Trinksystemfach.' },
  { brand: 'Sturmvogel', name: 'Kletterrucksack Wand 35', category: 'rucksaecke', itemRef: 35035, mpn: 'SV-WND35-ORG', variant: 'Orange', grams: 1180, purchase: 6600, sales: 12900, description: 'Robuster Alpinrucksack mit Seilhalterung und Eisgerätehaltern.' },
  { brand: 'Lumara', name: 'Stirnlampe Lux 450', category: 'stirnlampen', itemRef: 45004, mpn: 'LU-LUX450', grams: 86, purchase: 2240, sales: 4995, description: '450 Lumen, rotes Licht, IPX4, mit AAA-Batterien.' },
  { brand: 'Lumara', name: 'Stirnlampe Lux 900 R', category: 'stirnlampen', itemRef: 90009, mpn: 'LU-LUX900R', grams: 118, purchase: 4100, sales: 8995, description: '900 Lumen, per USB-C aufladbar, reaktives Licht.' },
  { brand: 'Lumara', name: 'Kinderstirnlampe Kids 100', category: 'stirnlampen', itemRef: 10001, mpn: 'LU-KIDS100-YL', variant: 'Gelb', grams: 54, purchase: 810, sales: 1995, description: 'Robuste Stirnlampe für Kinder mit begrenzter Helligkeit.' },
  { brand: 'Sturmvogel', name: 'Trekkingstöcke Carbon Z (Paar)', category: 'trekkingstoecke', itemRef: 12002, mpn: 'SV-CZ-120', variant: '120 cm', grams: 290, purchase: 7100, sales: 13995, description: 'Faltbare Carbonstöcke im Z-Design, 290 g pro Paar.' },
  { brand: 'Bergfink', name: 'Teleskopstöcke Alu Trail (Paar)', category: 'trekkingstoecke', itemRef: 13513, mpn: 'BF-ATR-135', variant: '105–135 cm', grams: 520, purchase: 2750, sales: 5995, description: 'Verstellbare Aluminiumstöcke mit Klemmverschluss.' },
  { brand: 'Trailwerk', name: 'Gaskocher Flamme Mini', category: 'kocher', itemRef: 61001, mpn: 'TW-FLM-MINI', grams: 78, purchase: 1980, sales: 4495, description: 'Ultraleichter Schraubkartuschenkocher mit Piezozündung.' },
  { brand: 'Trailwerk', name: 'Kochersystem Flamme Duo 1,0 l', category: 'kocher', itemRef: 61010, mpn: 'TW-FLM-DUO10', grams: 430, purchase: 6400, sales: 12995, description: 'Integriertes Kochsystem mit Wärmetauscher-Topf, 1,0 Liter.' },
  { brand: 'Fjellstad', name: 'Spirituskocher-Set Kompakt', category: 'kocher', itemRef: 62020, mpn: 'FS-SPK-SET', grams: 890, purchase: 3300, sales: 6995, description: 'Sturmfestes Spirituskocher-Set mit zwei Töpfen und Pfanne.' },
  { brand: 'Sturmvogel', name: 'Hardshelljacke Gipfelsturm Herren', category: 'jacken', itemRef: 80101, mpn: 'SV-GS-M-BK-L', variant: 'Schwarz, Größe L', grams: 420, purchase: 16400, sales: 32995, description: '3-Lagen-Hardshell mit Helmkapuze und Unterarmbelüftung.' },
  { brand: 'Sturmvogel', name: 'Hardshelljacke Gipfelsturm Damen', category: 'jacken', itemRef: 80102, mpn: 'SV-GS-W-BL-M', variant: 'Blau, Größe M', grams: 380, purchase: 16400, sales: 32995, description: '3-Lagen-Hardshell mit Helmkapuze, tailliert geschnitten.' },
  { brand: 'Alpenglut', name: 'Daunenjacke Firn Herren', category: 'jacken', itemRef: 81201, mpn: 'AG-FIRN-M-GR-L', variant: 'Grün, Größe L', grams: 360, purchase: 12200, sales: 24995, description: 'Leichte Daunenjacke mit 800 cuin Füllkraft, verstaubar.' },
  { brand: 'Nordkap', name: 'Fleecejacke Windbruch Damen', category: 'jacken', itemRef: 82302, mpn: 'NK-WB-W-AN-S', variant: 'Anthrazit, Größe S', grams: 390, purchase: 4150, sales: 8995, description: 'Winddichte Fleecejacke mit Brusttasche.' },
];

function gtinFor(brand: string, itemRef: number): string {
  const prefix = BRAND_PREFIX[brand];
  if (!prefix) throw new Error(`No GS1 prefix for brand ${brand}`);
  const body = prefix + String(itemRef).padStart(5, '0');
  return body + String(gtinCheckDigit(body));
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = ROWS.map((row, index) => {
  const name = `${row.brand} ${row.name}`;
  return {
    id: index + 1,
    sku: `DO-${1001 + index}`,
    slug: slugify(name),
    name,
    brand: row.brand,
    categoryKey: row.category,
    gtin: gtinFor(row.brand, row.itemRef),
    mpn: row.mpn,
    variant: row.variant ?? null,
    weightGrams: row.grams,
    purchaseCents: row.purchase,
    salesCents: row.sales,
    description: row.description,
  };
});

export function productBySku(sku: string): DemoProduct {
  const product = DEMO_PRODUCTS.find((p) => p.sku === sku);
  if (!product) throw new Error(`No demo product ${sku}`);
  return product;
}

export function categoryOf(product: DemoProduct): DemoCategory {
  const category = DEMO_CATEGORIES.find((c) => c.key === product.categoryKey);
  if (!category) throw new Error(`No demo category ${product.categoryKey}`);
  return category;
}
