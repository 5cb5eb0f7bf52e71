/**
 * Loading a page with Cheerio's htmlparser2 path (the one Crawlee's Cheerio crawler uses) and the
 * small DOM helpers the readers share: text of an element, whether an element is concealed
 * (inside <script>/<style>/<template>, or hidden by an inline style, the hidden attribute or a
 * hiding class), absolute URLs.
 */
import { load, type CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { withoutChrome } from './pruneChrome.ts';

/** Pages beyond this size are cut (structured data sits near the top; tails of such pages are junk). */
export const MAX_HTML_CHARS = 6_000_000;

export interface LoadedPage {
  $: CheerioAPI;
  truncated: boolean;
}

/**
 * Parses the page (`pruneChrome`: without the contents of menus, footers and recommendations,
 * pruneChrome.ts). Beyond MAX_HTML_CHARS only the beginning is parsed, plus the JSON-LD blocks
 * found in the rest (shops often put them at the end of the body).
 */
export function loadHtml(html: string, options: { keepScripts?: boolean; keepNavigation?: boolean; pruneChrome?: boolean } = {}): LoadedPage {
  if (!options.keepScripts) html = withoutInertContent(html);
  if (!options.keepNavigation) html = withoutNavigation(html);
  const truncated = html.length > MAX_HTML_CHARS;
  const prune = (part: string) => (options.pruneChrome ? withoutChrome(part) : part);
  if (!truncated) return { $: load(prune(html)), truncated };
  const tail = html.slice(MAX_HTML_CHARS);
  const blocks = tail.match(/<script\b[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi) ?? [];
  // Close whatever the cut left open (a comment, a script) so that the blocks are parsed as blocks.
  const reset = '\n--></script></style></textarea></template>\n';
  return { $: load(`${prune(html.slice(0, MAX_HTML_CHARS))}${reset}${blocks.slice(0, 20).join('\n')}`), truncated };
}

const INERT_OPEN = /<(script|style)\b([^>]*)>/gi;
const CLOSE: Record<string, RegExp> = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

/**
 * The page without the contents of its <style> elements and of its scripts other than JSON-LD
 * (the tags stay): no reader looks into them, and on real pages they are most of the bytes
 * (120 KB shop pages: ~60 % inline script and CSS), which the tokenizer would walk char by char.
 */
export function withoutInertContent(html: string): string {
  const parts: string[] = [];
  let from = 0;
  INERT_OPEN.lastIndex = 0;
  for (let open = INERT_OPEN.exec(html); open !== null; open = INERT_OPEN.exec(html)) {
    const name = (open[1] as string).toLowerCase();
    const bodyStart = open.index + open[0].length;
    const close = CLOSE[name] as RegExp;
    close.lastIndex = bodyStart;
    const end = close.exec(html);
    if (end === null) break;
    INERT_OPEN.lastIndex = end.index + end[0].length;
    const keep = name === 'script' && /ld\+json/i.test(open[2] ?? '');
    if (keep || end.index - bodyStart < 200) continue;
    parts.push(html.slice(from, bodyStart));
    from = end.index;
  }
  if (parts.length === 0) return html;
  parts.push(html.slice(from));
  return parts.join('');
}

const NAV_TAG = /<(\/?)nav\b[^>]*>/gi;

/**
 * The page without the contents of its <nav> elements (the tags stay): menus and mega menus are
 * page chrome no reader uses (the visible fallback skips them, product data is never in them),
 * and on shop pages they are a large part of the elements. Nested <nav>s are matched; an
 * unclosed one is left as it is. Not applied when a scrape exception's selectors read the page.
 */
export function withoutNavigation(html: string): string {
  const parts: string[] = [];
  let from = 0;
  let depth = 0;
  let bodyStart = -1;
  NAV_TAG.lastIndex = 0;
  for (let tag = NAV_TAG.exec(html); tag !== null; tag = NAV_TAG.exec(html)) {
    if (tag[1] === '') {
      if (depth === 0) bodyStart = tag.index + tag[0].length;
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0 && tag.index - bodyStart > 200) {
        parts.push(html.slice(from, bodyStart));
        from = tag.index;
      }
    }
  }
  if (parts.length === 0) return html;
  parts.push(html.slice(from));
  return parts.join('');
}

export const isElement = (node: AnyNode | null | undefined): node is Element =>
  node != null && (node.type === 'tag' || node.type === 'script' || node.type === 'style');

const INERT = new Set(['script', 'style', 'template', 'textarea']);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;
const HIDDEN_CLASSES = new Set(['hidden', 'd-none', 'is-hidden', 'hide', 'u-hidden']);
/** A display class for a breakpoint ("d-none d-lg-block", Tailwind "hidden md:flex"): hidden on phones only, shown on a desktop. */
const SHOWN_FROM_BREAKPOINT = /(?:^|\s)(?:d-(?:sm|md|lg|xl|xxl)-(?!none)[a-z-]+|(?:sm|md|lg|xl|2xl):(?!hidden)(?:block|flex|inline|inline-block|inline-flex|grid|table|contents))(?=\s|$)/;

/** Whether a class attribute hides its element: a hiding class ("hidden", "d-none", …) not undone for larger screens. */
export function hidingClass(classes: string | undefined, hiding: ReadonlySet<string> = HIDDEN_CLASSES): boolean {
  if (!classes) return false;
  for (const c of classes.split(/\s+/)) if (hiding.has(c)) return !SHOWN_FROM_BREAKPOINT.test(classes);
  return false;
}

function hidesItself(el: Element): boolean {
  if (INERT.has(el.name)) return true;
  const { attribs } = el;
  if (attribs.hidden !== undefined) return true;
  if (attribs.style && HIDDEN_STYLE.test(attribs.style)) return true;
  return hidingClass(attribs.class);
}

/**
 * Whether the element is invisible to a shopper: inside script/style/template or hidden by an
 * inline style, the hidden attribute or a hiding class on it or an ancestor. Cached per element.
 */
export function createConcealment(): (el: Element) => boolean {
  const cache = new Map<Element, boolean>();
  const concealed = (el: Element): boolean => {
    const known = cache.get(el);
    if (known !== undefined) return known;
    const parent = el.parent;
    const result = hidesItself(el) || (isElement(parent) ? concealed(parent) : false);
    cache.set(el, result);
    return result;
  };
  return concealed;
}

const SKIP_TEXT = new Set(['script', 'style', 'template', 'noscript']);
const BLOCK = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul', 'option']);

/**
 * The text of a node with collapsed whitespace, up to about `limit` characters: inline elements
 * joined as written ("39<sup>,90</sup>" → "39,90"), block elements apart; scripts and styles left out.
 */
export function textOf(node: AnyNode, limit = 5_000, skip?: (el: Element) => boolean): string {
  const parts: string[] = [];
  let length = 0;
  const stack: (AnyNode | string)[] = [node];
  while (stack.length > 0 && length < limit) {
    const current = stack.pop() as AnyNode | string;
    if (typeof current === 'string') {
      parts.push(current);
    } else if (current.type === 'text') {
      parts.push(current.data);
      length += current.data.length;
    } else if (isElement(current) || current.type === 'root') {
      const block = isElement(current) && BLOCK.has(current.name);
      if (isElement(current) && current !== node && (SKIP_TEXT.has(current.name) || skip?.(current))) continue;
      if (block) stack.push(' ');
      const children = (current as Element).children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AnyNode);
      if (block) parts.push(' ');
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim().slice(0, limit);
}

/** An absolute http(s) URL for a link found on the page, or null. */
export function absoluteUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('data:') || trimmed.startsWith('javascript:')) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'file:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A short single-line text value, or null (empty, a placeholder-length monster, not a string). */
export function cleanText(value: unknown, max = 500): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
}
