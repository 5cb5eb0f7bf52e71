import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { makeStyles } from '@fluentui/react-components';
import { PAGE_TRANSITION_MS } from '../../../theme/motion.ts';

const useStyles = makeStyles({
  page: {
    animationName: {
      from: { opacity: 0, transform: 'translateY(8px)' },
      to: { opacity: 1, transform: 'none' },
    },
    animationDuration: `${PAGE_TRANSITION_MS}ms`,
    animationTimingFunction: 'cubic-bezier(0.33, 0, 0.1, 1)',
    animationFillMode: 'both',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

/** Fades each page in when the path changes (the spec's 600 ms page transition). */
export function PageTransition({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={styles.page}>
      {children}
    </div>
  );
}
