import { useLingui } from '@lingui/react/macro';
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CallRegular, ClockRegular, MailRegular } from '@fluentui/react-icons';
import type { Academy } from '@pm/contracts';
import { pickLocalized } from '../utils/academyContent.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    margin: 0,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  term: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  detail: { margin: 0 },
});

/** How to reach support: email (mailto), phone and hours, as configured for the deployment. */
export function SupportContact({ support }: { support: Academy['support'] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  return (
    <dl className={styles.card}>
      <div className={styles.row}>
        <MailRegular className={styles.icon} aria-hidden="true" />
        <dt className={styles.term}>{t`Email`}</dt>
        <dd className={styles.detail}>
          <Link href={`mailto:${support.email}`}>{support.email}</Link>
        </dd>
      </div>
      {support.phone && (
        <div className={styles.row}>
          <CallRegular className={styles.icon} aria-hidden="true" />
          <dt className={styles.term}>{t`Phone`}</dt>
          <dd className={styles.detail}>
            <Link href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</Link>
          </dd>
        </div>
      )}
      {support.hours && (
        <div className={styles.row}>
          <ClockRegular className={styles.icon} aria-hidden="true" />
          <dt className={styles.term}>{t`Hours`}</dt>
          <dd className={styles.detail}>
            <Text>{pickLocalized(support.hours, i18n.locale)}</Text>
          </dd>
        </div>
      )}
    </dl>
  );
}
