import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select } from '@fluentui/react-components';

const useStyles = makeStyles({
  field: { width: '200px' },
  // A long option (page status texts) must not widen the control beyond its field.
  root: { width: '100%' },
  select: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

export interface OptionFilterProps<T extends string> {
  label: string;
  /** '' means "all". */
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange(value: T | ''): void;
}

/** A labelled select of one list filter, with "All" first. */
export function OptionFilter<T extends string>({ label, value, options, onChange }: OptionFilterProps<T>) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <Field label={label} className={styles.field}>
      <Select className={styles.root} select={{ className: styles.select }} value={value} onChange={(_event, data) => onChange(data.value as T | '')}>
        <option value="">{t`All`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
