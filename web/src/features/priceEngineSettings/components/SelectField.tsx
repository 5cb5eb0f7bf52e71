import { Field, Select } from '@fluentui/react-components';

export interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  /** The empty first choice, e.g. "Select a country" (spec §5 required selections start unanswered). */
  placeholder?: string;
  onChange(value: Value | ''): void;
  message?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled select with its validation message. */
export function SelectField<Value extends string>({ label, value, options, placeholder, onChange, message, required, disabled }: SelectFieldProps<Value>) {
  const known = (raw: string): Value | '' => options.find((option) => option.value === raw)?.value ?? '';
  return (
    <Field label={label} required={required} validationState={message ? 'error' : 'none'} validationMessage={message}>
      <Select value={value} disabled={disabled} onChange={(_event, data) => onChange(known(data.value))}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
