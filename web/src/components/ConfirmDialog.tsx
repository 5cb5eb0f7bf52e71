import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Label of the confirming button, e.g. "Delete". */
  confirmLabel: string;
  /** The confirmed action is running: both buttons wait. */
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** An alert dialog asking before a destructive action (delete, remove, disconnect). */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
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
