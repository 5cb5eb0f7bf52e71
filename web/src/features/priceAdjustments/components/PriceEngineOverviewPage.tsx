import { useLingui } from '@lingui/react/macro';
import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PriceEngineOverview, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { RUN_FAILURE_LABELS } from '../../../lib/runFailureLabels.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { usePriceEngineOverview } from '../api/priceEngineOverviewQuery.ts';
import { RUN_STATUS_LABELS } from '../utils/adjustmentLabels.ts';
import { MorningSyncCard } from './MorningSyncCard.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  figures: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  figure: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/price-engine`: the engine's state — what waits for review, what went out, the last run. */
export function PriceEngineOverviewPage() {
  const { t } = useLingui();
  return <ProfileGate>{(profile) => <Overview profile={profile} title={t`Price engine`} />}</ProfileGate>;
}

function Overview({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLingui();
  const overview = usePriceEngineOverview(profile.company.id);
  let body;
  if (overview.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(overview)) body = <LoadError what={t`The price engine overview could not be loaded.`} error={overview.error} onRetry={() => void overview.refetch()} />;
  else body = <OverviewCards overview={overview.data} />;
  return (
    <PageLayout title={title} intro={t`Rules turn competitor prices into price proposals; you review them and confirmed prices go to your shop through the output feed.`}>
      <RefreshFailed query={overview} />
      {body}
    </PageLayout>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      <Text>{label}</Text>
      <Text weight="semibold">{value}</Text>
    </div>
  );
}

function OverviewCards({ overview }: { overview: PriceEngineOverview }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const at = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const run = overview.lastRun;
  return (
    <div className={styles.grid}>
      <Card>
        <CardHeader header={<Text weight="semibold">{t`Price adjustments`}</Text>} />
        <div className={styles.figures}>
          <Figure label={t`Waiting for review`} value={overview.counts.pending} />
          <Figure label={t`Confirmed, waiting for pickup`} value={overview.counts.confirmed} />
          <Figure label={t`Picked up`} value={overview.counts.pickedUp} />
          <Figure label={t`Discarded`} value={overview.counts.discarded} />
        </div>
        <div className={styles.links}>
          <AppLink to="/price-engine/review">{t`Review price adjustments`}</AppLink>
          <AppLink to="/price-engine/review/submitted">{t`Submitted price adjustments`}</AppLink>
        </div>
      </Card>
      <Card>
        <CardHeader header={<Text weight="semibold">{t`Last rule-engine run`}</Text>} />
        {run ? (
          <div className={styles.figures}>
            <Figure label={t`Status`} value={t(RUN_STATUS_LABELS[run.status])} />
            <Figure label={t`Started`} value={at(run.requestedAt)} />
            <Figure label={t`Started by`} value={run.trigger === 'SCHEDULE' ? t`Schedule` : run.requestedBy?.name || t`Deleted user`} />
            {run.durationMs !== null && <Figure label={t`Duration`} value={t`${(run.durationMs / 1000).toFixed(1)} s`} />}
            {run.proposals !== null && <Figure label={t`Proposals`} value={run.proposals} />}
            {run.counts && <Figure label={t`Errors`} value={run.counts.ERROR} />}
            {run.failureReason && <Text className={styles.muted}>{i18n._(RUN_FAILURE_LABELS[run.failureReason])}</Text>}
          </div>
        ) : (
          <Text className={styles.muted}>{t`The rule engine has not run yet.`}</Text>
        )}
        <div className={styles.links}>
          <AppLink to="/price-engine/rule-engine">{t`Rule engine`}</AppLink>
        </div>
      </Card>
      <MorningSyncCard sync={overview.morningSync} />
      <Card>
        <CardHeader header={<Text weight="semibold">{t`Setup`}</Text>} />
        <div className={styles.figures}>
          <Figure label={t`Price rules`} value={t`${overview.activeRulesCount} active of ${overview.rulesCount}`} />
          {overview.channels.length === 0 && <Text className={styles.muted}>{t`No sales channels yet.`}</Text>}
          {overview.channels.map((channel) => (
            <Figure key={channel.channelId} label={channel.name} value={t`${channel.pending} pending`} />
          ))}
        </div>
        <div className={styles.links}>
          <AppLink to="/settings/price-engine">{t`Price engine settings`}</AppLink>
          <AppLink to="/settings/price-engine/price-rules">{t`Price rules`}</AppLink>
        </div>
      </Card>
    </div>
  );
}
