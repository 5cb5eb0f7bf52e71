/**
 * One walk over the parsed page collecting everything the readers look at — meta tags, the
 * canonical link, JSON-LD scripts, microdata and RDFa scopes, title, body, first <h1>, product
 * tiles — instead of a CSS query (a full walk each) per reader.
 */
import type { AnyNode, Element } from 'domhandler';
import { isElement } from './document.ts';

export interface PageIndex {
  metas: Element[];
  canonicalHref: string | null;
  jsonLdScripts: Element[];
  itemScopes: Element[];
  rdfaScopes: Element[];
  title: Element | null;
  body: Element | null;
  firstH1: Element | null;
  /** Product tiles (cards of a grid/list), outermost only. */
  tiles: Element[];
}

const TILE_CLASSES = new Set([
  'product-tile',
  'product-item',
  'product-card',
  'product-box',
  'productbox',
  'product-grid-item',
  'product-list-item',
  'product-miniature',
  'search-result-item',
]);

function isTile(el: Element): boolean {
  const { attribs } = el;
  if (attribs['data-product-tile'] !== undefined || attribs['data-testid'] === 'product-card') return true;
  const classes = attribs.class;
  if (!classes) return false;
  for (const c of classes.split(/\s+/)) {
    if (TILE_CLASSES.has(c)) return true;
    if (c === 'product' && (el.name === 'li' || el.name === 'article')) return true;
  }
  return false;
}

export function indexPage(root: AnyNode): PageIndex {
  const index: PageIndex = {
    metas: [],
    canonicalHref: null,
    jsonLdScripts: [],
    itemScopes: [],
    rdfaScopes: [],
    title: null,
    body: null,
    firstH1: null,
    tiles: [],
  };
  // Stack of nodes; a tile marks its subtree so that nested tiles are not counted twice.
  const stack: { node: AnyNode; inTile: boolean }[] = [{ node: root, inTile: false }];
  while (stack.length > 0) {
    const { node, inTile } = stack.pop() as { node: AnyNode; inTile: boolean };
    let childInTile = inTile;
    if (isElement(node)) {
      const { name, attribs } = node;
      if (name === 'meta') index.metas.push(node);
      else if (name === 'script') {
        if ((attribs.type ?? '').toLowerCase().startsWith('application/ld+json')) index.jsonLdScripts.push(node);
        continue;
      } else if (name === 'style') continue;
      else if (name === 'link' && index.canonicalHref === null && /(?:^|\s)canonical(?:\s|$)/i.test(attribs.rel ?? '')) index.canonicalHref = attribs.href ?? null;
      else if (name === 'title' && index.title === null) index.title = node;
      else if (name === 'body' && index.body === null) index.body = node;
      else if (name === 'h1' && index.firstH1 === null) index.firstH1 = node;
      if (attribs.itemscope !== undefined) index.itemScopes.push(node);
      if (attribs.typeof !== undefined) index.rdfaScopes.push(node);
      if (!inTile && isTile(node)) {
        index.tiles.push(node);
        childInTile = true;
      }
    }
    if ('children' in node) {
      const children = node.children;
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i] as AnyNode;
        if (child.type !== 'text' && child.type !== 'comment') stack.push({ node: child, inTile: childInTile });
      }
    }
  }
  return index;
}

/** The raw text of a <script> element. */
export function scriptText(el: Element): string {
  let text = '';
  for (const child of el.children) if (child.type === 'text' || child.type === 'cdata') text += 'data' in child ? child.data : '';
  return text;
}
