import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';

interface ChoiceFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly Value[];
  labels: Record<Value, MessageDescriptor>;
  onChange(value: Value): void;
  disabled: boolean;
  /** A first choice for "none" (value ''); absent: one of the options must be chosen. */
  empty?: string | undefined;
}

/** A labelled select over an enum of the contracts, showing the translated labels. */
export function ChoiceField<Value extends string>({ label, value, options, labels, onChange, disabled, empty }: ChoiceFieldProps<Value>) {
  const { i18n } = useLingui();
  return (
    <Field label={label}>
      <Select value={value} disabled={disabled} onChange={(_event, data) => onChange(data.value as Value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {i18n._(labels[option])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
