import type { Category } from '@pm/contracts';

/** The separator between the levels of a category breadcrumb ("Camping › Zelte"). */
export const BREADCRUMB_SEPARATOR = ' › ';

export function formatBreadcrumb(path: readonly string[]): string {
  return path.join(BREADCRUMB_SEPARATOR);
}

/** The breadcrumb of a category id, or null when there is none (or it is unknown). */
export function breadcrumbOf(categories: readonly Category[] | undefined, categoryId: string | null | undefined): string | null {
  if (!categoryId || !categories) return null;
  const category = categories.find((candidate) => candidate.id === categoryId);
  return category ? formatBreadcrumb(category.path) : null;
}

/** Categories in tree order (parents before their children, siblings by name), as for a select. */
export function sortByBreadcrumb<C extends Category>(categories: readonly C[]): C[] {
  return [...categories].sort((a, b) => {
    const length = Math.min(a.path.length, b.path.length);
    for (let i = 0; i < length; i++) {
      const order = (a.path[i] ?? '').localeCompare(b.path[i] ?? '');
      if (order !== 0) return order;
    }
    return a.path.length - b.path.length;
  });
}
