import { describe, expect, it } from 'vitest';
import { categoryRows, filterCategoryRows, isSelfOrDescendant } from './categoryTree.ts';

const outdoor = { id: 'o', name: 'Outdoor', parentId: null, path: ['Outdoor'], productCount: 1 };
const tents = { id: 't', name: 'Zelte', parentId: 'o', path: ['Outdoor', 'Zelte'], productCount: 4 };
const domes = { id: 'd', name: 'Kuppelzelte', parentId: 't', path: ['Outdoor', 'Zelte', 'Kuppelzelte'], productCount: 2 };
const stoves = { id: 's', name: 'Kocher', parentId: 'o', path: ['Outdoor', 'Kocher'], productCount: 0 };
const clothing = { id: 'c', name: 'Bekleidung', parentId: null, path: ['Bekleidung'], productCount: 3 };
const all = [domes, tents, clothing, stoves, outdoor];

describe('categoryRows', () => {
  it('lists the tree in order with depth, breadcrumb, children and products including subcategories', () => {
    expect(categoryRows(all).map((row) => [row.breadcrumb, row.depth, row.childCount, row.productCount, row.totalProducts])).toEqual([
      ['Bekleidung', 0, 0, 3, 3],
      ['Outdoor', 0, 2, 1, 7],
      ['Outdoor › Kocher', 1, 0, 0, 0],
      ['Outdoor › Zelte', 1, 1, 4, 6],
      ['Outdoor › Zelte › Kuppelzelte', 2, 0, 2, 2],
    ]);
  });

  it('survives a broken parent chain', () => {
    const orphan = { id: 'x', name: 'Waise', parentId: 'gone', path: ['Waise'], productCount: 5 };
    expect(categoryRows([orphan]).map((row) => [row.depth, row.totalProducts])).toEqual([[0, 5]]);
  });
});

describe('isSelfOrDescendant', () => {
  it('finds the category itself and everything below it', () => {
    expect(isSelfOrDescendant(all, 'o', 'o')).toBe(true);
    expect(isSelfOrDescendant(all, 'd', 'o')).toBe(true);
    expect(isSelfOrDescendant(all, 's', 't')).toBe(false);
    expect(isSelfOrDescendant(all, 'o', 'd')).toBe(false);
  });

  it('stops on a cycle', () => {
    const loop = [{ id: 'a', parentId: 'b' }, { id: 'b', parentId: 'a' }];
    expect(isSelfOrDescendant(loop, 'a', 'z')).toBe(false);
  });
});

describe('filterCategoryRows', () => {
  it('matches any level of the breadcrumb, ignoring case', () => {
    const rows = categoryRows(all);
    expect(filterCategoryRows(rows, ' zelte').map((row) => row.id)).toEqual(['t', 'd']);
    expect(filterCategoryRows(rows, '')).toHaveLength(5);
  });
});
