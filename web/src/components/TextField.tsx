import { Field, Input } from '@fluentui/react-components';
import type { InputProps } from '@fluentui/react-components';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Validation message; the field shows as invalid while there is one. */
  message?: string | undefined;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  type?: InputProps['type'];
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  name?: string;
}

/** A labelled text input with its validation message: the building block of the settings forms. */
export function TextField({ label, value, onChange, message, hint, required, disabled, type, autoComplete, inputMode, name }: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} validationState={message ? 'error' : 'none'} validationMessage={message}>
      <Input
        type={type ?? 'text'}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        disabled={disabled}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}
