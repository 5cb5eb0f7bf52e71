/**
 * Microdata (itemscope/itemtype/itemprop) → schema.org nodes in the JSON-LD shape. Property
 * values follow the HTML rules (meta content, link/a href, img src, data/meter value, time
 * datetime, a `content` attribute, else the text). Text properties inside hidden elements
 * (display:none, hidden, a hiding class) are ignored: shoppers do not see them, so they are not
 * the price; <meta>/<link> properties are invisible by design and count.
 */
import type { Element } from 'domhandler';
import { isElement, textOf } from './document.ts';
import { stripPrefix, type SchemaNode } from './schemaNodes.ts';

const MAX_ITEMS = 500;

/** `scopes`: the page's itemscope elements in document order. */
export function readMicrodata(scopes: readonly Element[], concealed: (el: Element) => boolean): SchemaNode[] {
  const items: SchemaNode[] = [];
  for (const el of scopes) {
    if (items.length >= MAX_ITEMS) break;
    // Top-level items only: nested ones are values of their parent's property.
    if (el.attribs.itemprop !== undefined && hasScopeAncestor(el)) continue;
    items.push(readItem(el, concealed, 0));
  }
  return items;
}

function hasScopeAncestor(el: Element): boolean {
  for (let p = el.parent; isElement(p); p = p.parent) if (p.attribs.itemscope !== undefined) return true;
  return false;
}

function readItem(scope: Element, concealed: (el: Element) => boolean, depth: number): SchemaNode {
  const node: SchemaNode = {};
  const types = (scope.attribs.itemtype ?? '').split(/\s+/).filter(Boolean).map((t) => t.replace(/^.*[/#]/, ''));
  if (types.length > 0) node['@type'] = types;
  if (depth > 8) return node;
  const add = (name: string, value: unknown) => {
    const list = (node[name] as unknown[] | undefined) ?? [];
    list.push(value);
    node[name] = list;
  };
  const stack: Element[] = [];
  for (let i = scope.children.length - 1; i >= 0; i--) {
    const child = scope.children[i];
    if (isElement(child)) stack.push(child);
  }
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    const { itemprop, itemscope } = el.attribs;
    if (itemprop !== undefined) {
      const names = itemprop.split(/\s+/).filter(Boolean).map(stripPrefix);
      const value = itemscope !== undefined ? readItem(el, concealed, depth + 1) : propertyValue(el, concealed);
      if (value !== null) for (const name of names) add(name, value);
      if (itemscope !== undefined) continue;
    } else if (itemscope !== undefined) {
      continue; // an independent item
    }
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i];
      if (isElement(child)) stack.push(child);
    }
  }
  return node;
}

function propertyValue(el: Element, concealed: (el: Element) => boolean): string | null {
  const { attribs, name } = el;
  if (name === 'meta') return attribs.content ?? null;
  if (name === 'link' || name === 'a' || name === 'area') return attribs.href ?? attribs.content ?? null;
  if (name === 'img' || name === 'source' || name === 'audio' || name === 'video' || name === 'embed' || name === 'iframe') return attribs.src ?? attribs['data-src'] ?? attribs.content ?? null;
  if (name === 'object') return attribs.data ?? null;
  if (name === 'data' || name === 'meter') return attribs.value ?? textOf(el, 500);
  if (name === 'time') return attribs.datetime ?? textOf(el, 500);
  if (concealed(el)) return null;
  if (attribs.content !== undefined) return attribs.content;
  return textOf(el, 1_000);
}
