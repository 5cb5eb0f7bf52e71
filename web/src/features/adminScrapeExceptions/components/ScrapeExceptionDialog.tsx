import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ScrapeException } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { isApiError } from '../../../lib/apiError.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useCreateScrapeException } from '../api/createScrapeException.ts';
import { useUpdateScrapeException } from '../api/updateScrapeException.ts';
import { EMPTY_SCRAPE_EXCEPTION_FORM, formFromException, issuesByField, toScrapeExceptionBody } from '../utils/exceptionForm.ts';
import type { JsonField, JsonSyntaxError, ScrapeExceptionFormValues } from '../utils/exceptionForm.ts';
import { IssueList } from './IssueList.tsx';
import { ScrapeExceptionFields } from './ScrapeExceptionFields.tsx';

export interface ScrapeExceptionDialogProps {
  /** The exception to edit; none creates a new one. */
  exception: ScrapeException | null;
  open: boolean;
  onClose(): void;
}

/** Creates or edits a scrape exception. Give it a new `key` per opening. */
export function ScrapeExceptionDialog({ exception, open, onClose }: ScrapeExceptionDialogProps) {
  const { t, i18n } = useLingui();
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

  const submit = () => {
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
    <FormDialog
      open={open}
      wide
      title={exception ? t`Edit scrape exception` : t`Create scrape exception`}
      submitLabel={exception ? t`Save changes` : t`Create scrape exception`}
      busy={busy}
      error={mutation.isError ? i18n._(errorMessageFor(mutation.error)) : null}
      onSubmit={submit}
      onClose={onClose}
    >
      {issues.general && <IssueList issues={issues.general} />}
      <ScrapeExceptionFields
        values={values}
        disabled={busy}
        syntax={syntax}
        issues={issues}
        codeTaken={codeTaken}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
      />
    </FormDialog>
  );
}
