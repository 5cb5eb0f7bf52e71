import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { createFocusOutlineStyle, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { useNavigation } from '../hooks/useNavigation.ts';
import type { NavEntry } from '../../../lib/navigation/entries.ts';
import { NAV_PRESENTATION } from '../../../lib/navigation/presentation.ts';
import { MAIN_ENTRIES } from '../../../lib/navigation/entries.ts';
import { moreEntries } from '../../../lib/navigation/rules.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { SignOutButton } from './SignOutButton.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '640px' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
    boxShadow: tokens.shadow2,
  },
  item: { ':not(:last-child)': { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` } },
  link: {
    // The focus outline is drawn by a positioned pseudo-element.
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '52px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ...createFocusOutlineStyle({ style: { outlineOffset: '-2px' } }),
  },
  icon: { fontSize: '22px', color: tokens.colorBrandForeground1 },
  label: { flexGrow: 1 },
  chevron: { color: tokens.colorNeutralForeground3 },
  groupTitle: { color: tokens.colorNeutralForeground3 },
});

function EntryList({ entries }: { entries: NavEntry[] }) {
  const { i18n } = useLingui();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const { label, icon: Icon } = NAV_PRESENTATION[entry.id];
        return (
          <li key={entry.id} className={styles.item}>
            <Link to={entry.path} className={styles.link}>
              <Icon className={styles.icon} aria-hidden="true" />
              <span className={styles.label}>{i18n._(label)}</span>
              <ChevronRightRegular className={styles.chevron} aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** `/more`: the entries without a tab of their own (mobile overflow), the Admin group, Log Out. */
export function MorePage() {
  const { t } = useLingui();
  const styles = useStyles();
  const { admin } = useNavigation();
  // On desktop the sidebar has Log Out already.
  const desktop = useBreakpointUp('md');

  return (
    <section className={styles.page} aria-labelledby="more-heading">
      <Title1 as="h1" id="more-heading">
        {t`More`}
      </Title1>
      <nav aria-label={t`More`}>
        <EntryList entries={moreEntries(MAIN_ENTRIES)} />
      </nav>
      {admin.length > 0 && (
        <nav className={styles.group} aria-labelledby="more-admin-heading">
          <Text as="h2" id="more-admin-heading" weight="semibold" className={styles.groupTitle}>
            {t`Admin`}
          </Text>
          <EntryList entries={admin} />
        </nav>
      )}
      {!desktop && <SignOutButton size="large" />}
    </section>
  );
}
