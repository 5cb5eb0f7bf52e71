import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { NotificationBellSlot } from '../../../lib/featureSlots.tsx';
import { CountrySelector } from './CountrySelector.tsx';
import { ShellIdentity } from './ShellIdentity.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  identity: { flexGrow: 1 },
  country: { flexShrink: 0, maxWidth: '50%' },
});

/** Phone header: company and user, and the country selector (navigation is the tab bar). */
export function MobileHeader() {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <header className={styles.root} aria-label={t`Account`}>
      <ShellIdentity className={styles.identity} logoSize={32} />
      <NotificationBellSlot />
      <CountrySelector className={styles.country} compact />
    </header>
  );
}
