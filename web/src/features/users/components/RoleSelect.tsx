import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';
import { ROLES } from '@pm/contracts';
import type { Role } from '@pm/contracts';
import { isRole } from '../utils/validateUserForm.ts';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../utils/roleLabels.ts';

export interface RoleSelectProps {
  value: Role | '';
  onChange(role: Role | ''): void;
  message?: string | undefined;
  disabled?: boolean;
  /** Why it is disabled, shown instead of the role description. */
  disabledHint?: string;
}

/** The required role selection of the user dialog. */
export function RoleSelect({ value, onChange, message, disabled, disabledHint }: RoleSelectProps) {
  const { t, i18n } = useLingui();
  const hint = disabledHint ?? (value === '' ? undefined : i18n._(ROLE_DESCRIPTIONS[value]));
  return (
    <Field label={t`Role`} required hint={hint} validationState={message ? 'error' : 'none'} validationMessage={message}>
      <Select value={value} disabled={disabled} onChange={(_event, data) => onChange(isRole(data.value) ? data.value : '')}>
        <option value="" disabled>
          {t`Select a role`}
        </option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {i18n._(ROLE_LABELS[role])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
