import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { CategoryRow } from '../utils/categoryTree.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface CategoryActionsProps {
  onAddChild(parent: CategoryRow): void;
  onEdit(category: CategoryRow): void;
  onDelete(category: CategoryRow): void;
}

/** Add a subcategory, rename/move and delete one category. */
export function CategoryRowActions({ category, onAddChild, onEdit, onDelete }: CategoryActionsProps & { category: CategoryRow }) {
  const { t } = useLingui();
  const styles = useStyles();
  const breadcrumb = category.breadcrumb;
  return (
    <div className={styles.actions}>
      <Button size="small" appearance="subtle" aria-label={t`Add subcategory to ${breadcrumb}`} onClick={() => onAddChild(category)}>
        {t`Add subcategory`}
      </Button>
      <Button size="small" appearance="subtle" aria-label={t`Edit ${breadcrumb}`} onClick={() => onEdit(category)}>
        {t`Edit`}
      </Button>
      <Button size="small" appearance="subtle" aria-label={t`Delete ${breadcrumb}`} onClick={() => onDelete(category)}>
        {t`Delete`}
      </Button>
    </div>
  );
}
