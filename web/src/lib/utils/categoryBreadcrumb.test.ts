import { describe, expect, it } from 'vitest';
import { breadcrumbOf, formatBreadcrumb, sortByBreadcrumb } from './categoryBreadcrumb.ts';

const camping = { id: 'c1', name: 'Camping', parentId: null, path: ['Camping'] };
const zelte = { id: 'c2', name: 'Zelte', parentId: 'c1', path: ['Camping', 'Zelte'] };
const bekleidung = { id: 'c3', name: 'Bekleidung', parentId: null, path: ['Bekleidung'] };
const kocher = { id: 'c4', name: 'Kocher', parentId: 'c1', path: ['Camping', 'Kocher'] };

describe('category breadcrumbs', () => {
  it('joins the path', () => {
    expect(formatBreadcrumb(['Camping', 'Zelte'])).toBe('Camping › Zelte');
  });

  it('finds a category by id', () => {
    expect(breadcrumbOf([camping, zelte], 'c2')).toBe('Camping › Zelte');
    expect(breadcrumbOf([camping], 'missing')).toBeNull();
    expect(breadcrumbOf(undefined, 'c2')).toBeNull();
    expect(breadcrumbOf([camping], null)).toBeNull();
  });

  it('orders parents before children and siblings by name', () => {
    expect(sortByBreadcrumb([zelte, kocher, camping, bekleidung]).map((category) => category.id)).toEqual(['c3', 'c1', 'c4', 'c2']);
  });
});
