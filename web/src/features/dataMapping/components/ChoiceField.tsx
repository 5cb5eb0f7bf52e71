import { Field, Select } from '@fluentui/react-components';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceFieldProps {
  label: string;
  value: string;
  /** Plain choices, or groups of them (`<optgroup>`). */
  choices: readonly Choice[] | readonly { group: string; choices: readonly Choice[] }[];
  /** The empty first choice ("Select a target"): required selections start unanswered. */
  placeholder?: string;
  onChange(value: string): void;
  message?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

const isGrouped = (choices: ChoiceFieldProps['choices']): choices is readonly { group: string; choices: readonly Choice[] }[] => choices.length > 0 && 'group' in choices[0]!;

/** A labelled native select with its validation message. */
export function ChoiceField({ label, value, choices, placeholder, onChange, message, required, disabled }: ChoiceFieldProps) {
  const option = (choice: Choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  );
  return (
    <Field label={label} required={required} validationState={message ? 'error' : 'none'} validationMessage={message}>
      <Select value={value} disabled={disabled} onChange={(_event, data) => onChange(data.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {isGrouped(choices)
          ? choices.map((group) => (
              <optgroup key={group.group} label={group.group}>
                {group.choices.map(option)}
              </optgroup>
            ))
          : (choices as readonly Choice[]).map(option)}
      </Select>
    </Field>
  );
}
