import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { createFocusOutlineStyle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { bundleIcon, MoreHorizontalFilled, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';
import { MAIN_ENTRIES, MORE_PATH } from '../../../lib/navigation/entries.ts';
import { NAV_PRESENTATION } from '../../../lib/navigation/presentation.ts';
import { activeMobileTab, mobileTabs } from '../../../lib/navigation/rules.ts';

const MoreIcon = bundleIcon(MoreHorizontalFilled, MoreHorizontalRegular);

/** Height of the bar, so the content above can keep clear of it. */
export const TAB_BAR_HEIGHT_PX = 64;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: 'env(safe-area-inset-bottom)',
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', height: `${TAB_BAR_HEIGHT_PX}px` },
  item: { flex: '1 1 0', minWidth: 0 },
  tab: {
    // The focus outline is drawn by a positioned pseudo-element.
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase100,
    ...createFocusOutlineStyle({ style: { outlineOffset: '-4px' } }),
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: '24px' },
  label: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

interface Tab {
  id: string;
  path: string;
  label: string;
  Icon: FluentIcon;
}

/** Phone navigation: the available tabs of spec §2 and "more" for everything else. */
export function MobileTabBar() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { pathname } = useLocation();
  const active = activeMobileTab(MAIN_ENTRIES, pathname);
  const tabs: Tab[] = [
    ...mobileTabs(MAIN_ENTRIES).map((entry) => ({
      id: entry.id,
      path: entry.path,
      label: i18n._(NAV_PRESENTATION[entry.id].label),
      Icon: NAV_PRESENTATION[entry.id].icon,
    })),
    { id: 'more', path: MORE_PATH, label: t`More`, Icon: MoreIcon },
  ];

  return (
    <nav className={styles.root} aria-label={t`Main navigation`}>
      <ul className={styles.list}>
        {tabs.map(({ id, path, label, Icon }) => {
          const current = id === active;
          return (
            <li key={id} className={styles.item}>
              <Link to={path} className={mergeClasses(styles.tab, current && styles.active)} aria-current={current ? 'page' : undefined}>
                <Icon className={styles.icon} filled={current} aria-hidden="true" />
                <span className={styles.label}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
