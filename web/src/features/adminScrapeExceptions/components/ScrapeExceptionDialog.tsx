import { useState } from 'react';
import type { FormEvent } from 'react';
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
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import type { ScrapeException } from '@pm/contracts';
import { isApiError } from '../../../lib/apiError.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useCreateScrapeException } from '../api/createScrapeException.ts';
import { useUpdateScrapeException } from '../api/updateScrapeException.ts';
import { EMPTY_SCRAPE_EXCEPTION_FORM, formFromException, issuesByField, toScrapeExceptionBody } from '../utils/exceptionForm.ts';
import type { JsonField, JsonSyntaxError, ScrapeExceptionFormValues } from '../utils/exceptionForm.ts';
import { IssueList } from './IssueList.tsx';
import { ScrapeExceptionFields } from './ScrapeExceptionFields.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface ScrapeExceptionDialogProps {
  /** The exception to edit; none creates a new one. */
  exception: ScrapeException | null;
  open: boolean;
  onClose(): void;
}

/** Creates or edits a scrape exception. Give it a new `key` per opening. */
export function ScrapeExceptionDialog(props: ScrapeExceptionDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={props.open} onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <ScrapeExceptionForm {...props} />
      </DialogSurface>
    </Dialog>
  );
}

function ScrapeExceptionForm({ exception, onClose }: ScrapeExceptionDialogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const create = useCreateScrapeException();
  const update = useUpdateScrapeException();
  const [values, setValues] = useState<ScrapeExceptionFormValues>(() => (exception ? formFromException(exception) : EMPTY_SCRAPE_EXCEPTION_FORM));
  // JSON syntax is checked on submit, then follows the typing.
  const [attempted, setAttempted] = useState(false);
  const mutation = exception ? update : create;
  const busy = mutation.isPending;
  const built = toScrapeExceptionBody(values);
  const syntax: Partial<Record<JsonField, JsonSyntaxError>> = attempted && !built.ok ? built.syntax : {};
  const issues = issuesByField(mutation.error);
  const codeTaken = isApiError(mutation.error) && mutation.error.code === 'SCRAPE_EXCEPTION_CODE_TAKEN';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (!built.ok) return;
    const done = (text: string) => () => {
      notify.success(text);
      onClose();
    };
    if (exception) update.mutate({ id: exception.id, body: built.body }, { onSuccess: done(t`Scrape exception saved.`) });
    else create.mutate(built.body, { onSuccess: done(t`Scrape exception created.`) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody>
        <DialogTitle>{exception ? t`Edit scrape exception` : t`Create scrape exception`}</DialogTitle>
        <DialogContent className={styles.content}>
          {mutation.isError && (
            <MessageBar intent="error">
              <MessageBarBody>
                {i18n._(errorMessageFor(mutation.error))}
                {issues.general && <IssueList issues={issues.general} />}
              </MessageBarBody>
            </MessageBar>
          )}
          <ScrapeExceptionFields
            values={values}
            disabled={busy}
            syntax={syntax}
            issues={issues}
            codeTaken={codeTaken}
            onChange={(next) => setValues((current) => ({ ...current, ...next }))}
          />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <SubmitButton busy={busy}>{exception ? t`Save changes` : t`Create scrape exception`}</SubmitButton>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
