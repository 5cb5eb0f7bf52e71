import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink.tsx';
import { useProfile } from '../../../lib/api/profileQuery.ts';
import { useMarkRead } from '../api/markRead.ts';
import { useNotifications } from '../api/notificationsQuery.ts';
import { NotificationList } from './NotificationList.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const PANEL_ITEMS = 10;

const useStyles = makeStyles({
  trigger: { position: 'relative', flexShrink: 0 },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
  surface: { width: 'min(400px, calc(100vw - 32px))', maxHeight: 'min(560px, calc(100dvh - 96px))', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The bell of the shell: the number of unread alerts (live), and a panel with the newest ones. */
export function NotificationBell() {
  const profile = useProfile();
  return profile.data ? <Bell companyId={profile.data.company.id} /> : null;
}

function Bell({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(companyId);
  const mark = useMarkRead(companyId);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const newest = items[0]?.alertId;
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;

  return (
    <span className={styles.trigger}>
      <Popover open={open} onOpenChange={(_event, data) => setOpen(data.open)} positioning="below-end" trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<AlertRegular />} aria-label={label} title={label} />
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t`Notifications`}>
          <div className={styles.header}>
            <Subtitle2 as="h2">{t`Notifications`}</Subtitle2>
            {unread > 0 && newest && (
              <Button size="small" disabled={mark.isPending} onClick={() => mark.mutate({ upToAlertId: newest })}>
                {t`Mark all read`}
              </Button>
            )}
          </div>
          {firstLoadFailed(notifications) && <Text>{t`The notifications could not be loaded.`}</Text>}
          <RefreshFailed query={notifications} />
          {notifications.data !== undefined && items.length === 0 && <Text>{t`No alerts yet. Set up price alerts to be told when the market moves.`}</Text>}
          {items.length > 0 && <NotificationList items={items.slice(0, PANEL_ITEMS)} busy={mark.isPending} onMarkRead={(alertId) => mark.mutate({ alertIds: [alertId] })} onNavigate={() => setOpen(false)} />}
          <div className={styles.header} onClickCapture={() => setOpen(false)}>
            <AppLink to="/notifications">{t`All notifications`}</AppLink>
            <AppLink to="/settings/price-alerts">{t`Price alerts`}</AppLink>
          </div>
        </PopoverSurface>
      </Popover>
      {unread > 0 && <CounterBadge className={styles.badge} count={unread} overflowCount={99} size="small" color="danger" aria-hidden="true" />}
    </span>
  );
}
