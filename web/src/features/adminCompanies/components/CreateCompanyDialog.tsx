import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { useCreateCompanyMutation } from '../api/createCompany.ts';
import {
  EMPTY_CREATE_COMPANY,
  hasErrors,
  toCreateCompanyBody,
  validateCreateCompany,
} from '../utils/validateCreateCompany.ts';
import type { CreateCompanyValues } from '../utils/validateCreateCompany.ts';
import { CreateCompanyFields } from './CreateCompanyFields.tsx';

/** "Create company": a company and its first administrator (POST /admin/companies). */
export function CreateCompanyDialog() {
  const { t } = useLingui();
  const dialog = useDialogTarget<never>();
  return (
    <>
      <Button appearance="primary" icon={<AddRegular />} onClick={() => dialog.show(null)}>
        {t`Create company`}
      </Button>
      <CreateCompanyForm key={dialog.key} open={dialog.open} onClose={dialog.close} />
    </>
  );
}

function CreateCompanyForm({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const create = useCreateCompanyMutation();
  const [values, setValues] = useState<CreateCompanyValues>(EMPTY_CREATE_COMPANY);
  // Field messages appear after the first submit attempt, then follow the input live.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateCreateCompany(values) : {};

  const onSubmit = () => {
    setAttempted(true);
    if (hasErrors(validateCreateCompany(values))) return;
    create.mutate(toCreateCompanyBody(values), {
      onSuccess: () => {
        onClose();
        notify.success(t`Company successfully created`);
      },
    });
  };

  return (
    <FormDialog
      open={open}
      wide
      title={t`Create company`}
      submitLabel={t`Create company`}
      busy={create.isPending}
      error={create.isError ? i18n._(errorMessageFor(create.error)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CreateCompanyFields
        values={values}
        errors={errors}
        disabled={create.isPending}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
      />
    </FormDialog>
  );
}
