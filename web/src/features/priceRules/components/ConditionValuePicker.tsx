import { useLingui } from '@lingui/react/macro';
import { Combobox, Dropdown, makeStyles, Option, Select } from '@fluentui/react-components';
import { BrandOptions, BrandsPicker, useBrandSuggestions } from '../../../components/BrandsPicker.tsx';
import { useCategories } from '../../../lib/api/categoriesQuery.ts';
import { formatBreadcrumb, sortByBreadcrumb } from '../../../lib/utils/categoryBreadcrumb.ts';
import { joinList } from '../utils/conditionPickers.ts';
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
      {value && !options.some((c) => c.id === value) && categories.data !== undefined && <option value={value}>{t`Deleted category`}</option>}
      {options.map((category) => (
        <option key={category.id} value={category.id}>
          {formatBreadcrumb(category.path)}
        </option>
      ))}
    </Select>
  );
}

/** A brand of the assortment (all of its brands, GET /brands), suggested as it is typed; a brand not (yet) in the assortment may be typed too. */
export function BrandValuePicker({ companyId, value, list, disabled, onChange }: ConditionValuePickerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const suggestions = useBrandSuggestions(companyId, list ? '' : value.trim(), []);
  if (list) {
    return <BrandsPicker className={styles.control} companyId={companyId} selected={splitList(value, false)} disabled={disabled} placeholder={t`Choose brands`} onChange={(brands) => onChange(joinList(brands))} />;
  }
  return (
    <Combobox
      className={styles.control}
      // Fluent names the opening chevron "Open" in English only.
      expandIcon={{ 'aria-label': t`Show suggestions` }}
      freeform
      disabled={disabled}
      autoComplete="off"
      value={value}
      selectedOptions={suggestions.choices.includes(value) ? [value] : []}
      onChange={(event) => onChange(event.target.value)}
      onOptionSelect={(_event, data) => onChange(data.optionValue ?? '')}
    >
      <BrandOptions suggestions={suggestions} />
    </Combobox>
  );
}
