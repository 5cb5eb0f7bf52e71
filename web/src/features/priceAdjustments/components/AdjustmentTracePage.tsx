import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { roleAllows } from '@pm/contracts';
import type { AdjustmentDetail, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { useNotify } from '../../../lib/notify.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useAdjustmentDetail } from '../api/adjustmentDetailQuery.ts';
import { useAuditTrail } from '../api/auditTrailQuery.ts';
import { useMetricSettings } from '../api/metricSettingsQuery.ts';
import type { Decision } from '../api/decideAdjustments.ts';
import { STATUS_LABELS } from '../utils/adjustmentLabels.ts';
import { AuditTrailTimeline } from './AuditTrailTimeline.tsx';
import { DecisionDialog, type PendingDecision } from './DecisionDialog.tsx';
import { DecisionTraceView } from './DecisionTraceView.tsx';
import { useErpWriteAction } from './ErpWriteBackBar.tsx';
import { ErpWriteStatus, useErpWriteView } from './ErpWriteStatus.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** `/price-engine/review/:adjustmentId`: why this price (decision trace) and what happened to it (audit trail). */
export function AdjustmentTracePage() {
  return <ProfileGate>{(profile) => <Trace profile={profile} />}</ProfileGate>;
}

function Trace({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const { adjustmentId = '' } = useParams();
  const companyId = profile.company.id;
  const detail = useAdjustmentDetail(companyId, adjustmentId);
  const back = <AppLink to="/price-engine/review">{t`Review price adjustments`}</AppLink>;
  if (detail.isPending) return <AreaSpinner />;
  if (firstLoadFailed(detail)) {
    return (
      <PageLayout title={t`Price adjustment`} back={back}>
        <LoadError what={t`The price adjustment could not be loaded.`} error={detail.error} onRetry={() => void detail.refetch()} />
      </PageLayout>
    );
  }
  return <TraceContent profile={profile} adjustment={detail.data} back={back} refresh={<RefreshFailed query={detail} />} />;
}

function TraceContent({ profile, adjustment, back, refresh }: { profile: Profile; adjustment: AdjustmentDetail; back: React.ReactNode; refresh: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const companyId = profile.company.id;
  const metrics = useMetricSettings(companyId);
  const trail = useAuditTrail(companyId, adjustment.adjustmentId);
  const mayDecide = roleAllows(profile.role, profile.isAdmin, 'prices.decide');
  const canDecide = mayDecide && adjustment.status === 'PENDING';
  // A confirmed price's write to the ERP (issue 15), with "retry" when it failed.
  const submitted = adjustment.status === 'CONFIRMED' || adjustment.status === 'PICKED_UP';
  const erp = useErpWriteView()(adjustment.erpWrite);
  const erpAction = useErpWriteAction(companyId);
  const [dialog, setDialog] = useState<{ pending: PendingDecision | null; open: boolean }>({ pending: null, open: false });
  const money = (n: number | null) => formatMoney(n, adjustment.currency, i18n.locale) ?? t`no price`;
  const ask = (decision: Decision) =>
    setDialog({
      open: true,
      pending: {
        decision,
        target: { kind: 'one', adjustmentId: adjustment.adjustmentId },
        title: decision === 'confirm' ? t`Confirm the new price of ${adjustment.sku}?` : t`Discard the proposal for ${adjustment.sku}?`,
        text: decision === 'confirm' ? t`The price goes to the output feed and waits there for pickup by your shop or ERP.` : t`The proposal is dropped; the current price stays.`,
      },
    });
  const actions = canDecide ? (
    <>
      <Button appearance="primary" onClick={() => ask('confirm')}>
        {t`Confirm`}
      </Button>
      <Button onClick={() => ask('discard')}>{t`Discard`}</Button>
    </>
  ) : mayDecide && submitted && erp.kind === 'FAILED' ? (
    <Button appearance="primary" disabled={erpAction.pending} onClick={() => erpAction.run({ kind: 'retry', adjustmentIds: [adjustment.adjustmentId] })}>
      {t`Retry the write to the ERP`}
    </Button>
  ) : undefined;

  return (
    <PageLayout title={t`${adjustment.productName} on ${adjustment.channelName}`} back={back} actions={actions}>
      {refresh}
      <div className={styles.summary}>
        <Text>{t`SKU ${adjustment.sku}`}</Text>
        <Text size={500}>
          {money(adjustment.oldPrice)} → <strong>{money(adjustment.newPrice)}</strong>
        </Text>
        <Badge appearance="tint">{t(STATUS_LABELS[adjustment.status])}</Badge>
        <Text>{t`Proposed ${new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(adjustment.proposedAt))}`}</Text>
        {submitted && (
          <div role="group" aria-label={t`Write to the ERP`}>
            <ErpWriteStatus view={erp} />
          </div>
        )}
      </div>
      <section className={styles.section} aria-label={t`Decision trace`}>
        <Subtitle2 as="h2">{t`Decision trace`}</Subtitle2>
        <DecisionTraceView adjustment={adjustment} metrics={metrics} />
      </section>
      <section className={styles.section} aria-label={t`Audit trail`}>
        <Subtitle2 as="h2">{t`Audit trail`}</Subtitle2>
        <RefreshFailed query={trail} />
        {trail.isPending ? <AreaSpinner /> : firstLoadFailed(trail) ? <LoadError what={t`The audit trail could not be loaded.`} error={trail.error} onRetry={() => void trail.refetch()} /> : <AuditTrailTimeline trail={trail.data} />}
      </section>
      {canDecide && (
        <DecisionDialog
          companyId={companyId}
          pending={dialog.pending}
          open={dialog.open}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
          onDone={(decision) => notify.success(decision === 'confirm' ? t`Price adjustment confirmed.` : t`Price adjustment discarded.`)}
        />
      )}
    </PageLayout>
  );
}
