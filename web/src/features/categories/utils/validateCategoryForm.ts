import { createCategoryBodySchema } from '@pm/contracts';
import type { UpdateCategoryBody } from '../api/updateCategory.ts';
import type { CreateCategoryBody } from '../api/createCategory.ts';

export type CategoryFieldError = 'required' | 'tooLong';

/** A category as typed into the create/edit dialog; parentId '' is the top level. */
export interface CategoryFormValues {
  name: string;
  parentId: string;
}

export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, CategoryFieldError>>;

export const CATEGORY_NAME_MAX_LENGTH = createCategoryBodySchema.shape.name.maxLength ?? 120;

/** Spec §5: the category name is required. */
export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const name = values.name.trim();
  return { name: name === '' ? 'required' : name.length > CATEGORY_NAME_MAX_LENGTH ? 'tooLong' : undefined };
}

export function toCreateCategoryBody(values: CategoryFormValues): CreateCategoryBody {
  return { name: values.name.trim(), parentId: values.parentId || null };
}

/** The PUT body: only what changed (empty when nothing did). */
export function toUpdateCategoryBody(values: CategoryFormValues, category: { name: string; parentId: string | null }): UpdateCategoryBody {
  const body: UpdateCategoryBody = {};
  if (values.name.trim() !== category.name) body.name = values.name.trim();
  if ((values.parentId || null) !== category.parentId) body.parentId = values.parentId || null;
  return body;
}
