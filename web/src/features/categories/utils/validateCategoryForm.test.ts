import { describe, expect, it } from 'vitest';
import { toCreateCategoryBody, toUpdateCategoryBody, validateCategoryForm } from './validateCategoryForm.ts';

describe('category form', () => {
  it('requires a name of at most 120 characters', () => {
    expect(validateCategoryForm({ name: '  ', parentId: '' })).toEqual({ name: 'required' });
    expect(validateCategoryForm({ name: 'x'.repeat(121), parentId: '' })).toEqual({ name: 'tooLong' });
    expect(validateCategoryForm({ name: ' Zelte ', parentId: 'p' })).toEqual({ name: undefined });
  });

  it('creates at the top level or below a parent', () => {
    expect(toCreateCategoryBody({ name: ' Zelte ', parentId: '' })).toEqual({ name: 'Zelte', parentId: null });
    expect(toCreateCategoryBody({ name: 'Kuppelzelte', parentId: 'p' })).toEqual({ name: 'Kuppelzelte', parentId: 'p' });
  });

  it('sends only the changes: a rename, a move, or both', () => {
    const category = { name: 'Zelte', parentId: 'o' };
    expect(toUpdateCategoryBody({ name: 'Zelte ', parentId: 'o' }, category)).toEqual({});
    expect(toUpdateCategoryBody({ name: 'Tents', parentId: 'o' }, category)).toEqual({ name: 'Tents' });
    expect(toUpdateCategoryBody({ name: 'Zelte', parentId: '' }, category)).toEqual({ parentId: null });
    expect(toUpdateCategoryBody({ name: 'Tents', parentId: 'x' }, { name: 'Zelte', parentId: null })).toEqual({ name: 'Tents', parentId: 'x' });
  });
});
