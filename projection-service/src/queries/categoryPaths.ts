import type { Category } from '@pm/contracts';

/** Breadcrumb path of every category, sorted by path (a tree listing order). */
export function withPaths(nodes: { _id: string; name: string; parentId: string | null }[]): Category[] {
  const byId = new Map(nodes.map((n) => [n._id, n]));
  const pathOf = (id: string): string[] => {
    const path: string[] = [];
    const seen = new Set<string>();
    for (let node = byId.get(id); node && !seen.has(node._id); node = node.parentId ? byId.get(node.parentId) : undefined) {
      seen.add(node._id);
      path.unshift(node.name);
    }
    return path;
  };
  return nodes
    .map((n) => ({ id: n._id, name: n.name, parentId: n.parentId, path: pathOf(n._id) }))
    .sort((a, b) => a.path.join('\u0000').localeCompare(b.path.join('\u0000'), 'de'));
}
