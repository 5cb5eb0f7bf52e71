import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { appTokens } from '../../../theme/theme.ts';
import { companyInitials } from '../../../lib/utils/companyInitials.ts';

const useStyles = makeStyles({
  box: {
    flexShrink: 0,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
  },
  image: { backgroundColor: tokens.colorNeutralBackground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  img: { width: '100%', height: '100%', objectFit: 'contain' },
  initials: {
    backgroundColor: appTokens.colorSecondaryBackground,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

interface CompanyLogoProps {
  name: string;
  logoUrl: string | null;
  /** Padding around the logo image, in px (the company's logoPadding). */
  logoPadding: number;
  size: number;
}

/** The company logo with its configured padding, else the initials of the company name. Decorative. */
export function CompanyLogo({ name, logoUrl, logoPadding, size }: CompanyLogoProps) {
  const styles = useStyles();
  const dimensions = { width: `${size}px`, height: `${size}px` };
  if (logoUrl) {
    return (
      <span className={mergeClasses(styles.box, styles.image)} style={{ ...dimensions, padding: `${logoPadding}px` }} aria-hidden="true">
        <img className={styles.img} src={logoUrl} alt="" />
      </span>
    );
  }
  return (
    <span
      className={mergeClasses(styles.box, styles.initials)}
      style={{ ...dimensions, fontSize: `${Math.round(size * 0.4)}px` }}
      aria-hidden="true"
    >
      {companyInitials(name)}
    </span>
  );
}
