/**
 * Text features of product titles for matching: tokens, quantities with units (55" vs 65",
 * 128 GB vs 256 GB, 6-pack vs 12-pack), colours and clothing sizes — the things that separate
 * otherwise identical titles of different variants.
 */

/** Lower case, accents dropped, the many inch/quote marks made one. */
export function normaliseText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // NFKD turns ″ into two primes.
    .replace(/[″“”„]|''|′′/g, '"')
    .replace(/′/g, "'")
    .replace(/[’‘`´]/g, "'")
    // Shops write inches as 40' too (a foot sign after a screen size is never feet).
    .replace(/(\d)'(?![a-z0-9])/g, '$1"')
    .replace(/&amp;/g, '&')
    .replace(/<[^>]*>/g, ' ');
}

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'or', 'at', 'from', 'new',
  'und', 'mit', 'fur', 'der', 'die', 'das', 'von', 'im', 'in', 'zu', 'neu', 'ein', 'eine',
  '-', '&', 'w', 'inc', 'ltd',
]);

/** Word tokens of a normalised text (letters/digits, decimals kept: "2.5"). */
export function tokenize(normalised: string): string[] {
  const out: string[] = [];
  for (const match of normalised.matchAll(/[a-z0-9]+(?:[.][0-9]+)?/g)) {
    const token = match[0];
    // "128gb" and "128 gb" are one spelling: a number glued to a unit becomes two tokens.
    const glued = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(token);
    if (glued && UNITS[glued[2] as string]) out.push(glued[1] as string, glued[2] as string);
    else if (!STOP_WORDS.has(token)) out.push(token);
  }
  return out;
}

/** A quantity found in a title: its dimension and value in the dimension's base unit. */
export interface Quantity {
  dimension: string;
  value: number;
}

/** Unit spellings → dimension and factor to the base unit. */
const UNITS: Record<string, [string, number]> = {
  '"': ['length-inch', 1], in: ['length-inch', 1], inch: ['length-inch', 1], inches: ['length-inch', 1], zoll: ['length-inch', 1],
  mm: ['length', 0.001], cm: ['length', 0.01], m: ['length', 1], meter: ['length', 1], metre: ['length', 1], ft: ['length', 0.3048], feet: ['length', 0.3048],
  kb: ['bytes', 1e-6], mb: ['bytes', 1e-3], gb: ['bytes', 1], tb: ['bytes', 1000], gig: ['bytes', 1],
  mah: ['charge', 1], ah: ['charge', 1000], wh: ['energy', 1], kwh: ['energy', 1000],
  w: ['power', 1], watt: ['power', 1], watts: ['power', 1], kw: ['power', 1000],
  v: ['voltage', 1], volt: ['voltage', 1], volts: ['voltage', 1],
  ml: ['volume', 0.001], cl: ['volume', 0.01], l: ['volume', 1], liter: ['volume', 1], litre: ['volume', 1], oz: ['mass-oz', 1], floz: ['volume', 0.0295735],
  g: ['mass', 0.001], gr: ['mass', 0.001], kg: ['mass', 1], mg: ['mass', 1e-6], lb: ['mass', 0.4536], lbs: ['mass', 0.4536],
  hz: ['frequency', 1], khz: ['frequency', 1e3], mhz: ['frequency', 1e6], ghz: ['frequency', 1e9],
  mp: ['megapixel', 1], megapixel: ['megapixel', 1], mpx: ['megapixel', 1],
  x: ['zoom', 1], rpm: ['rpm', 1], db: ['db', 1], nm: ['torque', 1], lm: ['lumen', 1], lumen: ['lumen', 1],
  pack: ['pack', 1], pk: ['pack', 1], packs: ['pack', 1], er: ['pack', 1], pcs: ['pack', 1], pieces: ['pack', 1], count: ['pack', 1], ct: ['pack', 1], stuck: ['pack', 1], stk: ['pack', 1], rollen: ['pack', 1], rolls: ['pack', 1],
  tlg: ['pieces', 1], teilig: ['pieces', 1], piece: ['pieces', 1],
  p: ['resolution', 1], k: ['resolution-k', 1],
  ch: ['channels', 1], channel: ['channels', 1], cup: ['cups', 1], cups: ['cups', 1], tassen: ['cups', 1],
  gallon: ['volume', 3.785], gal: ['volume', 3.785], qt: ['volume', 0.946], quart: ['volume', 0.946],
  bit: ['bits', 1], mbps: ['rate', 1], gbps: ['rate', 1000],
};

const UNIT_PATTERN = Object.keys(UNITS)
  .filter((u) => u !== '"')
  .sort((a, b) => b.length - a.length)
  .join('|');
/** Number, optional space or dash, unit, then not a letter ("55in", "55 inch", "6-pack", "2,5 kg"). */
const QUANTITY = new RegExp(`(?<![a-z0-9.\\-/])(\\d+(?:[.,]\\d+)?)\\s*-?\\s*(${UNIT_PATTERN}|")(?![a-z0-9])`, 'g');
/** "pack of 6", "set of 4", "6er pack", "12 x 0.5 l" (the count). */
const PACK_OF = /\b(?:pack|set|box|case) of (\d+)\b/g;
const MULTIPACK = /\b(\d+)\s*x\s*\d+(?:[.,]\d+)?\s*(?:ml|cl|l|g|kg|oz|liter|litre)\b/g;

/**
 * The symbol a dimension's base unit is written with: signal details show "55 \" / 65 \"", the
 * same in every language (the dimension names are the matcher's own keys, not words for people).
 */
const BASE_UNIT_SYMBOLS: Record<string, string> = {
  'length-inch': '"', length: 'm', bytes: 'GB', charge: 'mAh', energy: 'Wh', power: 'W', voltage: 'V', volume: 'l', 'mass-oz': 'oz', mass: 'kg',
  frequency: 'Hz', megapixel: 'MP', zoom: '×', rpm: 'rpm', db: 'dB', torque: 'Nm', lumen: 'lm', pack: '×', pieces: '×', resolution: 'p', 'resolution-k': 'K',
  channels: 'ch', cups: '×', bits: 'bit', rate: 'Mbit/s',
};

/** A quantity as a signal detail shows it: value and unit symbol ("128 GB", "6 ×"). */
export const quantityText = (quantity: Quantity): string => `${quantity.value} ${BASE_UNIT_SYMBOLS[quantity.dimension] ?? ''}`.trim();

/** The quantities in a normalised title, one per dimension and value. */
export function extractQuantities(normalised: string): Quantity[] {
  const out = new Map<string, Quantity>();
  const add = (dimension: string, value: number) => {
    if (!Number.isFinite(value) || value <= 0) return;
    const rounded = Math.round(value * 1e6) / 1e6;
    out.set(`${dimension}:${rounded}`, { dimension, value: rounded });
  };
  for (const m of normalised.matchAll(QUANTITY)) {
    const unit = UNITS[m[2] as string];
    if (!unit) continue;
    add(unit[0], Number((m[1] as string).replace(',', '.')) * unit[1]);
  }
  for (const m of normalised.matchAll(PACK_OF)) add('pack', Number(m[1]));
  for (const m of normalised.matchAll(MULTIPACK)) add('pack', Number(m[1]));
  return [...out.values()];
}

/**
 * How the quantities of two titles relate: `conflict` when both name a dimension and share no
 * value in it (55" vs 65"), `agree` when some dimension has a common value.
 */
export function compareQuantities(left: readonly Quantity[], right: readonly Quantity[]): { conflicts: number; agreements: number } {
  const byDim = (qs: readonly Quantity[]) => {
    const map = new Map<string, Set<number>>();
    for (const q of qs) {
      const values = map.get(q.dimension) ?? new Set<number>();
      values.add(q.value);
      map.set(q.dimension, values);
    }
    return map;
  };
  const l = byDim(left);
  const r = byDim(right);
  let conflicts = 0;
  let agreements = 0;
  for (const [dim, values] of l) {
    const other = r.get(dim);
    if (!other) continue;
    let shared = false;
    for (const v of values) {
      for (const w of other) if (Math.abs(v - w) <= Math.max(v, w) * 0.02) shared = true;
    }
    if (shared) agreements++;
    else conflicts++;
  }
  return { conflicts, agreements };
}

/** Colour words (English and German), each mapped to one colour family. */
const COLOURS: Record<string, string> = {
  blk: 'black', wht: 'white', slv: 'silver', sil: 'silver', gry: 'grey', blu: 'blue', grn: 'green', red: 'red', pnk: 'pink', gld: 'gold', brn: 'brown',
  black: 'black', schwarz: 'black', noir: 'black', midnight: 'black', onyx: 'black', ebony: 'black',
  white: 'white', weiss: 'white', blanc: 'white', ivory: 'white', starlight: 'white', alpine: 'white',
  silver: 'silver', silber: 'silver', aluminium: 'silver', chrome: 'silver', platinum: 'silver',
  grey: 'grey', gray: 'grey', grau: 'grey', graphite: 'grey', anthracite: 'grey', anthrazit: 'grey', titanium: 'grey', slate: 'grey', charcoal: 'grey', space: 'grey',
  rot: 'red', rouge: 'red', crimson: 'red', burgundy: 'red', bordeaux: 'red',
  blue: 'blue', blau: 'blue', navy: 'blue', azure: 'blue', cobalt: 'blue', teal: 'blue', turquoise: 'blue', turkis: 'blue',
  green: 'green', grun: 'green', gruen: 'green', olive: 'green', mint: 'green', khaki: 'green', sage: 'green',
  yellow: 'yellow', gelb: 'yellow', mustard: 'yellow',
  pink: 'pink', rosa: 'pink', rose: 'pink', magenta: 'pink', fuchsia: 'pink',
  purple: 'purple', lila: 'purple', violet: 'purple', violett: 'purple', lavender: 'purple',
  gold: 'gold', golden: 'gold', champagne: 'gold',
  orange: 'orange', coral: 'orange', copper: 'orange', kupfer: 'orange',
  brown: 'brown', braun: 'brown', beige: 'brown', tan: 'brown', walnut: 'brown', oak: 'brown', eiche: 'brown', cognac: 'brown', camel: 'brown', taupe: 'brown',
};

/** The colour families named in the tokens. */
export function extractColours(tokens: readonly string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    // "space grey" is grey; "rose gold" is gold.
    if (token === 'space' && tokens[i + 1] !== 'gray' && tokens[i + 1] !== 'grey') continue;
    if (token === 'rose' && tokens[i + 1] === 'gold') continue;
    const family = COLOURS[token];
    if (family) out.add(family);
  }
  return [...out];
}

/** Clothing sizes that cannot be mistaken for other words: XS…XXXL and "size 42" / "gr. 42". */
export function extractSizes(normalised: string): string[] {
  const out = new Set<string>();
  for (const m of normalised.matchAll(/\b(xxs|xs|xl|xxl|xxxl|[2-5]xl)\b/g)) out.add(m[1] as string);
  for (const m of normalised.matchAll(/\b(?:size|grosse|gr\.?|eu)\s*(\d{1,2}(?:[.,]5)?|xs|s|m|l|xl|xxl)\b/g)) out.add(m[1] as string);
  return [...out];
}

/** Two sets that both have members and share none: a differing variant. */
export function disjointNonEmpty(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  return !a.some((x) => b.includes(x));
}

/** Plain numbers of a title that are not part of a quantity (series numbers: "iPhone 15" vs "iPhone 14"). */
export function extractBareNumbers(normalised: string): string[] {
  return tokenize(normalised.replace(QUANTITY, ' ')).filter((t) => /^\d+(\.\d+)?$/.test(t) && t.length <= 4);
}
