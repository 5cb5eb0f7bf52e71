/**
 * The extraction corpus scorer (`npm run bench`, docs/benchmarks.md "Issue 16"): runs every corpus
 * page through the code path of `npm run -s extract` (pageRecord) and every price string through
 * that of `npm run -s parse-price` (parsePriceLine), and compares with the expected values.
 * Price: a page's price is right when the printed decimal equals the expected one (trailing zeros
 * ignored); a wrong price counts as a false positive and a false negative. Availability: the
 * printed schema.org name mapped to in/out the way the product does (contracts' outOfStockState;
 * nothing stated counts as in stock).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { outOfStockState } from '@pm/contracts/domain';
import { pageRecord } from '../../cli/pageRecord.ts';
import { parsePriceLine } from '../../cli/priceLine.ts';

export const CORPUS_DIR = fileURLToPath(new URL('./', import.meta.url));

export interface ExpectedPage {
  /** Relative to the corpus directory. */
  file: string;
  url: string;
  price: string | null;
  currency: string | null;
  availability: 'in' | 'out' | null;
  category: string;
}

export interface ExpectedPriceString {
  text: string;
  hints?: { url?: string; language?: string; currencyHint?: string };
  amount: string | null;
  currency: string | null;
}

export interface CorpusPage extends ExpectedPage {
  html: string;
}

/** The generated pages (expected.json) and the hand-written ones (hand-expected.json; hand-expected-3.json and -4.json, the third blind batch and the pages held out from its fixes). */
export function corpusPages(files: readonly string[] = ['expected.json', 'hand-expected.json', 'hand-expected-3.json', 'hand-expected-4.json']): CorpusPage[] {
  const lists = files.flatMap((name) => JSON.parse(readFileSync(`${CORPUS_DIR}${name}`, 'utf8')) as ExpectedPage[]);
  return lists.map((page) => ({ ...page, html: readFileSync(`${CORPUS_DIR}${page.file}`, 'utf8') }));
}

/** The generated price strings (price-strings.json) and the hand-written ones (price-strings-hand.json; price-strings-hand-2.json and -3.json, the second and third blind batches). */
export const corpusPriceStrings = (files: readonly string[] = ['price-strings.json', 'price-strings-hand.json', 'price-strings-hand-2.json', 'price-strings-hand-3.json']): ExpectedPriceString[] =>
  files.flatMap((name) => JSON.parse(readFileSync(`${CORPUS_DIR}${name}`, 'utf8')) as ExpectedPriceString[]);

/** "1299.00" and "1299" are the same amount; "0.004990" and "0.00499" too. */
export const sameAmount = (a: string | null, b: string | null): boolean => normal(a) === normal(b);
const normal = (value: string | null) => (value === null ? null : value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

export interface PageResult {
  page: ExpectedPage;
  price: string | null;
  currency: string | null;
  availability: string | null;
  pageStatus: string;
  priceOk: boolean;
  currencyOk: boolean | null;
  availabilityOk: boolean | null;
}

export interface CorpusScore {
  pages: number;
  precision: number;
  recall: number;
  f1: number;
  currencyAccuracy: number;
  availabilityAccuracy: number;
  results: PageResult[];
}

export function scorePage(page: CorpusPage): PageResult {
  const record = pageRecord(page.html, { file: page.file, url: page.url, fallbackUrl: pathToFileURL(`${CORPUS_DIR}${page.file}`).toString(), selectors: null, currencyHint: null, decimalSeparator: null, priceTable: false });
  const price = (record.price as string | null) ?? null;
  const currency = (record.currency as string | null) ?? null;
  const availability = (record.availability as string | null) ?? null;
  const out = outOfStockState(availability) ?? false;
  return {
    page,
    price,
    currency,
    availability,
    pageStatus: String(record.pageStatus),
    priceOk: sameAmount(price, page.price),
    currencyOk: page.currency === null ? null : currency === page.currency,
    availabilityOk: page.availability === null ? null : (out ? 'out' : 'in') === page.availability,
  };
}

export function scoreCorpus(pages: readonly CorpusPage[] = corpusPages()): CorpusScore {
  const results = pages.map(scorePage);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const r of results) {
    if (r.price !== null && r.priceOk) tp++;
    if (r.price !== null && !r.priceOk) fp++;
    if (r.page.price !== null && !r.priceOk) fn++;
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const share = (values: (boolean | null)[]) => {
    const known = values.filter((v): v is boolean => v !== null);
    return known.length === 0 ? 0 : known.filter(Boolean).length / known.length;
  };
  return {
    pages: results.length,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    currencyAccuracy: share(results.map((r) => r.currencyOk)),
    availabilityAccuracy: share(results.map((r) => r.availabilityOk)),
    results,
  };
}

export interface PriceStringResult {
  expected: ExpectedPriceString;
  amount: string | null;
  currency: string | null;
  amountOk: boolean;
  currencyOk: boolean;
}

export interface PriceStringScore {
  strings: number;
  amountAccuracy: number;
  currencyAccuracy: number;
  results: PriceStringResult[];
}

/** Each string as a JSON line of `parse-price` (text plus its hints). */
export function scorePriceStrings(strings: readonly ExpectedPriceString[] = corpusPriceStrings()): PriceStringScore {
  const results = strings.map((expected) => {
    const parsed = parsePriceLine(JSON.stringify({ text: expected.text, ...expected.hints }));
    return { expected, amount: parsed.amount, currency: parsed.currency, amountOk: sameAmount(parsed.amount, expected.amount), currencyOk: parsed.currency === expected.currency };
  });
  return {
    strings: results.length,
    amountAccuracy: results.filter((r) => r.amountOk).length / Math.max(1, results.length),
    currencyAccuracy: results.filter((r) => r.currencyOk).length / Math.max(1, results.length),
    results,
  };
}

/** `npx node scraper-service/src/extraction/corpus/scoreCorpus.ts [--failures]`: the scores, and with --failures each miss. */
function main(): void {
  const pages = scoreCorpus();
  const strings = scorePriceStrings();
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(`pages ${pages.pages}: price P ${pages.precision.toFixed(3)} R ${pages.recall.toFixed(3)} F1 ${pages.f1.toFixed(3)}, currency ${pct(pages.currencyAccuracy)}, availability ${pct(pages.availabilityAccuracy)}`);
  for (const [label, file] of [['generated', 'expected.json'], ['hand-written 1–70', 'hand-expected.json'], ['third blind batch 71–111', 'hand-expected-3.json'], ['held out from its fixes 112–121', 'hand-expected-4.json']] as const) {
    const part = scoreCorpus(corpusPages([file]));
    console.log(`  ${label} (${part.pages}): price P ${part.precision.toFixed(3)} R ${part.recall.toFixed(3)} F1 ${part.f1.toFixed(3)}, currency ${pct(part.currencyAccuracy)}, availability ${pct(part.availabilityAccuracy)}`);
  }
  console.log(`price strings ${strings.strings}: amount ${pct(strings.amountAccuracy)}, currency ${pct(strings.currencyAccuracy)}`);
  const third = scorePriceStrings(corpusPriceStrings(['price-strings-hand-3.json']));
  console.log(`  third blind batch (${third.strings}): amount ${pct(third.amountAccuracy)}, currency ${pct(third.currencyAccuracy)}`);
  if (!process.argv.includes('--failures')) return;
  for (const r of pages.results) {
    if (r.priceOk && r.currencyOk !== false && r.availabilityOk !== false) continue;
    console.log(`${r.page.file} [${r.page.category}] expected ${r.page.price} ${r.page.currency} ${r.page.availability} got ${r.price} ${r.currency} ${r.availability} (${r.pageStatus})`);
  }
  for (const r of strings.results) {
    if (r.amountOk && r.currencyOk) continue;
    console.log(`"${r.expected.text}" ${JSON.stringify(r.expected.hints ?? {})} expected ${r.expected.amount} ${r.expected.currency} got ${r.amount} ${r.currency}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').toString()) main();
