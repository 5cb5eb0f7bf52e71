import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorBar } from './ErrorBar.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const useStyles = makeStyles({
  wide: { maxWidth: '640px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A button label on two lines reads as two buttons: the actions take the width they need instead.
  actions: { '& .fui-Button': { whiteSpace: 'nowrap' } },
});

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Label of the submit button, e.g. "Save changes". */
  submitLabel: string;
  /** The submit is running: the buttons wait and the dialog does not close. */
  busy: boolean;
  /** Why the last submit failed, shown above the fields (forms that report by toast leave it out). */
  error?: string | null | undefined;
  /** Called on submit unless busy, with the form (for `check(form)` of useFormValues). */
  onSubmit(form: HTMLFormElement): void;
  onClose(): void;
  /** A wider surface for forms with many fields. */
  wide?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * A modal form: title, fields, an error bar, Cancel and a submit button with progress. The
 * caller validates and sends in `onSubmit`; give the dialog a new `key` per opening so its
 * form starts fresh.
 */
export function FormDialog({ open, title, submitLabel, busy, error, onSubmit, onClose, wide, children }: FormDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(event.currentTarget);
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={wide ? styles.wide : undefined}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <ErrorBar message={error} />
              {children}
            </DialogContent>
            <DialogActions className={styles.actions}>
              <Button appearance="secondary" onClick={onClose} disabled={busy}>
                {t`Cancel`}
              </Button>
              <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
