/**
 * Generated labelled product pairs for developing and measuring the matcher (no real data may
 * be downloaded here). Two shops list overlapping catalogues the way real shops do:
 *
 * - shop A (Abt-like): "Brand Line 40' Type - MODEL" — the model number at the end, upper case
 *   without separators, long noisy descriptions, no brand column;
 * - shop B (Buy-like): "Brand Line Series MODEL-WITH-DASHES 40-Inch Type Colour", a brand column
 *   most of the time, short or empty descriptions, the model sometimes missing from the title,
 *   prices 0–20 % apart.
 *
 * Hard negatives are siblings of a product: the same line in another size, capacity, colour or
 * pack, or a model number one digit apart. Catalogues cover consumer electronics, household,
 * DIY, fashion and software. Deterministic for a seed.
 */
import type { LabelledPair, MatchRecord } from '../types.ts';

function rng(seed: number): () => number {
  // mulberry32: small, fast, good enough for test data.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Product {
  key: string;
  brand: string;
  line: string;
  series: string;
  type: string;
  /** Model number as the manufacturer writes it (with dashes), or null (fashion, household). */
  code: string | null;
  /** Variant attributes as [A's spelling, B's spelling]. */
  attributes: [string, string][];
  colour: string | null;
  price: number;
  features: string[];
  /** Products of one family are siblings (hard negatives of each other). */
  family: string;
}

const COLOURS = ['Black', 'White', 'Silver', 'Blue', 'Red', 'Grey', 'Green', 'Pink', 'Gold'];
/** Two-letter colour codes as manufacturers append them to model numbers. */
const COLOUR_CODE: Record<string, string> = { Black: 'BK', White: 'WH', Silver: 'SL', Blue: 'BL', Red: 'RD', Grey: 'GY', Green: 'GN', Pink: 'PK', Gold: 'GD' };
const COLOUR_ABBREV: Record<string, string> = { Black: 'Blk', White: 'Wht', Silver: 'Slv', Grey: 'Gry', Blue: 'Blu' };
const FILLER = [
  'Enjoy outstanding performance and reliability.', 'Designed for everyday use.', 'Free shipping on orders over $50.',
  'Backed by the manufacturer warranty.', 'Sleek modern design fits any room.', 'Easy setup in minutes.',
  'Energy efficient operation saves money.', 'Includes all accessories shown.', 'Award winning quality.',
  'Compact and lightweight.', 'Order now while supplies last.', 'See product details for specifications.',
];

type Family = (r: () => number, pick: <T>(xs: readonly T[]) => T, id: number) => Product[];

const letters = 'ABCDEFGHJKLMNPRSTUVWXZ';

/** Electronics with sizes: TVs and monitors. */
const tvFamily: Family = (r, pick, id) => {
  const brand = pick(['Sony', 'Samsung', 'LG', 'Panasonic', 'Philips', 'Toshiba', 'Sharp', 'Vizio']);
  const prefix = { Sony: 'KDL', Samsung: 'LN', LG: 'LH', Panasonic: 'TC-P', Philips: 'PFL', Toshiba: 'RV', Sharp: 'LC', Vizio: 'VO' }[brand] ?? 'TV';
  const line = pick(['Bravia', 'Series 6', 'Viera', 'Aquos', 'Regza', 'Cinema', 'Ambilight', 'Crystal']);
  const series = `${pick(letters.split(''))} Series`;
  const type = pick(['LCD HDTV', 'LED HDTV', 'Plasma HDTV', '1080p LCD TV', 'Flat Panel TV']);
  const letter = pick(letters.split(''));
  const num = 1000 + Math.floor(r() * 8) * 1000 + Math.floor(r() * 10) * 10;
  const sizes = [32, 40, 46, 52, 55, 65].filter(() => r() < 0.6);
  if (sizes.length === 0) sizes.push(40);
  const price = 300 + r() * 1500;
  return sizes.map((size) => ({
    key: `tv-${id}-${size}`,
    brand,
    line,
    series,
    type,
    code: `${prefix}-${size}${letter}${num}`,
    attributes: [[`${size}'`, `${size}-Inch`]],
    colour: null,
    price: price * (size / 40),
    features: [`${size} inch screen`, pick(['120Hz', '240Hz', '60Hz']), pick(['4 HDMI inputs', '3 HDMI inputs', 'USB input']), 'Full HD 1080p'],
    family: `tv-${id}`,
  }));
};

/** Cameras and headphones: colours separate variants of one model. */
const colourFamily: Family = (r, pick, id) => {
  const [brand, line, type, prefix] = pick([
    ['Canon', 'PowerShot', 'Digital Camera', 'SD'],
    ['Nikon', 'Coolpix', 'Digital Camera', 'S'],
    ['Sony', 'Cyber-shot', 'Digital Camera', 'DSC-W'],
    ['Sony', 'MDR', 'Headphones', 'MDR-XB'],
    ['Bose', 'QuietComfort', 'Headphones', 'QC'],
    ['JBL', 'Flip', 'Portable Speaker', 'JBLFLIP'],
    ['Logitech', 'MX', 'Wireless Mouse', '910-00'],
  ] as const);
  const num = String(100 + Math.floor(r() * 900) * (prefix === '910-00' ? 7 : 1));
  const mp = pick(['10.0MP', '12.1MP', '14.7MP', '8.0MP']);
  const colours = COLOURS.filter(() => r() < 0.35);
  if (colours.length === 0) colours.push('Black');
  const price = 80 + r() * 400;
  return colours.map((colour, i) => ({
    key: `col-${id}-${colour}`,
    brand,
    line,
    series: type === 'Digital Camera' ? 'IS' : 'Series',
    type,
    // Colour variants often carry a colour letter at the end of the model number.
    code: `${prefix}${num}${COLOUR_CODE[colour] ?? ''}`,
    attributes: type === 'Digital Camera' ? [[mp, `${mp.replace('MP', '')} Megapixel`]] : [],
    colour,
    price: price * (1 + i * 0.03),
    features: [pick(['optical zoom', 'noise cancelling', 'bluetooth', 'rechargeable battery']), pick(['compact design', 'long battery life', 'water resistant'])],
    family: `col-${id}`,
  }));
};

/** Capacity variants: phones, memory cards, drives. */
const capacityFamily: Family = (r, pick, id) => {
  const [brand, line, type, codeOf] = pick([
    ['Apple', 'iPhone 15', 'Smartphone', null],
    ['Samsung', 'Galaxy S23', 'Smartphone', null],
    ['SanDisk', 'Extreme', 'SDHC Memory Card', (gb: number) => `SDSDX-${String(gb).padStart(3, '0')}G-A${id % 90}`],
    ['Kingston', 'DataTraveler', 'USB Flash Drive', (gb: number) => `DT${gb}G${Math.floor(r() * 9)}`],
    ['Western Digital', 'My Passport', 'Portable Hard Drive', (gb: number) => `WDBYFT${String(gb).padStart(4, '0')}BBK`],
    ['Seagate', 'Barracuda', 'Internal Hard Drive', (gb: number) => `ST${gb}DM00${Math.floor(r() * 9)}`],
  ] as const);
  const capacities = [16, 32, 64, 128, 256, 512, 1000, 2000].filter(() => r() < 0.45);
  if (capacities.length < 2) capacities.push(64, 128);
  const colour = line.startsWith('iPhone') || line.startsWith('Galaxy') ? pick(COLOURS) : null;
  const price = 20 + r() * 300;
  return [...new Set(capacities)].map((gb) => {
    const spelled = gb >= 1000 ? `${gb / 1000}TB` : `${gb}GB`;
    return {
      key: `cap-${id}-${gb}`,
      brand,
      line,
      series: '',
      type,
      code: codeOf ? codeOf(gb) : null,
      attributes: [[spelled, spelled.replace(/(\d)([GT]B)/, '$1 $2')]],
      colour,
      price: price * (1 + Math.log2(gb / 16) * 0.3),
      features: [pick(['high speed transfer', 'USB 3.0', 'fast charging', '5G']), pick(['reliable storage', 'shockproof', 'dual camera'])],
      family: `cap-${id}`,
    };
  });
};

/** Household and DIY consumables in packs and volumes. */
const packFamily: Family = (r, pick, id) => {
  const [brand, line, type] = pick([
    ['Philips', 'Hue White', 'E27 LED Bulb'],
    ['Brita', 'Maxtra+', 'Water Filter Cartridge'],
    ['Duracell', 'Plus Power', 'AA Batteries'],
    ['Fischer', 'DuoPower', 'Wall Plugs 8x40 mm'],
    ['Spax', 'Universal', 'Wood Screws 4x40 mm'],
    ['Alpina', 'Feine Farben', 'Wall Paint'],
    ['Finish', 'Quantum', 'Dishwasher Tablets'],
  ] as const);
  const paint = type === 'Wall Paint';
  const amounts = (paint ? [1, 2.5, 5, 10] : [1, 2, 3, 4, 6, 12, 24, 50, 100]).filter(() => r() < 0.4);
  if (amounts.length < 2) amounts.push(paint ? 2.5 : 6, paint ? 5 : 12);
  const colours: (string | null)[] = paint ? COLOURS.filter(() => r() < 0.3).slice(0, 2) : [null];
  if (colours.length === 0) colours.push('White');
  const price = 5 + r() * 40;
  const out: Product[] = [];
  for (const amount of [...new Set(amounts)]) {
    for (const colour of colours) {
      const attrs: [string, string] = paint ? [`${amount} l`, `${String(amount).replace('.', ',')}L`] : [`${amount}-Pack`, pick([`Pack of ${amount}`, `${amount} Pack`, `${amount} pcs`])];
      out.push({
        key: `pack-${id}-${amount}-${colour ?? ''}`,
        brand,
        line,
        series: '',
        type,
        code: r() < 0.4 ? `${brand.slice(0, 2).toUpperCase()}${Math.floor(1000 + r() * 9000)}${amount}` : null,
        attributes: [attrs],
        colour,
        price: price * Math.sqrt(amount),
        features: [pick(['long lasting', 'eco friendly', 'value pack', 'premium quality'])],
        family: `pack-${id}`,
      });
    }
  }
  return out;
};

/** Fashion: size and colour, no model numbers. */
const fashionFamily: Family = (r, pick, id) => {
  const [brand, line, type] = pick([
    ["Levi's", '501 Original', 'Jeans'],
    ['Nike', 'Air Max 90', 'Sneakers'],
    ['Adidas', 'Ultraboost 22', 'Running Shoes'],
    ['Tommy Hilfiger', 'Essential', 'Polo Shirt'],
    ['Jack Wolfskin', 'Stormy Point', 'Rain Jacket'],
  ] as const);
  const shoes = type.includes('Shoes') || type === 'Sneakers';
  const sizes = (shoes ? ['40', '41', '42', '43', '44', '45'] : ['XS', 'S', 'M', 'L', 'XL', 'XXL']).filter(() => r() < 0.35);
  if (sizes.length === 0) sizes.push(shoes ? '42' : 'M');
  const colours = COLOURS.filter(() => r() < 0.25);
  if (colours.length === 0) colours.push('Blue');
  const price = 40 + r() * 120;
  const out: Product[] = [];
  for (const size of sizes) {
    for (const colour of colours) {
      out.push({
        key: `fashion-${id}-${size}-${colour}`,
        brand,
        line,
        series: pick(['Men', 'Women', 'Unisex']),
        type,
        code: null,
        attributes: [[`Size ${size}`, shoes ? `EU ${size}` : `Gr. ${size}`]],
        colour,
        price,
        features: [pick(['cotton', 'breathable', 'regular fit', 'lightweight'])],
        family: `fashion-${id}`,
      });
    }
  }
  return out;
};

/** Software: versions and editions (Amazon-Google-like). */
const softwareFamily: Family = (r, pick, id) => {
  const [brand, line] = pick([
    ['Adobe', 'Photoshop Elements'],
    ['Microsoft', 'Office Home and Student'],
    ['Intuit', 'QuickBooks Pro'],
    ['Corel', 'Paintshop Pro'],
    ['Norton', 'Internet Security'],
    ['Nuance', 'Dragon NaturallySpeaking'],
  ] as const);
  const versions = [7, 8, 9, 10, 2007, 2008, 2009].filter(() => r() < 0.4);
  if (versions.length === 0) versions.push(8);
  const editions = ['', 'Upgrade', '3-User'].filter((e) => e === '' || r() < 0.4);
  const price = 30 + r() * 300;
  const out: Product[] = [];
  for (const v of versions) {
    for (const e of editions) {
      out.push({
        key: `sw-${id}-${v}-${e}`,
        brand,
        line,
        series: '',
        type: pick(['Win/Mac', 'for Windows', 'PC DVD']),
        code: r() < 0.3 ? `${Math.floor(10000 + r() * 89999)}${v}` : null,
        attributes: e === '' ? [[`${v}`, `${v}`]] : [[`${v}`, `${v}`], [e, e]],
        colour: null,
        price: price * (e === 'Upgrade' ? 0.5 : e === '3-User' ? 1.6 : 1),
        features: [pick(['easy to use', 'includes tutorials', 'award winning', 'protects your pc'])],
        family: `sw-${id}`,
      });
    }
  }
  return out;
};

const FAMILIES: [Family, number][] = [
  [tvFamily, 3],
  [colourFamily, 3],
  [capacityFamily, 3],
  [packFamily, 2],
  [fashionFamily, 2],
  [softwareFamily, 1],
];

const SYNONYMS: Record<string, string> = {
  hdtv: 'Television', tv: 'Television', headphones: 'Headset', camera: 'Cam', digital: 'Dig.', smartphone: 'Mobile Phone',
  'memory': 'Mem.', portable: 'Mobile', wireless: 'Cordless', batteries: 'Cells', tablets: 'Tabs', jacket: 'Coat',
  sneakers: 'Trainers', windows: 'Win', drive: 'HDD', card: 'Crd', 'running': 'Run', series: 'Ser.',
};

function dashless(code: string): string {
  return code.replace(/-/g, '').toUpperCase();
}

function titleA(p: Product, r: () => number, pick: <T>(xs: readonly T[]) => T): string {
  const attrs = p.attributes.map((a) => a[0]).join(' ');
  const colour = p.colour ? (r() < 0.3 ? (COLOUR_ABBREV[p.colour] ?? p.colour) : p.colour) : '';
  const code = p.code ? ` - ${r() < 0.8 ? dashless(p.code) : p.code}${r() < 0.15 ? pick(['/B', 'BK', '/S']) : ''}` : '';
  const type = r() < 0.3 ? p.type.replace('HDTV', 'TV').replace('Digital Camera', 'Camera') : p.type;
  return `${p.brand} ${p.line} ${attrs} ${type} ${colour}${code}`.replace(/\s+/g, ' ').trim();
}

function titleB(p: Product, r: () => number): string {
  const attrs = p.attributes.map((a) => a[1]).join(' ');
  // The model number is missing from B's title now and then (it is in the description then).
  const code = p.code && r() < 0.85 ? (r() < 0.7 ? p.code : p.code.toLowerCase()) : '';
  const brand = r() < 0.9 ? p.brand : '';
  const series = r() < 0.6 ? p.series : '';
  return `${brand} ${p.line} ${series} ${code} ${attrs} ${p.type} ${p.colour ?? ''}`.replace(/\s+/g, ' ').trim();
}

function description(p: Product, r: () => number, pick: <T>(xs: readonly T[]) => T, long: boolean): string {
  const parts = [`${p.brand} ${p.line} ${p.type}.`, ...p.features.map((f) => `${f[0]?.toUpperCase() ?? ''}${f.slice(1)}.`)];
  if (p.code && r() < 0.7) parts.push(`Model: ${p.code}.`);
  if (p.colour) parts.push(`Colour: ${p.colour}.`);
  if (long) for (let i = 0; i < 3 + Math.floor(r() * 5); i++) parts.push(pick(FILLER));
  return parts.join(' ');
}

function money(n: number): string {
  return (Math.round(n * 100) / 100).toFixed(2);
}

export interface MatchDataset {
  left: MatchRecord[];
  right: MatchRecord[];
  /** Pairs with labels; `train` and `test` share no product family. */
  train: { leftId: string; rightId: string; label: 0 | 1 }[];
  test: { leftId: string; rightId: string; label: 0 | 1 }[];
}

/**
 * A dataset of `families` product families. Each product is in shop A with probability 0.7 and
 * in shop B with 0.7; pairs are every A product with its B counterpart (label 1), its siblings in
 * B (hard negatives) and a few random B products of the same kind (easy negatives). `split`
 * 'family' keeps whole product families in train or test (unseen products); 'pair' splits the
 * pairs at random 70/30 as public benchmarks split one candidate set.
 */
export function generateMatchDataset(seed: number, families: number, split: 'family' | 'pair' = 'family', noise: 'clean' | 'noisy' = 'clean'): MatchDataset {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const weighted = FAMILIES.flatMap(([f, w]) => Array.from({ length: w }, () => f));
  const left: MatchRecord[] = [];
  const right: MatchRecord[] = [];
  const train: MatchDataset['train'] = [];
  const test: MatchDataset['test'] = [];
  const rightByFamily = new Map<string, { id: string; key: string }[]>();
  const leftProducts: { id: string; product: Product; isTest: boolean }[] = [];
  const rightIds = new Map<string, string>();
  const seen = new Set<string>();
  /** Noisy shops: words dropped, synonyms and abbreviations, words out of order. */
  const noisy = (title: string): string => {
    if (noise === 'clean') return title;
    const words = title.split(' ').filter((w, i) => i === 0 || r() > 0.12);
    const out = words.map((w) => (r() < 0.15 ? (SYNONYMS[w.toLowerCase()] ?? w) : w));
    if (out.length > 3 && r() < 0.3) {
      const i = 1 + Math.floor(r() * (out.length - 2));
      [out[i], out[i + 1]] = [out[i + 1] as string, out[i] as string];
    }
    return out.join(' ');
  };
  for (let f = 0; f < families; f++) {
    const products = pick(weighted)(r, pick, f);
    const isTest = r() < 0.3;
    for (const p of products) {
      // Two families may draw the same product (same line, size, colour): keep the first.
      const signature = [p.brand, p.line, p.series, p.type, p.code, p.colour, ...p.attributes.flat()].join('|').toLowerCase();
      if (seen.has(signature)) continue;
      seen.add(signature);
      const inA = r() < 0.7;
      const inB = r() < 0.7 || !inA;
      if (inA) {
        const id = `a${left.length + 1}`;
        left.push({ id, title: noisy(titleA(p, r, pick)), description: description(p, r, pick, true), price: money(p.price * (0.95 + r() * 0.1)), brand: null, gtin: null, mpn: null, imageHash: null });
        leftProducts.push({ id, product: p, isTest });
      }
      if (inB) {
        const id = `b${right.length + 1}`;
        const priceFactor = 0.8 + r() * 0.4;
        right.push({
          id,
          title: noisy(noise === 'noisy' && p.code && r() < 0.3 ? titleB({ ...p, code: null }, r) : titleB(p, r)),
          description: r() < (noise === 'noisy' ? 0.3 : 0.5) ? description(p, r, pick, false) : '',
          price: r() < (noise === 'noisy' ? 0.7 : 0.9) ? money(p.price * (noise === 'noisy' ? 0.6 + r() * 0.8 : priceFactor)) : '',
          brand: r() < 0.75 ? p.brand : null,
          gtin: null,
          mpn: null,
          imageHash: null,
        });
        rightIds.set(p.key, id);
        const list = rightByFamily.get(p.family) ?? [];
        list.push({ id, key: p.key });
        rightByFamily.set(p.family, list);
      }
    }
  }
  const familiesList = [...rightByFamily.keys()];
  // Labels as people set them: a few are wrong.
  const label = (value: 0 | 1): 0 | 1 => (noise === 'noisy' && r() < 0.02 ? ((1 - value) as 0 | 1) : value);
  for (const { id, product, isTest } of leftProducts) {
    const out = () => (split === 'family' ? (isTest ? test : train) : r() < 0.3 ? test : train);
    const same = rightIds.get(product.key);
    if (same) out().push({ leftId: id, rightId: same, label: label(1) });
    for (const sibling of rightByFamily.get(product.family) ?? []) {
      if (sibling.key !== product.key && r() < 0.8) out().push({ leftId: id, rightId: sibling.id, label: label(0) });
    }
    for (let k = 0; k < 2; k++) {
      const otherFamily = pick(familiesList);
      if (otherFamily === product.family) continue;
      const other = pick(rightByFamily.get(otherFamily) ?? []);
      out().push({ leftId: id, rightId: other.id, label: 0 });
    }
  }
  return { left, right, train, test };
}

/** The dataset's pairs as records (for `trainMatchModel`). */
export function labelledPairs(dataset: MatchDataset, split: 'train' | 'test'): LabelledPair[] {
  const left = new Map(dataset.left.map((r) => [r.id, r]));
  const right = new Map(dataset.right.map((r) => [r.id, r]));
  return dataset[split].map((p) => ({ left: left.get(p.leftId) as MatchRecord, right: right.get(p.rightId) as MatchRecord, label: p.label }));
}
