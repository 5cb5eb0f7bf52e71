import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FullScreenSpinner } from '../../../components/FullScreenSpinner.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useApplyProfilePreferences } from '../../../lib/hooks/useApplyProfilePreferences.ts';
import { useProfileLanguage } from '../../../lib/hooks/useProfileLanguage.ts';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../layout.ts';
import { useSidebarStore } from '../stores/sidebarStore.ts';
import { MobileHeader } from './MobileHeader.tsx';
import { MobileTabBar, TAB_BAR_HEIGHT_PX } from './MobileTabBar.tsx';
import { PageTransition } from './PageTransition.tsx';
import { Sidebar } from './Sidebar.tsx';

const useStyles = makeStyles({
  root: { minHeight: '100dvh', backgroundColor: tokens.colorNeutralBackground2 },
  desktop: {
    display: 'grid',
    gridTemplateColumns: `${SIDEBAR_WIDTH_PX}px minmax(0, 1fr)`,
    transitionProperty: 'grid-template-columns',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
  desktopCollapsed: { gridTemplateColumns: `${SIDEBAR_COLLAPSED_WIDTH_PX}px minmax(0, 1fr)` },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 20,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { top: tokens.spacingVerticalM },
  },
  main: {
    minWidth: 0,
    outlineStyle: 'none',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    paddingBottom: `calc(${TAB_BAR_HEIGHT_PX}px + ${tokens.spacingVerticalXL} + env(safe-area-inset-bottom))`,
  },
  mainDesktop: { padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}` },
});

/**
 * Frame of the signed-in area: a collapsible sidebar from the md breakpoint (900 px), below it a
 * header and the bottom tab bar. Applies the profile's language and view preferences (spec §4).
 */
export function AppShell() {
  const { t } = useLingui();
  const styles = useStyles();
  const desktop = useBreakpointUp('md');
  const collapsed = useSidebarStore((s) => s.collapsed);
  useProfileLanguage();
  useApplyProfilePreferences();

  const content = (
    <main id="main-content" className={mergeClasses(styles.main, desktop && styles.mainDesktop)} tabIndex={-1}>
      <Suspense fallback={<FullScreenSpinner />}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </Suspense>
    </main>
  );

  return (
    <div className={mergeClasses(styles.root, desktop && styles.desktop, desktop && collapsed && styles.desktopCollapsed)}>
      <a href="#main-content" className={styles.skipLink}>
        {t`Skip to main content`}
      </a>
      {desktop ? (
        <>
          <Sidebar />
          {content}
        </>
      ) : (
        <>
          <MobileHeader />
          {content}
          <MobileTabBar />
        </>
      )}
    </div>
  );
}
