import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { SettingsPageLayout } from '../../../components/SettingsPageLayout.tsx';
import { useMarkRead } from '../api/markRead.ts';
import { useNotifications } from '../api/notificationsQuery.ts';
import { NotificationList } from './NotificationList.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** `/notifications`: the user's price alerts, newest first (updated live), with read marks. */
export function NotificationsPage() {
  return <ProfileGate>{(profile) => <Notifications companyId={profile.company.id} />}</ProfileGate>;
}

function Notifications({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notifications = useNotifications(companyId);
  const mark = useMarkRead(companyId);
  const data = notifications.data;
  const newest = data?.items[0]?.alertId;

  let body;
  if (notifications.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(notifications)) body = <LoadError what={t`The notifications could not be loaded.`} error={notifications.error} onRetry={() => void notifications.refetch()} />;
  else if (!data || data.items.length === 0) body = <Text>{t`No alerts yet. Set up price alerts to be told when the market moves.`}</Text>;
  else body = <NotificationList items={data.items} busy={mark.isPending} onMarkRead={(alertId) => mark.mutate({ alertIds: [alertId] })} />;

  return (
    <SettingsPageLayout title={t`Notifications`} intro={t`The alerts of your price alert rules, newest first. Each links to the observation it fired on.`}>
      <div className={styles.bar}>
        <AppLink to="/settings/price-alerts">{t`Set up price alerts`}</AppLink>
        {data && data.unread > 0 && newest && (
          <Button disabled={mark.isPending} onClick={() => mark.mutate({ upToAlertId: newest })}>
            {t`Mark all read (${data.unread})`}
          </Button>
        )}
      </div>
      <RefreshFailed query={notifications} />
      {body}
    </SettingsPageLayout>
  );
}
