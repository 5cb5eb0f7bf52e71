import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { createFocusOutlineStyle, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import type { NavEntry } from '../../../lib/navigation/entries.ts';
import { NAV_PRESENTATION } from '../../../lib/navigation/presentation.ts';

const useStyles = makeStyles({
  link: {
    // The focus outline is drawn by a positioned pseudo-element.
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ...createFocusOutlineStyle(),
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  iconOnly: { justifyContent: 'center', padding: 0 },
  icon: { fontSize: '20px', flexShrink: 0, color: 'inherit' },
  activeIcon: { color: tokens.colorBrandForeground1 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

interface SidebarLinkProps {
  entry: NavEntry;
  active: boolean;
  /** Collapsed sidebar: icon only, named by its tooltip. */
  iconOnly: boolean;
}

/** One sidebar entry; the current one is highlighted and marked aria-current="page". */
export function SidebarLink({ entry, active, iconOnly }: SidebarLinkProps) {
  const { i18n } = useLingui();
  const styles = useStyles();
  const { label, icon: Icon } = NAV_PRESENTATION[entry.id];
  const text = i18n._(label);
  const link = (
    <Link
      to={entry.path}
      className={mergeClasses(styles.link, active && styles.active, iconOnly && styles.iconOnly)}
      aria-current={active ? 'page' : undefined}
    >
      <Icon className={mergeClasses(styles.icon, active && styles.activeIcon)} filled={active} aria-hidden="true" />
      {!iconOnly && <span className={styles.label}>{text}</span>}
    </Link>
  );
  if (!iconOnly) return link;
  return (
    <Tooltip content={text} relationship="label" positioning="after">
      {link}
    </Tooltip>
  );
}
