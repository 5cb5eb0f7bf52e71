import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, Radio, RadioGroup, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { roleAllows, type ErpWriteModeValue, type ErpWriteSummaryBody, type Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useErpWriteBack, useSetErpWriteMode, useWriteToErp, type ErpWriteRequest } from '../api/erpWriteBack.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Reports a write's outcome: how many went to the ERP, how many failed (their reasons are on the list). */
export function useErpWriteReport() {
  const { t } = useLingui();
  const notify = useNotify();
  return (summary: ErpWriteSummaryBody) => {
    const written = summary.written + summary.reconciled;
    if (summary.failed > 0) notify.error(t`${plural(written, { one: '# price written to the ERP', other: '# prices written to the ERP' })}, ${plural(summary.failed, { one: '# failed', other: '# failed' })}: the reason is shown next to the price.`);
    else if (written > 0) notify.success(t`${plural(written, { one: '# price written to the ERP.', other: '# prices written to the ERP.' })}`);
    else notify.success(t`No confirmed price awaited a write to the ERP.`);
  };
}

/** Runs a write or retry and reports it; errors of the whole call (no connection, ERP down) as a toast. */
export function useErpWriteAction(companyId: string) {
  const { t } = useLingui();
  const notify = useNotify();
  const report = useErpWriteReport();
  const mutation = useWriteToErp(companyId);
  return {
    pending: mutation.isPending,
    run: (request: ErpWriteRequest) => mutation.mutate(request, { onSuccess: report, onError: (error) => notify.error(t(errorMessageFor(error))) }),
  };
}

export interface ErpWriteBackBarProps {
  profile: Profile;
  /** Selected prices on the list that await a write, and those whose write failed. */
  selectedAwaiting: string[];
  selectedFailed: string[];
  onDone(): void;
}

/**
 * The submitted list's write-back to the ERP: the mode (company admins choose automatic or on
 * demand), how many confirmed prices await a write, "write to the ERP now" (the selected or all)
 * and "retry" of selected failed writes for admins and maintainers.
 */
export function ErpWriteBackBar({ profile, selectedAwaiting, selectedFailed, onDone }: ErpWriteBackBarProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const headingId = useId();
  const companyId = profile.company.id;
  const writeBack = useErpWriteBack(companyId);
  const setMode = useSetErpWriteMode(companyId);
  const action = useErpWriteAction(companyId);
  const isAdmin = roleAllows(profile.role, profile.isAdmin, 'pricing.admin');
  const canWrite = roleAllows(profile.role, profile.isAdmin, 'prices.decide');
  // The admin's choice shows at once: the write-back's view of the log answers the new mode a moment later.
  const [chosen, setChosen] = useState<ErpWriteModeValue | null>(null);
  const mode = chosen ?? writeBack.data?.mode;
  const pending = writeBack.data?.pending ?? 0;

  const run = (request: ErpWriteRequest) => {
    action.run(request);
    onDone();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={headingId}>
          {t`Write-back to the ERP`}
        </Subtitle2>
        <AppLink to="/settings/price-engine/erp-connection">{t`ERP connection settings`}</AppLink>
      </div>
      <RefreshFailed query={writeBack} />
      {firstLoadFailed(writeBack) ? (
        <Text>{t(errorMessageFor(writeBack.error))}</Text>
      ) : (
        <Text>
          {writeBack.isPending
            ? t`Loading…`
            : mode === 'AUTOMATIC'
              ? t`Confirmed prices are written to the ERP automatically, shortly after their confirmation.`
              : t`Confirmed prices are written to the ERP on demand: with "Write to the ERP now".`}{' '}
          {!writeBack.isPending && t`${plural(pending, { one: '# confirmed price awaits a write.', other: '# confirmed prices await a write.' })}`}
        </Text>
      )}
      <div className={styles.row}>
        {isAdmin && mode && (
          <Field label={t`Write confirmed prices`}>
            <RadioGroup
              layout="horizontal"
              value={mode}
              disabled={setMode.isPending}
              onChange={(_e, data) => {
                const next: ErpWriteModeValue = data.value === 'AUTOMATIC' ? 'AUTOMATIC' : 'ON_DEMAND';
                setChosen(next);
                setMode.mutate(next, {
                  onSuccess: () => notify.success(next === 'AUTOMATIC' ? t`Confirmed prices are now written to the ERP automatically.` : t`Confirmed prices are now written to the ERP on demand.`),
                  onError: (error) => {
                    setChosen(null);
                    notify.error(t(errorMessageFor(error)));
                  },
                });
              }}
            >
              <Radio value="AUTOMATIC" label={t`automatically`} />
              <Radio value="ON_DEMAND" label={t`on demand`} />
            </RadioGroup>
          </Field>
        )}
        {canWrite && (
          <>
            <Button appearance="primary" disabled={action.pending} icon={action.pending ? <Spinner size="tiny" /> : undefined} onClick={() => run(selectedAwaiting.length > 0 ? { kind: 'write', adjustmentIds: selectedAwaiting } : { kind: 'write' })}>
              {selectedAwaiting.length > 0 ? t`Write selected to the ERP (${selectedAwaiting.length})` : t`Write to the ERP now`}
            </Button>
            {selectedFailed.length > 0 && (
              <Button disabled={action.pending} onClick={() => run({ kind: 'retry', adjustmentIds: selectedFailed })}>
                {t`Retry selected (${selectedFailed.length})`}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
