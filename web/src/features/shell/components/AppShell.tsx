import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { useProfileLanguage } from '../../profile/hooks/useProfileLanguage.ts';
import { SIDEBAR_WIDTH_PX } from '../layout.ts';
import { PageTransition } from './PageTransition.tsx';
import { ShellUserPanel } from './ShellUserPanel.tsx';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'grid',
    gridTemplateColumns: '1fr',
    gridTemplateRows: 'auto 1fr',
    backgroundColor: tokens.colorNeutralBackground2,
    [mediaUp('md')]: { gridTemplateColumns: `${SIDEBAR_WIDTH_PX}px 1fr`, gridTemplateRows: '1fr' },
  },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 1,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { top: tokens.spacingVerticalM },
  },
  sidebar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [mediaUp('md')]: {
      position: 'sticky',
      top: 0,
      height: '100dvh',
      boxSizing: 'border-box',
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
      borderBottom: 'none',
      borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  main: {
    minWidth: 0,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    [mediaUp('md')]: { padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}` },
  },
});

/** Frame of the signed-in area; the next issue adds the navigation and mobile tab bar. */
export function AppShell() {
  const { t } = useLingui();
  const styles = useStyles();
  useProfileLanguage();

  return (
    <div className={styles.root}>
      <a href="#main-content" className={styles.skipLink}>
        {t`Skip to main content`}
      </a>
      <aside className={styles.sidebar} aria-label={t`Account`}>
        <ShellUserPanel />
      </aside>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<AreaSpinner />}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Suspense>
      </main>
    </div>
  );
}
