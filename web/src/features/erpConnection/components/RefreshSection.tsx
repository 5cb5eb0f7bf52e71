import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Field, makeStyles, MessageBar, MessageBarBody, ProgressBar, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import type { CustomValueDefinition, ErpConnectionView, ErpRefreshKind, ErpRefreshView } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { NotAllowedMessage } from '../../../components/NotAllowedMessage.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useDataMapping } from '../../../lib/api/dataMappingQuery.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useStartErpRefresh } from '../api/startErpRefresh.ts';
import { useErpTexts } from '../utils/erpTexts.ts';
import { RejectedRows } from './RejectedRows.tsx';

const useStyles = makeStyles({
  kinds: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))' },
  kind: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  summary: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: tokens.spacingVerticalS, margin: 0 },
  count: { display: 'flex', flexDirection: 'column', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  number: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface RefreshSectionProps {
  companyId: string;
  view: ErpConnectionView;
  /** Admins and maintainers start refreshes (`pricing.configure`). */
  canRefresh: boolean;
  /** Company admins set up the connection. */
  canAdminister: boolean;
}

/** "Refresh inputs" and "Refresh output channels": progress while running and the last result of each. */
export function RefreshSection({ companyId, view, canRefresh, canAdminister }: RefreshSectionProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const start = useStartErpRefresh(companyId);
  // Rejected rows name custom values by their key: shown with the definitions' names.
  const customValues = useDataMapping(companyId).data?.customValues ?? [];
  const running = view.lastInputsRefresh?.status === 'RUNNING' || view.lastOutputChannelsRefresh?.status === 'RUNNING';
  const startable = canRefresh && view.connected && !running && !start.isPending;

  return (
    <SettingsSection
      title={t`Refresh from the ERP/shop system`}
      description={t`Inputs: products, prices, purchase prices, stock, barcodes and custom values, as the input data mapping reads them. Output channels: the sales prices confirmed prices can be written to. Both also run every morning before the scheduled rule-engine run.`}
    >
      {!canRefresh && <NotAllowedMessage title={t`You cannot refresh inputs or output channels.`} />}
      {/* Maintainers read "not connected" in the connection section; admins are told what to do. */}
      {canAdminister && !view.connected && <Text>{t`Save the connection settings first.`}</Text>}
      <ErrorBar message={start.isError ? t(errorMessageFor(start.error)) : null} />
      <div className={styles.kinds}>
        <RefreshKind
          kind="INPUTS"
          title={t`Inputs`}
          action={t`Refresh inputs`}
          refresh={view.lastInputsRefresh}
          customValues={customValues}
          canRefresh={canRefresh}
          startable={startable}
          starting={start.isPending && start.variables === 'INPUTS'}
          onStart={() => start.mutate('INPUTS')}
        />
        <RefreshKind
          kind="OUTPUT_CHANNELS"
          title={t`Output channels`}
          action={t`Refresh output channels`}
          refresh={view.lastOutputChannelsRefresh}
          customValues={customValues}
          canRefresh={canRefresh}
          startable={startable}
          starting={start.isPending && start.variables === 'OUTPUT_CHANNELS'}
          onStart={() => start.mutate('OUTPUT_CHANNELS')}
        />
      </div>
    </SettingsSection>
  );
}

interface RefreshKindProps {
  kind: ErpRefreshKind;
  title: string;
  action: string;
  refresh: ErpRefreshView | null;
  customValues: readonly CustomValueDefinition[];
  canRefresh: boolean;
  startable: boolean;
  starting: boolean;
  onStart(): void;
}

function RefreshKind({ kind, title, action, refresh, customValues, canRefresh, startable, starting, onStart }: RefreshKindProps) {
  const styles = useStyles();
  return (
    <section className={styles.kind} aria-label={title}>
      <div className={styles.head}>
        <Subtitle2 as="h3">{title}</Subtitle2>
        {canRefresh && (
          <Button appearance="primary" icon={starting ? <Spinner size="tiny" /> : <ArrowSyncRegular />} disabledFocusable={!startable} onClick={onStart}>
            {action}
          </Button>
        )}
      </div>
      <RefreshState kind={kind} refresh={refresh} customValues={customValues} />
    </section>
  );
}

function RefreshState({ kind, refresh, customValues }: { kind: ErpRefreshKind; refresh: ErpRefreshView | null; customValues: readonly CustomValueDefinition[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const formatDateTime = useFormatDateTime();
  const { failureText } = useErpTexts();
  if (!refresh) return <Text className={styles.muted}>{t`Not refreshed yet.`}</Text>;

  if (refresh.status === 'RUNNING') {
    const { done, total } = refresh;
    const known = total !== null && total > 0;
    const label = refresh.phase === 'APPLYING' ? t`Applying the rows` : t`Reading from the ERP/shop system`;
    const amount = known ? t`${done} of ${total} rows` : t`${done} rows`;
    return (
      <Field label={label} validationState="none" validationMessage={amount}>
        <ProgressBar aria-label={label} value={known ? Math.min(1, done / total) : undefined} thickness="large" />
      </Field>
    );
  }

  const finished = refresh.finishedAt ? formatDateTime(refresh.finishedAt) : formatDateTime(refresh.startedAt);
  if (refresh.status === 'FAILED') {
    return (
      <>
        <div>
          <Badge appearance="tint" color="danger">
            {t`Failed`}
          </Badge>{' '}
          <Text className={styles.muted}>{t`on ${finished}`}</Text>
        </div>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{failureText(refresh.error?.code ?? 'ERP_UNAVAILABLE', refresh.error?.statusCode ?? null)}</MessageBarBody>
        </MessageBar>
        <Text size={200} className={styles.muted}>{t`Nothing was changed: the previous data stays.`}</Text>
      </>
    );
  }

  const summary = refresh.summary;
  const counts: [string, number][] = summary
    ? [
        [kind === 'INPUTS' ? t`Rows read` : t`Channels read`, summary.read],
        [t`Created`, summary.created],
        [t`Updated`, summary.updated],
        [t`Unchanged`, summary.unchanged],
        [t`Rejected`, summary.rejected],
      ]
    : [];
  return (
    <>
      <div>
        <Badge appearance="tint" color="success">
          {t`Completed`}
        </Badge>{' '}
        <Text className={styles.muted}>{t`on ${finished}`}</Text>
      </div>
      {counts.length > 0 && (
        <dl className={styles.summary} aria-label={t`Result of the last refresh`}>
          {counts.map(([label, value]) => (
            <div key={label} className={styles.count}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.number}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {refresh.rejectedRows.length > 0 && <RejectedRows rows={refresh.rejectedRows} total={summary?.rejected ?? refresh.rejectedRows.length} customValues={customValues} />}
    </>
  );
}
