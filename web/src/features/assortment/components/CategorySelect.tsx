import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';
import { useCategories } from '../../categories/api/categoriesQuery.ts';
import { formatBreadcrumb, sortByBreadcrumb } from '../../categories/utils/categoryBreadcrumb.ts';

export interface CategorySelectProps {
  companyId: string;
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** The choice for "no category" (e.g. "None" or "Top level"). */
  emptyLabel: string;
  /** A category that may not be chosen with its subcategories (moving a category below itself). */
  excludeId?: string;
}

/** Picks one of the company's categories by its breadcrumb path. */
export function CategorySelect({ companyId, label, value, onChange, disabled, emptyLabel, excludeId }: CategorySelectProps) {
  const { t } = useLingui();
  const categories = useCategories(companyId);
  const excluded = excludeId ? categories.data?.find((category) => category.id === excludeId) : undefined;
  const options = sortByBreadcrumb(categories.data ?? []).filter(
    (category) => !excluded || !(category.id === excluded.id || formatBreadcrumb(category.path).startsWith(`${formatBreadcrumb(excluded.path)} ›`)),
  );
  return (
    <Field label={label} validationMessage={categories.isError ? t`The categories could not be loaded.` : undefined}>
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
