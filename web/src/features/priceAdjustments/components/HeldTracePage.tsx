import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { AdjustmentDetail, PricingRunOutcomeTrace, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useHeldTrace } from '../api/heldResultsQuery.ts';
import { useMetricSettings } from '../api/metricSettingsQuery.ts';
import { guardrailText, heldFigures } from '../utils/heldLabels.ts';
import { DecisionTraceView } from './DecisionTraceView.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** `/price-engine/review/held/:runId/:productId/:channelId`: why a guardrail held this price (its decision trace). */
export function HeldTracePage() {
  return <ProfileGate>{(profile) => <HeldTrace profile={profile} />}</ProfileGate>;
}

function HeldTrace({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const { runId = '', productId = '', channelId = '' } = useParams();
  const companyId = profile.company.id;
  const result = useHeldTrace(companyId, runId, productId, channelId);
  const back = <AppLink to="/price-engine/review?tab=held">{t`Held by guardrails`}</AppLink>;
  if (result.isPending) return <AreaSpinner />;
  if (firstLoadFailed(result)) {
    return (
      <PageLayout title={t`Held price`} back={back}>
        <LoadError what={t`The decision trace could not be loaded.`} error={result.error} onRetry={() => void result.refetch()} />
      </PageLayout>
    );
  }
  return <HeldTraceContent companyId={companyId} result={result.data} runId={runId} back={back} refresh={<RefreshFailed query={result} />} />;
}

/** The trace view reads a proposal; a held result is shown as the proposal it would have been. */
function asProposal(result: PricingRunOutcomeTrace, runId: string): AdjustmentDetail {
  const held = result.held;
  return {
    adjustmentId: `${runId}:${result.productId}:${result.channelId}`,
    runId,
    productId: result.productId,
    sku: result.sku,
    productName: held?.productName ?? result.sku,
    channelId: result.channelId,
    channelName: result.channelName ?? result.trace.channel.name,
    currency: held?.currency ?? result.trace.channel.currency,
    oldPrice: held?.currentPrice ?? null,
    oldStrikePrice: null,
    newPrice: held?.heldPrice ?? 0,
    strikePrice: null,
    strikePriceFrom: null,
    strikePriceUntil: null,
    delta: null,
    deltaPercent: held?.changePercent ?? null,
    metricsBefore: result.trace.metricsBefore,
    metricsAfter: result.trace.metricsAfter,
    shippingCost: result.trace.costs.shippingCost,
    shippingCharge: result.trace.costs.ownShippingCharge ?? null,
    status: 'DISCARDED',
    proposedAt: '',
    confirmedAt: null,
    confirmedBy: null,
    pickedUpAt: null,
    discardedAt: null,
    discardedBy: null,
    discardReason: null,
    trace: result.trace,
  };
}

function HeldTraceContent({ companyId, result, runId, back, refresh }: { companyId: string; result: PricingRunOutcomeTrace; runId: string; back: React.ReactNode; refresh: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const metrics = useMetricSettings(companyId);
  const figures = heldFigures(result.held, i18n.locale);
  const name = result.held?.productName ?? result.sku;
  const channel = result.channelName ?? result.trace.channel.name;
  const guardrail = guardrailText(
    result,
    {
      maxChange: (limit) => t`Maximum change per run (${limit})`,
      belowCost: (bound) => t`Not below cost (at least ${bound})`,
      aboveMsrp: (bound) => t`Not above the MSRP (at most ${bound})`,
      costsUnknown: t`Costs unknown: the cost floor cannot be checked`,
      other: t`Guardrail`,
    },
    i18n.locale,
  );
  const current = figures.current ?? t`no price`;
  const heldPrice = figures.held ?? '–';
  return (
    <PageLayout title={t`${name} on ${channel}: held by a guardrail`} back={back}>
      {refresh}
      <div className={styles.summary}>
        <Text>{t`SKU ${result.sku}`}</Text>
        <Text size={500}>{t`Current ${current}, held ${heldPrice}`}</Text>
        {figures.change && <Text>{figures.change}</Text>}
        <Badge appearance="tint" color="warning">
          {guardrail}
        </Badge>
      </div>
      <Text>{t`Not proposed: nothing goes to the shop and the current price stays. Change the guardrail or the rule if this price is right.`}</Text>
      <section className={styles.section} aria-label={t`Decision trace`}>
        <Subtitle2 as="h2">{t`Decision trace`}</Subtitle2>
        <DecisionTraceView adjustment={asProposal(result, runId)} metrics={metrics} />
      </section>
    </PageLayout>
  );
}
