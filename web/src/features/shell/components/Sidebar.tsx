import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import { PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons';
import { NotificationBellSlot } from '../../../lib/featureSlots.tsx';
import { useNavigation } from '../hooks/useNavigation.ts';
import { useSidebarStore } from '../stores/sidebarStore.ts';
import { CountrySelector } from './CountrySelector.tsx';
import { ShellIdentity } from './ShellIdentity.tsx';
import { SidebarLink } from './SidebarLink.tsx';
import { SignOutButton } from './SignOutButton.tsx';

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    height: '100dvh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  collapsed: { alignItems: 'center', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalS}` },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  collapsedHeader: { flexDirection: 'column' },
  identity: { flexGrow: 1 },
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, flexGrow: 1, alignSelf: 'stretch' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  groupTitle: {
    display: 'block',
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  // Collapsed: the group keeps its name for screen readers while a divider marks it visually.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  groupDivider: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, margin: `0 ${tokens.spacingHorizontalS}` },
  signOut: { alignSelf: 'stretch' },
});

/** Desktop sidebar: identity, country, navigation (Admin group for platform admins), Log Out. */
export function Sidebar({ className }: { className?: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const collapsed = useSidebarStore((s) => s.collapsed);
  const toggleCollapsed = useSidebarStore((s) => s.toggleCollapsed);
  const { main, admin, activeId } = useNavigation();
  const toggleLabel = collapsed ? t`Expand navigation` : t`Collapse navigation`;

  return (
    <aside className={mergeClasses(styles.root, collapsed && styles.collapsed, className)} aria-label={t`Sidebar`}>
      <div className={mergeClasses(styles.header, collapsed && styles.collapsedHeader)}>
        <ShellIdentity className={styles.identity} logoSize={40} logoOnly={collapsed} />
        <NotificationBellSlot />
        <Tooltip content={toggleLabel} relationship="label" positioning="after">
          <Button
            appearance="subtle"
            icon={collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
            aria-expanded={!collapsed}
            onClick={toggleCollapsed}
          />
        </Tooltip>
      </div>
      {!collapsed && <CountrySelector />}
      <nav className={styles.nav} aria-label={t`Main navigation`}>
        <ul className={styles.list}>
          {main.map((entry) => (
            <li key={entry.id}>
              <SidebarLink entry={entry} active={entry.id === activeId} iconOnly={collapsed} />
            </li>
          ))}
        </ul>
        {admin.length > 0 && (
          <section aria-labelledby="sidebar-admin-group">
            {collapsed && <div className={styles.groupDivider} aria-hidden="true" />}
            <Text
              as="h2"
              id="sidebar-admin-group"
              size={200}
              weight="semibold"
              className={mergeClasses(styles.groupTitle, collapsed && styles.visuallyHidden)}
            >
              {t`Admin`}
            </Text>
            <ul className={styles.list}>
              {admin.map((entry) => (
                <li key={entry.id}>
                  <SidebarLink entry={entry} active={entry.id === activeId} iconOnly={collapsed} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </nav>
      <SignOutButton className={collapsed ? undefined : styles.signOut} iconOnly={collapsed} />
    </aside>
  );
}
