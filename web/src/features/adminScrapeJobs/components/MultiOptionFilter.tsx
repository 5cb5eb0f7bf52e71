import { useLingui } from '@lingui/react/macro';
import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';

const useStyles = makeStyles({
  field: { width: '220px' },
  dropdown: { minWidth: 0, width: '100%' },
});

export interface MultiOptionFilterProps<T extends string> {
  label: string;
  /** Empty: every value. */
  value: readonly T[];
  options: readonly { value: T; label: string }[];
  onChange(value: T[]): void;
}

/** A labelled multi-select of one list filter; nothing selected means "all". */
export function MultiOptionFilter<T extends string>({ label, value, options, onChange }: MultiOptionFilterProps<T>) {
  const { t } = useLingui();
  const styles = useStyles();
  const shown = value.length === 0 ? t`All` : options.filter((option) => value.includes(option.value)).map((option) => option.label).join(', ');
  return (
    <Field label={label} className={styles.field}>
      <Dropdown
        className={styles.dropdown}
        multiselect
        value={shown}
        selectedOptions={[...value]}
        onOptionSelect={(_event, data) => onChange(data.selectedOptions as T[])}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
