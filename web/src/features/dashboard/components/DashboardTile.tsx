import type { ReactNode } from 'react';
import { useId } from 'react';
import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/AppLink.tsx';

const useStyles = makeStyles({
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1 },
});

export interface DashboardTileProps {
  title: string;
  /** The screen behind the tile. */
  to: string;
  linkText: string;
  children: ReactNode;
}

/** One tile of the dashboard: a heading, its figures and the link to the screen behind them. */
export function DashboardTile({ title, to, linkText, children }: DashboardTileProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.tile} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {title}
      </Subtitle2>
      <div className={styles.body}>{children}</div>
      <AppLink to={to}>{linkText}</AppLink>
    </section>
  );
}
