import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDeleteCategory } from '../api/deleteCategory.ts';
import type { CategoryRow } from '../../../lib/utils/categoryTree.ts';

export interface DeleteCategoryDialogProps {
  companyId: string;
  /** The category to delete (kept while the dialog closes). Give the dialog a new `key` per opening. */
  category: CategoryRow | null;
  open: boolean;
  onClose(): void;
}

/**
 * Asks before deleting a category. The API deletes leaves only (CATEGORY_HAS_CHILDREN, shown in
 * the dialog); products filed under the category keep existing without a category.
 */
export function DeleteCategoryDialog({ companyId, category, open, onClose }: DeleteCategoryDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const remove = useDeleteCategory(companyId);
  const breadcrumb = category?.breadcrumb ?? '';
  const products = category?.productCount ?? 0;

  const confirm = () => {
    if (!category || remove.isPending) return;
    remove.mutate(category.id, {
      onSuccess: () => {
        notify.success(t`Category ${breadcrumb} deleted.`);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Delete category?`}
      confirmLabel={t`Delete`}
      pending={remove.isPending}
      error={remove.isError ? t(errorMessageFor(remove.error)) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t`${breadcrumb} will be deleted.`}{' '}
      {products > 0 && (
        <Plural
          value={products}
          one="# product is filed under it; it stays in the assortment without a category."
          other="# products are filed under it; they stay in the assortment without a category."
        />
      )}
    </ConfirmDialog>
  );
}
