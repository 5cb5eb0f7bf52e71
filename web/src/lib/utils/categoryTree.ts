import type { ListedCategory } from '@pm/contracts';
import { formatBreadcrumb, sortByBreadcrumb } from './categoryBreadcrumb.ts';

/** A category as a row of the tree listing. */
export interface CategoryRow extends ListedCategory {
  /** 0 for top-level categories. */
  depth: number;
  breadcrumb: string;
  childCount: number;
  /** Active products in this category and all its subcategories. */
  totalProducts: number;
}

/** The categories in tree order (parents before children, siblings by name) with depth and counts. */
export function categoryRows(categories: readonly ListedCategory[]): CategoryRow[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const childCount = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const category of categories) {
    if (category.parentId) childCount.set(category.parentId, (childCount.get(category.parentId) ?? 0) + 1);
    // Each category's products count for itself and every ancestor (guarding against a broken chain).
    const seen = new Set<string>();
    for (let node: ListedCategory | undefined = category; node && !seen.has(node.id); node = node.parentId ? byId.get(node.parentId) : undefined) {
      seen.add(node.id);
      totals.set(node.id, (totals.get(node.id) ?? 0) + category.productCount);
    }
  }
  return sortByBreadcrumb(categories).map((category) => ({
    ...category,
    depth: Math.max(0, category.path.length - 1),
    breadcrumb: formatBreadcrumb(category.path),
    childCount: childCount.get(category.id) ?? 0,
    totalProducts: totals.get(category.id) ?? 0,
  }));
}

/** Whether `candidateId` is `ancestorId` itself or lies below it: such a category cannot become its parent. */
export function isSelfOrDescendant(categories: readonly { id: string; parentId: string | null }[], candidateId: string, ancestorId: string): boolean {
  const parents = new Map(categories.map((category) => [category.id, category.parentId]));
  const seen = new Set<string>();
  for (let id: string | null | undefined = candidateId; id && !seen.has(id); id = parents.get(id)) {
    if (id === ancestorId) return true;
    seen.add(id);
  }
  return false;
}

/** The rows whose breadcrumb contains the text (ignoring case); all rows for empty text. */
export function filterCategoryRows(rows: readonly CategoryRow[], searchText: string): CategoryRow[] {
  const text = searchText.trim().toLocaleLowerCase();
  return text === '' ? [...rows] : rows.filter((row) => row.breadcrumb.toLocaleLowerCase().includes(text));
}
