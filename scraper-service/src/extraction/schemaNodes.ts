/**
 * Generic access to schema.org nodes, whichever syntax they came from: JSON-LD objects, or the
 * objects the microdata and RDFa readers build in the same shape ({ "@type": …, name: …, offers: … }).
 * Keys and types lose their prefixes ("schema:price", "http://schema.org/Product" → price,
 * Product), @graph and arrays are flattened and "@id" references are resolved, all bounded in
 * depth and size so that hostile data cannot run away.
 */
export type SchemaNode = Record<string, unknown>;

export const MAX_DEPTH = 12;
const MAX_NODES = 20_000;

export const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const PREFIX = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:|sdo:|s:)/i;
export const stripPrefix = (name: string): string => name.replace(PREFIX, '');

/** A copy with prefix-free keys, bounded in depth and number of nodes. */
export function normaliseNode(value: unknown, budget = { nodes: MAX_NODES }, depth = 0): unknown {
  if (depth > MAX_DEPTH || budget.nodes <= 0) return null;
  if (Array.isArray(value)) return value.map((v) => normaliseNode(v, budget, depth + 1));
  if (!isNode(value)) return value;
  budget.nodes -= 1;
  const out: SchemaNode = {};
  for (const [key, v] of Object.entries(value)) {
    const name = key.startsWith('@') ? key : stripPrefix(key);
    out[name] = normaliseNode(v, budget, depth + 1);
  }
  return out;
}

/** Every value of a property, arrays flattened, {"@value": x} unwrapped. */
export function values(node: SchemaNode, key: string): unknown[] {
  const raw = node[key];
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw.flat(2) : [raw];
  return list.map((v) => (isNode(v) && '@value' in v ? v['@value'] : v)).filter((v) => v !== undefined && v !== null && v !== '');
}

export const first = (node: SchemaNode, key: string): unknown => values(node, key)[0];

/** The type names of a node without prefixes ("Product", "Offer"). */
export function typesOf(node: SchemaNode): string[] {
  return values(node, '@type')
    .filter((t): t is string => typeof t === 'string')
    .map((t) => stripPrefix(t.trim()).replace(/^.*[/#]/, ''));
}

export const hasType = (node: SchemaNode, names: ReadonlySet<string>): boolean => typesOf(node).some((t) => names.has(t));

/** Top-level nodes: arrays and @graph flattened, mainEntity of web pages added. */
export function topLevelNodes(roots: readonly unknown[]): SchemaNode[] {
  const out: SchemaNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || out.length > 2_000) return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    if (value['@graph'] !== undefined) visit(value['@graph'], depth + 1);
    if (value['@type'] !== undefined) out.push(value);
    // Microdata gives every property as a list: <html itemtype=ItemPage> … <div itemprop="mainEntity" itemtype=Product>.
    const entities: unknown[] = Array.isArray(value.mainEntity) ? value.mainEntity : [value.mainEntity];
    for (const entity of entities) if (isNode(entity) && entity['@type'] !== undefined && !typesOf(entity).includes('WebPage')) visit(entity, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return out;
}

/** Replaces {"@id": x} stubs with the node of that id found anywhere in the data (once per path). */
export function resolveReferences(nodes: readonly unknown[]): (value: unknown) => unknown {
  const byId = new Map<string, SchemaNode>();
  const index = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) for (const v of value) index(v, depth + 1);
    else if (isNode(value)) {
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value);
      for (const v of Object.values(value)) if (typeof v === 'object') index(v, depth + 1);
    }
  };
  for (const node of nodes) index(node, 0);
  return (value: unknown) => {
    if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) return byId.get(value['@id']) ?? value;
    return value;
  };
}
