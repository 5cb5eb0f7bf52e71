/**
 * RDFa (typeof/property, schema.org vocabulary) → schema.org nodes in the JSON-LD shape.
 * Properties count when unprefixed under vocab="…schema.org…" or prefixed schema:/s:/sdo: or with
 * the full schema.org URL; OpenGraph's og:/product: properties are left to the meta reader.
 * Values: content, then href/src/resource, datetime, else the text; hidden text is ignored.
 */
import type { Element } from 'domhandler';
import { isElement, textOf } from './document.ts';
import type { SchemaNode } from './schemaNodes.ts';

const MAX_ITEMS = 500;
const SCHEMA_PREFIX = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:|sdo:|s:)/i;

/** `scopes`: the page's elements with a typeof attribute in document order. */
export function readRdfa(scopes: readonly Element[], concealed: (el: Element) => boolean): SchemaNode[] {
  const items: SchemaNode[] = [];
  for (const el of scopes) {
    if (items.length >= MAX_ITEMS) break;
    if (el.attribs.property !== undefined && hasTypeofAncestor(el)) continue;
    const node = readItem(el, concealed, 0, inSchemaVocab(el));
    if (node) items.push(node);
  }
  return items;
}

function hasTypeofAncestor(el: Element): boolean {
  for (let p = el.parent; isElement(p); p = p.parent) if (p.attribs.typeof !== undefined) return true;
  return false;
}

function inSchemaVocab(el: Element): boolean {
  for (let p: Element | null = el; isElement(p); p = isElement(p.parent) ? p.parent : null) {
    const vocab = p.attribs.vocab;
    if (vocab !== undefined) return /schema\.org/i.test(vocab);
  }
  return false;
}

/** A schema.org property name, or null for other vocabularies. */
function schemaName(raw: string, vocab: boolean): string | null {
  if (SCHEMA_PREFIX.test(raw)) return raw.replace(SCHEMA_PREFIX, '');
  if (raw.includes(':')) return null;
  return vocab ? raw : null;
}

function readItem(scope: Element, concealed: (el: Element) => boolean, depth: number, vocab: boolean): SchemaNode | null {
  const types = (scope.attribs.typeof ?? '')
    .split(/\s+/)
    .map((t) => schemaName(t, vocab))
    .filter((t): t is string => t !== null);
  if (types.length === 0) return null;
  const node: SchemaNode = { '@type': types };
  if (depth > 8) return node;
  const add = (name: string, value: unknown) => {
    const list = (node[name] as unknown[] | undefined) ?? [];
    list.push(value);
    node[name] = list;
  };
  const stack: Element[] = [];
  const pushChildren = (el: Element) => {
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i];
      if (isElement(child)) stack.push(child);
    }
  };
  pushChildren(scope);
  while (stack.length > 0) {
    const el = stack.pop() as Element;
    const innerVocab = el.attribs.vocab !== undefined ? /schema\.org/i.test(el.attribs.vocab) : vocab;
    const { property } = el.attribs;
    const nested = el.attribs.typeof !== undefined;
    if (property !== undefined) {
      const names = property.split(/\s+/).map((p) => schemaName(p, innerVocab)).filter((p): p is string => p !== null);
      const value = nested ? readItem(el, concealed, depth + 1, innerVocab) : propertyValue(el, concealed);
      if (value !== null) for (const name of names) add(name, value);
      if (nested) continue;
    } else if (nested) {
      continue;
    }
    pushChildren(el);
  }
  return node;
}

function propertyValue(el: Element, concealed: (el: Element) => boolean): string | null {
  const { attribs, name } = el;
  if (attribs.content !== undefined) return name === 'meta' || !concealed(el) ? attribs.content : null;
  if (name === 'meta') return null;
  const resource = attribs.href ?? attribs.src ?? attribs.resource;
  if (resource !== undefined && (name === 'a' || name === 'link' || name === 'img' || attribs.resource !== undefined)) return resource;
  if (attribs.datetime !== undefined) return attribs.datetime;
  if (concealed(el)) return null;
  return textOf(el, 1_000);
}
