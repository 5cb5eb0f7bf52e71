import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ErrorBar } from './ErrorBar.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A button label on two lines reads as two buttons: the actions take the width they need instead.
  actions: { '& .fui-Button': { whiteSpace: 'nowrap' } },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Label of the confirming button, e.g. "Delete". */
  confirmLabel: string;
  /** The confirmed action is running: both buttons wait. */
  pending: boolean;
  /** Why the action failed, shown in the dialog (callers that report by toast leave it out). */
  error?: string | null | undefined;
  onConfirm(): void;
  onClose(): void;
}

/** An alert dialog asking before a destructive action (delete, remove, disconnect). */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <ErrorBar message={error} />
            <div>{children}</div>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="secondary" onClick={onClose} disabled={pending}>
              {t`Cancel`}
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabledFocusable={pending} icon={pending ? <Spinner size="tiny" /> : undefined}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
