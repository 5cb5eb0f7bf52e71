import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { ERP_SYSTEMS } from '@pm/contracts';
import type { ErpConnectionTest, ErpConnectionView, ErpSystem } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useSaveErpConnection } from '../api/saveErpConnection.ts';
import { useTestErpConnection } from '../api/testErpConnection.ts';
import { toConnectionBody, toConnectionFormValues, validateConnectionForm } from '../utils/connectionForm.ts';
import type { ConnectionError, ConnectionField, ConnectionFormValues } from '../utils/connectionForm.ts';
import { useErpTexts } from '../utils/erpTexts.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  secret: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface ConnectionSectionProps {
  companyId: string;
  view: ErpConnectionView;
  /** Company admins change and test the connection (`pricing.admin`); others see it read-only. */
  canAdminister: boolean;
}

/** The connection settings: system, address, user and password (never shown back), Save and "Test connection". */
export function ConnectionSection({ companyId, view, canAdminister }: ConnectionSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection
      title={t`Connection`}
      description={canAdminister ? t`The password or API key is stored encrypted and never shown again.` : t`Only administrators change or test the connection.`}
    >
      {canAdminister ? <ConnectionForm companyId={companyId} view={view} /> : <ConnectionFacts view={view} />}
      <LastTest view={view} />
    </SettingsSection>
  );
}

function ConnectionFacts({ view }: { view: ErpConnectionView }) {
  const { t } = useLingui();
  const styles = useStyles();
  const { systemLabel } = useErpTexts();
  if (!view.connected) return <Text>{t`No ERP/shop system is connected yet.`}</Text>;
  return (
    <dl className={styles.facts} aria-label={t`Connection`}>
      <dt className={styles.term}>{t`System`}</dt>
      <dd className={styles.value}>{view.system ? systemLabel(view.system) : '–'}</dd>
      <dt className={styles.term}>{t`Address (URL)`}</dt>
      <dd className={styles.value}>{view.url ?? '–'}</dd>
      <dt className={styles.term}>{t`User name`}</dt>
      <dd className={styles.value}>{view.username || '–'}</dd>
      <dt className={styles.term}>{t`Password or API key`}</dt>
      <dd className={styles.value}>{view.secretSet ? t`Saved` : t`Not set`}</dd>
    </dl>
  );
}

function ConnectionForm({ companyId, view }: { companyId: string; view: ErpConnectionView }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const { systemLabel } = useErpTexts();
  const save = useSaveErpConnection(companyId);
  const test = useTestErpConnection(companyId);
  const [tested, setTested] = useState<ErpConnectionTest | null>(null);
  const { values, setField, errors, check, reset } = useFormValues<ConnectionFormValues, ConnectionField, ConnectionError>(() => toConnectionFormValues(view), validateConnectionForm);
  const busy = save.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(event.currentTarget)) return;
    save.mutate(toConnectionBody(values), {
      onSuccess: () => {
        // The saved password is now the one in place: the field closes again.
        const saved = values.secretSaved || values.secret !== '';
        reset({ ...values, secret: '', secretSaved: saved, changeSecret: !saved });
        setTested(null);
        notify.success(t`Connection saved.`);
      },
    });
  };

  const runTest = () => {
    setTested(null);
    test.mutate(undefined, { onSuccess: setTested });
  };

  const message = (error: ConnectionError | undefined, required: string) =>
    error === 'required' ? required : error === 'invalidUrl' ? t`Please enter a valid URL starting with https:// or http://.` : error === 'tooLong' ? t`This entry is too long.` : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Connection settings`}>
      <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
      <Field label={t`System`} required validationState={errors.system ? 'error' : 'none'} validationMessage={errors.system ? t`Please select a system.` : undefined}>
        <Select value={values.system} disabled={busy} onChange={(_event, data) => setField('system')((ERP_SYSTEMS as readonly string[]).includes(data.value) ? (data.value as ErpSystem) : '')}>
          <option value="">{t`Select a system`}</option>
          {ERP_SYSTEMS.map((system) => (
            <option key={system} value={system}>
              {systemLabel(system)}
            </option>
          ))}
        </Select>
      </Field>
      <TextField
        label={t`Address (URL)`}
        hint={values.system === 'EXPORT_URL' ? t`The address of the shop's CSV or JSON export.` : t`The address of your Plenty system, e.g. https://yourshop.plentymarkets-cloud01.com.`}
        required
        type="url"
        autoComplete="off"
        value={values.url}
        onChange={setField('url')}
        disabled={busy}
        message={message(errors.url, t`Please enter the address.`)}
      />
      <TextField
        label={t`User name`}
        hint={values.system === 'EXPORT_URL' ? t`Only if the export asks for one.` : t`The REST user of the ERP/shop system.`}
        required={values.system === 'PLENTY'}
        autoComplete="off"
        value={values.username}
        onChange={setField('username')}
        disabled={busy}
        message={message(errors.username, t`Please enter the user name.`)}
      />
      {values.changeSecret ? (
        <TextField
          label={t`Password or API key`}
          hint={values.secretSaved ? t`Leave empty to keep the saved one.` : undefined}
          required={values.system === 'PLENTY' && !values.secretSaved}
          type="password"
          autoComplete="new-password"
          value={values.secret}
          onChange={setField('secret')}
          disabled={busy}
          message={message(errors.secret, t`Please enter the password or API key.`)}
        />
      ) : (
        <Field label={t`Password or API key`}>
          <div className={styles.secret}>
            <Text>{t`Saved (not shown)`}</Text>
            <Button size="small" disabled={busy} onClick={() => setField('changeSecret')(true)}>
              {t`Change password`}
            </Button>
          </div>
        </Field>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={busy}>{t`Save connection`}</SubmitButton>
        {view.connected && (
          <Button disabledFocusable={test.isPending || busy} icon={test.isPending ? <Spinner size="tiny" /> : undefined} onClick={runTest}>
            {t`Test connection`}
          </Button>
        )}
      </div>
      <ErrorBar message={test.isError ? t(errorMessageFor(test.error)) : null} />
      {tested && <TestResult test={tested} />}
    </form>
  );
}

/** The result of a connection test: ok, or why not with the ERP's status code. */
function TestResult({ test }: { test: ErpConnectionTest }) {
  const { t } = useLingui();
  const { failureText } = useErpTexts();
  return (
    <MessageBar intent={test.ok ? 'success' : 'error'} role="status" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{test.ok ? t`Connection works.` : t`Connection failed.`}</MessageBarTitle>
        {/* The system's own description is English: the result is said in the user's language instead. */}
        {test.ok ? t`The ERP/shop system accepted the sign-in and answered.` : failureText(test.code ?? 'ERP_UNAVAILABLE', test.statusCode)}
      </MessageBarBody>
    </MessageBar>
  );
}

/** When the connection was last tested and how it went (for everyone of the company). */
function LastTest({ view }: { view: ErpConnectionView }) {
  const { t } = useLingui();
  const formatDateTime = useFormatDateTime();
  const { failureText } = useErpTexts();
  const test = view.lastTest;
  if (!test) return null;
  const at = formatDateTime(test.testedAt);
  return (
    <Text size={200}>
      {test.ok ? t`Last test on ${at}: the connection worked.` : t`Last test on ${at} failed: ${failureText(test.code ?? 'ERP_UNAVAILABLE', test.statusCode)}`}
    </Text>
  );
}
