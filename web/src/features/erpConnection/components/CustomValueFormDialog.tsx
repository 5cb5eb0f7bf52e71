import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';
import { CUSTOM_VALUE_TYPES } from '@pm/contracts';
import type { CustomValueDefinition } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useSetCustomValueDefinitions } from '../api/setCustomValueDefinitions.ts';
import { EMPTY_CUSTOM_VALUE, isCustomValueType, keyForLabel, toCustomValueDefinition, toCustomValueFormValues, validateCustomValueForm } from '../utils/customValueForm.ts';
import type { CustomValueError, CustomValueField, CustomValueFormValues } from '../utils/customValueForm.ts';
import { CUSTOM_VALUE_TYPE_LABELS } from '../utils/customValueTypeLabels.ts';
import { useCustomValueErrorText } from './useCustomValueErrorText.ts';

export interface CustomValueFormDialogProps {
  companyId: string;
  /** The company's definitions now; the dialog sends the whole list with this one added or changed. */
  definitions: readonly CustomValueDefinition[];
  /** The definition edited (null: add one). */
  target: CustomValueDefinition | null;
  /** The data mapping's revision the user saw. */
  revision: string;
  open: boolean;
  onClose(): void;
}

/** Adds or changes a custom value definition (name, key, data type). Give it a new `key` per opening. */
export function CustomValueFormDialog({ companyId, definitions, target, revision, open, onClose }: CustomValueFormDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const [seenRevision] = useState(revision);
  const save = useSetCustomValueDefinitions(companyId);
  const errorText = useCustomValueErrorText();
  const otherKeys = definitions.filter((definition) => definition.key !== target?.key).map((definition) => definition.key);
  const { values, setField, errors, check } = useFormValues<CustomValueFormValues, CustomValueField, CustomValueError>(
    () => (target ? toCustomValueFormValues(target) : EMPTY_CUSTOM_VALUE),
    (current) => validateCustomValueForm(current, otherKeys),
  );

  const setLabel = (label: string) => {
    setField('label')(label);
    // A new definition's key follows its name until the user types a key of their own.
    if (!target && !values.keyEdited) setField('key')(keyForLabel(label));
  };
  const setKey = (key: string) => {
    setField('key')(key);
    setField('keyEdited')(true);
  };

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
    const definition = toCustomValueDefinition(values);
    const next = target ? definitions.map((other) => (other.key === target.key ? definition : other)) : [...definitions, definition];
    save.mutate(
      { definitions: next, expectedRevision: seenRevision },
      {
        onSuccess: () => {
          notify.success(t`Custom value "${definition.label}" saved.`);
          onClose();
        },
      },
    );
  };

  const keyMessage =
    errors.key === 'required'
      ? t`Please enter a key.`
      : errors.key === 'invalidKey'
        ? t`A key has lower-case letters, digits and _ only, starts with a letter and has at most 40 characters.`
        : errors.key === 'keyTaken'
          ? t`Another custom value already has this key.`
          : undefined;

  return (
    <FormDialog
      open={open}
      title={target ? t`Edit custom value` : t`Add custom value`}
      submitLabel={target ? t`Save changes` : t`Add custom value`}
      busy={save.isPending}
      error={save.error ? errorText(save.error) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label={t`Name`}
        required
        autoComplete="off"
        value={values.label}
        onChange={setLabel}
        disabled={save.isPending}
        message={errors.label === 'required' ? t`Please enter a name.` : errors.label === 'tooLong' ? t`Please enter at most 80 characters.` : undefined}
      />
      <TextField
        label={t`Key`}
        hint={target ? t`The key cannot be changed: products and price-rule filters (custom:${values.key}) use it.` : t`Price-rule filters name it as custom: followed by the key.`}
        required
        autoComplete="off"
        value={values.key}
        onChange={setKey}
        disabled={save.isPending || target !== null}
        message={keyMessage}
      />
      <Field label={t`Data type`} required validationState={errors.dataType ? 'error' : 'none'} validationMessage={errors.dataType ? t`Please select a data type.` : undefined}>
        <Select value={values.dataType} disabled={save.isPending} onChange={(_event, data) => setField('dataType')(isCustomValueType(data.value) ? data.value : '')}>
          <option value="">{t`Select a data type`}</option>
          {CUSTOM_VALUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(CUSTOM_VALUE_TYPE_LABELS[type])}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
