import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, mergeClasses, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { useProfile } from '../../../lib/api/profileQuery.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // Long company names take a second line rather than being cut off early.
  companyName: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' },
  userName: { color: tokens.colorNeutralForeground3 },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '140px' },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface ShellIdentityProps {
  logoSize: number;
  /** Logo only (collapsed sidebar); the names are then the logo's accessible label. */
  logoOnly?: boolean;
  className?: string;
}

/** Company logo (or initials), company name and the signed-in user's first and last name. */
export function ShellIdentity({ logoSize, logoOnly = false, className }: ShellIdentityProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <Skeleton className={mergeClasses(styles.skeleton, className)} aria-label={t`Loading profile…`}>
        <SkeletonItem size={16} />
        <SkeletonItem size={12} />
      </Skeleton>
    );
  }
  if (firstLoadFailed(profile)) {
    return (
      <div className={mergeClasses(styles.error, className)} role="alert">
        <Text>{t`Your profile could not be loaded.`}</Text>
        <Button size="small" appearance="subtle" onClick={() => void profile.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  }

  const { company, firstName, lastName } = profile.data;
  const logo = <CompanyLogo name={company.name} logoUrl={company.logoUrl} logoPadding={company.logoPadding} size={logoSize} />;
  if (logoOnly) {
    return (
      <div className={mergeClasses(styles.root, className)} role="img" aria-label={`${company.name}, ${firstName} ${lastName}`}>
        {logo}
      </div>
    );
  }
  return (
    <div className={mergeClasses(styles.root, className)}>
      {logo}
      <div className={styles.names}>
        <Text weight="semibold" className={styles.companyName}>
          {company.name}
        </Text>
        <Text size={200} className={mergeClasses(styles.ellipsis, styles.userName)}>
          {firstName} {lastName}
        </Text>
      </div>
    </div>
  );
}
