import { useLingui } from '@lingui/react/macro';
import { Avatar, Button, makeStyles, mergeClasses, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { appTokens } from '../../../theme/theme.ts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { useProfile } from '../../profile/api/profileQuery.ts';
import { SignOutButton } from './SignOutButton.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
    flexGrow: 1,
    // Desktop sidebar: company and user at the top, Log Out at the bottom.
    [mediaUp('md')]: { flexDirection: 'column', alignItems: 'stretch', justifyContent: 'space-between' },
  },
  identity: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
    flexGrow: 1,
    [mediaUp('md')]: { flexGrow: 0 },
  },
  initials: { backgroundColor: appTokens.colorSecondaryBackground, color: tokens.colorNeutralForeground1 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  userName: { color: tokens.colorNeutralForeground3 },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '160px' },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Company (logo or initials, name), the signed-in user's name and the Log Out action. */
export function ShellUserPanel() {
  const { t } = useLingui();
  const styles = useStyles();
  const profile = useProfile();

  let identity;
  if (profile.isPending) {
    identity = (
      <Skeleton className={styles.skeleton} aria-label={t`Loading profile…`}>
        <SkeletonItem size={16} />
        <SkeletonItem size={12} />
      </Skeleton>
    );
  } else if (profile.isError) {
    identity = (
      <div className={styles.error} role="alert">
        <Text>{t`Your profile could not be loaded.`}</Text>
        <Button size="small" appearance="subtle" onClick={() => void profile.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  } else {
    const { company, firstName, lastName } = profile.data;
    identity = (
      <>
        <Avatar
          shape="square"
          size={40}
          name={company.name}
          image={company.logoUrl ? { src: company.logoUrl, alt: '' } : undefined}
          initials={{ className: styles.initials }}
          aria-hidden="true"
        />
        <div className={styles.names}>
          <Text weight="semibold" className={styles.ellipsis}>
            {company.name}
          </Text>
          <Text size={200} className={mergeClasses(styles.ellipsis, styles.userName)}>
            {firstName} {lastName}
          </Text>
        </div>
      </>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.identity}>{identity}</div>
      <SignOutButton />
    </div>
  );
}
