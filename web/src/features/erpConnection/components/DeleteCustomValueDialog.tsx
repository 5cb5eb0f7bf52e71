import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomValueDefinition } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../lib/notify.tsx';
import { useSetCustomValueDefinitions } from '../api/setCustomValueDefinitions.ts';
import { useCustomValueErrorText } from './useCustomValueErrorText.ts';

export interface DeleteCustomValueDialogProps {
  companyId: string;
  definitions: readonly CustomValueDefinition[];
  target: CustomValueDefinition | null;
  revision: string;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a custom value definition, then sends the list without it. */
export function DeleteCustomValueDialog({ companyId, definitions, target, revision, open, onClose }: DeleteCustomValueDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const [seenRevision] = useState(revision);
  const save = useSetCustomValueDefinitions(companyId);
  const errorText = useCustomValueErrorText();
  const label = target?.label ?? '';

  const confirm = () => {
    if (!target) return;
    save.mutate(
      { definitions: definitions.filter((definition) => definition.key !== target.key), expectedRevision: seenRevision },
      {
        onSuccess: () => {
          notify.success(t`Custom value "${label}" deleted.`);
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Delete custom value`}
      confirmLabel={t`Delete`}
      pending={save.isPending}
      error={save.error ? errorText(save.error) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t`Delete the custom value "${label}"? A custom value the input data mapping still fills cannot be deleted.`}
    </ConfirmDialog>
  );
}
