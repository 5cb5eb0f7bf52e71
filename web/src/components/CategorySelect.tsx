import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';
import { useCategories } from '../lib/api/categoriesQuery.ts';
import { formatBreadcrumb, sortByBreadcrumb } from '../lib/utils/categoryBreadcrumb.ts';
import { isSelfOrDescendant } from '../lib/utils/categoryTree.ts';
import { firstLoadFailed } from '../lib/queryView.ts';

export interface CategorySelectProps {
  companyId: string;
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** The choice for "no category" (e.g. "None" or "Top level"). */
  emptyLabel: string;
  /** A category that may not be chosen with its subcategories (moving a category below itself). */
  excludeId?: string | undefined;
  hint?: string | undefined;
}

/** Picks one of the company's categories by its breadcrumb path. */
export function CategorySelect({ companyId, label, value, onChange, disabled, emptyLabel, excludeId, hint }: CategorySelectProps) {
  const { t } = useLingui();
  const categories = useCategories(companyId);
  const all = categories.data ?? [];
  const options = sortByBreadcrumb(all).filter((category) => !excludeId || !isSelfOrDescendant(all, category.id, excludeId));
  return (
    <Field label={label} hint={hint} validationMessage={firstLoadFailed(categories) ? t`The categories could not be loaded.` : undefined}>
      <Select value={value} disabled={disabled || categories.isPending} onChange={(_event, data) => onChange(data.value)}>
        <option value="">{emptyLabel}</option>
        {options.map((category) => (
          <option key={category.id} value={category.id}>
            {formatBreadcrumb(category.path)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
