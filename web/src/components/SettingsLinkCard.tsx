import { Link } from 'react-router-dom';
import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    alignItems: 'center',
    // As tall as the grid cell: the cards of one row are even, whatever their text's length.
    height: '100%',
    boxSizing: 'border-box',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    transitionProperty: 'box-shadow, background-color',
    transitionDuration: tokens.durationFaster,
    ':hover': { boxShadow: tokens.shadow8, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  description: { color: tokens.colorNeutralForeground3 },
  chevron: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase500 },
});

/** One entry of the settings overview: a whole-card link to a settings screen. */
export function SettingsLinkCard({ to, title, description }: { to: string; title: string; description: string }) {
  const styles = useStyles();
  return (
    <Link to={to} className={styles.card}>
      <span className={styles.text}>
        <Subtitle2>{title}</Subtitle2>
        <Text className={styles.description}>{description}</Text>
      </span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
