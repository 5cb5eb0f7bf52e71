/**
 * Page chrome and recommendations cut out of the HTML before it is parsed (the tags stay, their
 * contents go). On shop pages menus, footers and recommendation rows are most of the elements;
 * the visible-page fallback skips them anyway (blockVocabulary.ts), but parsing them into a DOM
 * cost more than everything else the extraction does (a 55 KB mega menu in a <div>: ~85 % of a
 * 120 KB page's parse). Cut, by cheap signals read off the raw markup:
 *
 * - a container (div, section, ul, ol, aside, header, footer, form, dialog) whose class/id words
 *   say chrome or recommendations — the very test the fallback's walk applies to every element;
 * - a link-dense list (ul/ol of ≥ 12 links, most items a link, ≥ 1,000 characters) with nothing
 *   price-like in its text: a menu or a footer's link list whatever its class is called.
 *
 * Never cut: a region holding what other readers take from anywhere on the page (structured data:
 * JSON-LD, microdata, RDFa; the <h1>), nor one whose end is unclear (no matching closing tag, or
 * the region would close a tag it did not open — malformed markup the parser nests differently).
 * Work is bounded: at most MAX_REGIONS regions examined and a budget of characters scanned.
 */
import { isChromeLabel, isRecommendationLabel, labelWords } from './blockVocabulary.ts';

const CONTAINER_OPEN = /<(div|section|ul|ol|aside|header|footer|form|dialog)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;
/**
 * Tags whose opening and closing are counted to find a region's end (and to see it stays inside
 * its parent); and, in the same scan, what other readers take from anywhere on the page —
 * structured data (JSON-LD, microdata, RDFa) and the title heading — which keeps the region.
 */
const BLOCK_TAG = /<(\/?)(div|section|ul|ol|main|article|form|table|aside|header|footer|nav|dialog|body|html)\b|<h1|ld\+json|item(?:scope|prop)|typeof=|property=|vocab=/gi;
/** Regions shorter than this are left (not worth the cut). */
const MIN_CUT = 200;
const LINK_LIST_MIN_CHARS = 1_000;
const LINK_LIST_MIN_LINKS = 12;
const MAX_REGIONS = 400;
/**
 * Price-like markup, tested on the raw region (attributes included: a false alarm only keeps a
 * list): a currency sign or an entity that may be one; an amount with cents; a number followed
 * by a currency code, a non-ASCII mark (zł, Kč, лв, руб, 円 …) or a Latin abbreviation (kr, Ft,
 * lei, Rp …); a short capitalised code before a number ("CHF 129", "Rs 499"); price words.
 * Separate patterns, each starting with a cheap first character: one alternation of them all
 * scans slower.
 */
const PRICE_LIKE = [
  /\p{Sc}|&(?:euro|pound|yen|cent|#\d+|#x[0-9a-f]+);/u,
  /\d(?:[.,]\d{2}(?!\d)|\s?(?:[A-Z]{2,3}(?![a-z])|\P{ASCII}|(?:[Zz][lł]|[Kk][cč]|[Ff]t|kn|[Ll]ei|[Kk]r|din|[Ff]r|Rs|Rp|RM|TL)(?![a-z])|[:,.][-–]))/u,
  /\b[A-Z][A-Za-z]{1,2}\.?\s?\d/,
  /price|preis|prix|prezzo|precio|preço|prijs|cena|pris|amount/i,
];

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(source); m !== null; m = ATTRIBUTE.exec(source)) attributes[(m[1] as string).toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attributes;
}

/**
 * Where the element opened before `from` ends: `end` the index of its closing tag, or -1 when
 * there is none within `budget` characters, the markup in between closes a block it did not
 * open, or it holds something to keep; `scanned` the characters looked at.
 */
function closingTag(html: string, name: string, from: number, budget: number): { end: number; scanned: number } {
  const depth: Record<string, number> = {};
  let own = 1;
  BLOCK_TAG.lastIndex = from;
  for (let m = BLOCK_TAG.exec(html); m !== null; m = BLOCK_TAG.exec(html)) {
    const scanned = m.index - from;
    if (scanned > budget || m[2] === undefined) return { end: -1, scanned };
    const tag = m[2].toLowerCase();
    const step = m[1] === '/' ? -1 : 1;
    if (tag === name) {
      own += step;
      if (own === 0) return { end: m.index, scanned };
      continue;
    }
    const level = (depth[tag] ?? 0) + step;
    if (level < 0) return { end: -1, scanned };
    depth[tag] = level;
  }
  return { end: -1, scanned: html.length - from };
}

const count = (text: string, literal: string): number => {
  let n = 0;
  for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length)) n++;
  return n;
};

function linkDenseList(region: string): boolean {
  if (region.length < LINK_LIST_MIN_CHARS) return false;
  const links = count(region, '<a ');
  if (links < LINK_LIST_MIN_LINKS || links < count(region, '<li') * 0.8) return false;
  return !PRICE_LIKE.some((pattern) => pattern.test(region));
}

/** The page without the contents of its chrome, recommendation and link-list regions (see above). */
export function withoutChrome(html: string): string {
  const parts: string[] = [];
  let from = 0;
  let budget = html.length * 2;
  let regions = 0;
  CONTAINER_OPEN.lastIndex = 0;
  for (let open = CONTAINER_OPEN.exec(html); open !== null; open = CONTAINER_OPEN.exec(html)) {
    const name = (open[1] as string).toLowerCase();
    const source = open[2] ?? '';
    const list = name === 'ul' || name === 'ol';
    const label = source.length > 3 ? labelWords(attributesOf(source)) : '';
    const labelled = label !== '' && (isChromeLabel(label) || isRecommendationLabel(label));
    if (!labelled && !list) continue;
    if (++regions > MAX_REGIONS || budget <= 0) break;
    const bodyStart = open.index + open[0].length;
    const { end, scanned } = closingTag(html, name, bodyStart, budget);
    budget -= scanned;
    if (end === -1) continue;
    const region = html.slice(bodyStart, end);
    if (region.length < MIN_CUT || (!labelled && !linkDenseList(region))) continue;
    parts.push(html.slice(from, bodyStart));
    from = end;
    CONTAINER_OPEN.lastIndex = end;
  }
  if (parts.length === 0) return html;
  parts.push(html.slice(from));
  return parts.join('');
}
