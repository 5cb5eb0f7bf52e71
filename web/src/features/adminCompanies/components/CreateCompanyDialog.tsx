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
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useCreateCompanyMutation } from '../api/createCompany.ts';
import {
  EMPTY_CREATE_COMPANY,
  hasErrors,
  toCreateCompanyBody,
  validateCreateCompany,
} from '../utils/validateCreateCompany.ts';
import type { CreateCompanyValues } from '../utils/validateCreateCompany.ts';
import { CreateCompanyFields } from './CreateCompanyFields.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** "Create company": a company and its first administrator (POST /admin/companies). */
export function CreateCompanyDialog() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const create = useCreateCompanyMutation();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<CreateCompanyValues>(EMPTY_CREATE_COMPANY);
  // Field messages appear after the first submit attempt, then follow the input live.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateCreateCompany(values) : {};

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    if (next) {
      setValues(EMPTY_CREATE_COMPANY);
      setAttempted(false);
      create.reset();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setAttempted(true);
    if (hasErrors(validateCreateCompany(values))) return;
    create.mutate(toCreateCompanyBody(values), {
      onSuccess: () => {
        setOpen(false);
        notify.success(t`Company successfully created`);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />}>
          {t`Create company`}
        </Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t`Create company`}</DialogTitle>
            <DialogContent className={styles.content}>
              {create.isError && (
                <MessageBar intent="error">
                  <MessageBarBody>{i18n._(errorMessageFor(create.error))}</MessageBarBody>
                </MessageBar>
              )}
              <CreateCompanyFields
                values={values}
                errors={errors}
                disabled={create.isPending}
                onChange={(next) => setValues((current) => ({ ...current, ...next }))}
              />
            </DialogContent>
            <DialogActions>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={create.isPending}
                icon={create.isPending ? <Spinner size="tiny" /> : undefined}
              >
                {t`Create company`}
              </Button>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary" disabled={create.isPending}>
                  {t`Cancel`}
                </Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
