import { useLingui } from '@lingui/react/macro';
import type { ListedCategory } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useCreateCategory } from '../api/createCategory.ts';
import { useUpdateCategory } from '../api/updateCategory.ts';
import { CATEGORY_NAME_MAX_LENGTH, toCreateCategoryBody, toUpdateCategoryBody, validateCategoryForm } from '../utils/validateCategoryForm.ts';
import type { CategoryFieldError, CategoryFormValues } from '../utils/validateCategoryForm.ts';
import { CategorySelect } from '../../../components/CategorySelect.tsx';

/** Create a category (below `parentId`, or at the top level) or rename/move `category`. */
export type CategoryDialogTarget = { category: ListedCategory } | { parentId: string | null };

export interface CategoryFormDialogProps {
  companyId: string;
  target: CategoryDialogTarget;
  open: boolean;
  onClose(): void;
}

/** Creates, renames or moves a category. Give it a new `key` per opening. */
export function CategoryFormDialog({ companyId, target, open, onClose }: CategoryFormDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const category = 'category' in target ? target.category : null;
  const create = useCreateCategory(companyId);
  const update = useUpdateCategory(companyId, category?.id ?? '');
  const { values, setField, errors, check } = useFormValues<CategoryFormValues, keyof CategoryFormValues, CategoryFieldError>(
    () => (category ? { name: category.name, parentId: category.parentId ?? '' } : { name: '', parentId: 'parentId' in target ? (target.parentId ?? '') : '' }),
    validateCategoryForm,
  );
  const busy = create.isPending || update.isPending;
  const failed = create.error ?? update.error;
  const nameError = errors.name === 'required' ? t`Please enter the category name.` : errors.name === 'tooLong' ? t`Please enter at most ${CATEGORY_NAME_MAX_LENGTH} characters.` : undefined;

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
    if (!category) {
      const body = toCreateCategoryBody(values);
      const name = body.name;
      create.mutate(body, {
        onSuccess: () => {
          notify.success(t`Category ${name} created.`);
          onClose();
        },
      });
      return;
    }
    const body = toUpdateCategoryBody(values, category);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        notify.success(t`Category saved.`);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open={open}
      title={category ? t`Edit category` : t`Create category`}
      submitLabel={category ? t`Save changes` : t`Create category`}
      busy={busy}
      error={failed ? t(errorMessageFor(failed)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField label={t`Category name`} required autoComplete="off" value={values.name} onChange={setField('name')} message={nameError} disabled={busy} />
      <CategorySelect
        companyId={companyId}
        label={t`Parent category`}
        emptyLabel={t`None (top level)`}
        hint={category ? t`Moving a category takes its subcategories along.` : undefined}
        value={values.parentId}
        onChange={setField('parentId')}
        disabled={busy}
        excludeId={category?.id}
      />
    </FormDialog>
  );
}
