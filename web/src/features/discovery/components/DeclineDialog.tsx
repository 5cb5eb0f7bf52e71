import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { DECLINE_REASONS, type DeclineReason } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { DECLINE_REASON_LABELS } from '../utils/discoveryLabels.ts';

export interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onDecline(reason: DeclineReason, note: string): void;
  onClose(): void;
}

/** Declining a candidate asks for a reason (spec §5); a note is optional. */
export function DeclineDialog({ open, busy, error, onDecline, onClose }: DeclineDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    onDecline(reason, note);
  };

  return (
    <FormDialog open={open} title={t`Decline candidate`} submitLabel={t`Decline`} busy={busy} error={error} onSubmit={submit} onClose={onClose}>
      <Field label={t`Reason`} required validationMessage={missing && !reason ? t`Please choose a reason for declining.` : undefined} validationState={missing && !reason ? 'error' : 'none'}>
        <RadioGroup value={reason ?? ''} onChange={(_event, data) => setReason(data.value as DeclineReason)}>
          {DECLINE_REASONS.map((value) => (
            <Radio key={value} value={value} label={t(DECLINE_REASON_LABELS[value])} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t`Note (optional)`}>
        <Textarea value={note} maxLength={500} onChange={(_event, data) => setNote(data.value)} />
      </Field>
    </FormDialog>
  );
}
