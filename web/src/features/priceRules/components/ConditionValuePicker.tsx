import { useLingui } from '@lingui/react/macro';
import { Combobox, Dropdown, makeStyles, Option, Select } from '@fluentui/react-components';
import { useCategories } from '../../../lib/api/categoriesQuery.ts';
import { useProducts } from '../../../lib/api/productsQuery.ts';
import { formatBreadcrumb, sortByBreadcrumb } from '../../../lib/utils/categoryBreadcrumb.ts';
import { DEFAULT_PRODUCT_LIST_PARAMS } from '../../../lib/utils/productListQuery.ts';
import { brandChoices, joinList } from '../utils/conditionPickers.ts';
import { splitList } from '../utils/ruleDraft.ts';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%' },
});

export interface ConditionValuePickerProps {
  companyId: string;
  value: string;
  /** IN / NOT_IN: several values. */
  list: boolean;
  disabled: boolean;
  onChange(value: string): void;
}

/** The category of a condition, picked by its path (the filter compares the product's own category, not its parents). */
export function CategoryValuePicker({ companyId, value, list, disabled, onChange }: ConditionValuePickerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const categories = useCategories(companyId);
  const options = sortByBreadcrumb(categories.data ?? []);
  const nameOf = (id: string) => {
    const category = options.find((c) => c.id === id);
    return category ? formatBreadcrumb(category.path) : t`Deleted category`;
  };
  if (list) {
    const chosen = splitList(value, false);
    return (
      <Dropdown
        className={styles.control}
        multiselect
        disabled={disabled || categories.isPending}
        placeholder={t`Choose categories`}
        value={chosen.map(nameOf).join(', ')}
        selectedOptions={chosen}
        onOptionSelect={(_event, data) => onChange(joinList(data.selectedOptions))}
      >
        {chosen.filter((id) => !options.some((c) => c.id === id)).map((id) => (
          <Option key={id} value={id}>
            {t`Deleted category`}
          </Option>
        ))}
        {options.map((category) => (
          <Option key={category.id} value={category.id}>
            {formatBreadcrumb(category.path)}
          </Option>
        ))}
      </Dropdown>
    );
  }
  return (
    <Select className={styles.control} value={value} disabled={disabled || categories.isPending} onChange={(_event, data) => onChange(data.value)}>
      <option value="">{t`Please select`}</option>
      {value && !options.some((c) => c.id === value) && categories.isSuccess && <option value={value}>{t`Deleted category`}</option>}
      {options.map((category) => (
        <option key={category.id} value={category.id}>
          {formatBreadcrumb(category.path)}
        </option>
      ))}
    </Select>
  );
}

/** A brand of the assortment, suggested as it is typed; a brand not (yet) in the assortment may be typed too. */
export function BrandValuePicker({ companyId, value, list, disabled, onChange }: ConditionValuePickerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const chosen = list ? splitList(value, false) : [];
  const typed = list ? '' : value.trim();
  const products = useProducts(companyId, { ...DEFAULT_PRODUCT_LIST_PARAMS, searchText: typed, sort: 'brand', pageSize: 100 });
  const brands = brandChoices(products.data?.items.map((p) => p.brand) ?? [], typed, chosen);
  if (list) {
    return (
      <Dropdown
        className={styles.control}
        multiselect
        disabled={disabled}
        placeholder={t`Choose brands`}
        value={chosen.join(', ')}
        selectedOptions={chosen}
        onOptionSelect={(_event, data) => onChange(joinList(data.selectedOptions))}
      >
        {brands.map((brand) => (
          <Option key={brand} value={brand}>
            {brand}
          </Option>
        ))}
      </Dropdown>
    );
  }
  return (
    <Combobox
      className={styles.control}
      freeform
      disabled={disabled}
      autoComplete="off"
      value={value}
      selectedOptions={brands.includes(value) ? [value] : []}
      onChange={(event) => onChange(event.target.value)}
      onOptionSelect={(_event, data) => onChange(data.optionValue ?? '')}
    >
      {brands.map((brand) => (
        <Option key={brand} value={brand}>
          {brand}
        </Option>
      ))}
    </Combobox>
  );
}
