import { describe, it } from 'vitest';
import type { CategoryEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { categoryTreeDecider } from './categoryTreeDecider.ts';

const spec = deciderSpec(categoryTreeDecider);
const c = 'c1';
const created = (categoryId: string, name: string, parentId: string | null = null): CategoryEvent => ({ type: 'CategoryCreated', data: { companyId: c, categoryId, name, parentId } });
const tree = [created('camp', 'Camping'), created('tents', 'Zelte', 'camp'), created('domes', 'Kuppelzelte', 'tents')];

describe('category tree', () => {
  it('creates categories under existing parents with names unique per level', () => {
    spec.given(tree).when({ type: 'CreateCategory', companyId: c, categoryId: 'bags', name: 'Schlafsäcke', parentId: 'camp' }).then([created('bags', 'Schlafsäcke', 'camp')]);
    spec.given(tree).when({ type: 'CreateCategory', companyId: c, categoryId: 'x', name: 'zelte', parentId: 'camp' }).thenThrows('CATEGORY_NAME_TAKEN');
    spec.given(tree).when({ type: 'CreateCategory', companyId: c, categoryId: 'x', name: 'Zelte', parentId: null }).then([created('x', 'Zelte', null)]);
    spec.given(tree).when({ type: 'CreateCategory', companyId: c, categoryId: 'x', name: 'X', parentId: 'nope' }).thenThrows('CATEGORY_NOT_FOUND');
  });
  it('renames and moves, never below itself', () => {
    spec.given(tree).when({ type: 'ChangeCategory', companyId: c, categoryId: 'domes', name: 'Kuppeln', parentId: 'camp' }).then([
      { type: 'CategoryMoved', data: { companyId: c, categoryId: 'domes', parentId: 'camp' } },
      { type: 'CategoryRenamed', data: { companyId: c, categoryId: 'domes', name: 'Kuppeln' } },
    ]);
    spec.given(tree).when({ type: 'ChangeCategory', companyId: c, categoryId: 'camp', parentId: 'domes' }).thenThrows('CATEGORY_CYCLE');
    spec.given(tree).when({ type: 'ChangeCategory', companyId: c, categoryId: 'camp', parentId: 'camp' }).thenThrows('CATEGORY_CYCLE');
    spec.given(tree).when({ type: 'ChangeCategory', companyId: c, categoryId: 'domes', parentId: null }).then([{ type: 'CategoryMoved', data: { companyId: c, categoryId: 'domes', parentId: null } }]);
  });
  it('deletes only leaves', () => {
    spec.given(tree).when({ type: 'DeleteCategory', companyId: c, categoryId: 'tents' }).thenThrows('CATEGORY_HAS_CHILDREN');
    spec.given(tree).when({ type: 'DeleteCategory', companyId: c, categoryId: 'domes' }).then([{ type: 'CategoryDeleted', data: { companyId: c, categoryId: 'domes' } }]);
  });
});
