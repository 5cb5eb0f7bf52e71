import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import type { CategoryRow } from '../../../lib/utils/categoryTree.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface CategoryActionsProps {
  onAddChild(parent: CategoryRow): void;
  onEdit(category: CategoryRow): void;
  onDelete(category: CategoryRow): void;
}

/** Add a subcategory, rename/move and delete one category; `compact` shows icons with tooltips (table rows). */
export function CategoryRowActions({ category, onAddChild, onEdit, onDelete, compact }: CategoryActionsProps & { category: CategoryRow; compact?: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const breadcrumb = category.breadcrumb;
  return (
    <div className={styles.actions}>
      <RowActionButton compact={compact} text={t`Add subcategory`} label={t`Add subcategory to ${breadcrumb}`} icon={<AddRegular />} onClick={() => onAddChild(category)} />
      <RowActionButton compact={compact} text={t`Edit`} label={t`Edit ${breadcrumb}`} icon={<EditRegular />} onClick={() => onEdit(category)} />
      <RowActionButton compact={compact} text={t`Delete`} label={t`Delete ${breadcrumb}`} icon={<DeleteRegular />} onClick={() => onDelete(category)} />
    </div>
  );
}
