import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, CardHeader, Link, makeStyles, MessageBar, MessageBarBody, Text, Title3, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { roleAllows, type Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useOutputFeedStatus } from '../api/outputFeedStatusQuery.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { FeedChannelSection } from './FeedChannelSection.tsx';
import { GenerateFeedIdDialog } from './GenerateFeedIdDialog.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The output feed of the signed-in user's company (self-contained, mount it anywhere): the feed
 * URL per sales channel, a preview of the rows, the last sync and pickup, and — for
 * administrators — generating a new feed id.
 */
export function OutputFeedCard() {
  return <ProfileGate>{(profile) => <OutputFeed profile={profile} />}</ProfileGate>;
}

function OutputFeed({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const status = useOutputFeedStatus(companyId);
  const formatDateTime = useFormatDateTime();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const isAdmin = roleAllows(profile.role, profile.isAdmin, 'pricing.admin');
  const seesUrls = roleAllows(profile.role, profile.isAdmin, 'prices.decide');

  let body;
  if (status.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(status)) {
    body = <LoadError what={t`The output feed could not be loaded.`} error={status.error} onRetry={() => void status.refetch()} />;
  } else {
    const feed = status.data;
    body = (
      <>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Last synchronised`}</dt>
          <dd className={styles.detail}>{feed.lastSyncedAt ? formatDateTime(feed.lastSyncedAt) : t`Not yet`}</dd>
          <dt className={styles.term}>{t`Last pickup`}</dt>
          <dd className={styles.detail}>{feed.lastPulledAt ? formatDateTime(feed.lastPulledAt) : t`Not yet`}</dd>
        </dl>
        {!feed.hasFeed && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{isAdmin ? t`There is no feed yet. Generate a feed id to get the feed URLs.` : t`There is no feed yet. Your administrator can generate a feed id.`}</MessageBarBody>
          </MessageBar>
        )}
        {feed.hasFeed && !seesUrls && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t`Only administrators and maintainers see the feed URLs.`}</MessageBarBody>
          </MessageBar>
        )}
        {feed.channels.length === 0 ? (
          <Text>{t`There are no sales channels yet. Each sales channel gets its own feed.`}</Text>
        ) : (
          feed.channels.map((channel) => <FeedChannelSection key={channel.channelId} companyId={companyId} feedId={feed.feedId} channel={channel} />)
        )}
        {isAdmin && (
          <div className={styles.actions}>
            <Button icon={<ArrowSyncRegular />} onClick={() => setConfirmOpen(true)}>
              {feed.hasFeed ? t`Generate new feed id` : t`Generate feed id`}
            </Button>
          </div>
        )}
        <GenerateFeedIdDialog companyId={companyId} replacing={feed.hasFeed} open={confirmOpen} onClose={() => setConfirmOpen(false)} />
      </>
    );
  }

  return (
    <Card className={styles.card}>
      <CardHeader
        header={<Title3 as="h2">{t`Output feed`}</Title3>}
        description={
          <Text>
            {t`Your ERP or shop system pulls the confirmed prices from these URLs. Every morning the feed is synchronised; strike prices are exported only until their end date.`}{' '}
            <Link href="/api/docs/" target="_blank" rel="noopener">{t`API reference for integrators`}</Link>
          </Text>
        }
      />
      <RefreshFailed query={status} />
      {body}
    </Card>
  );
}
