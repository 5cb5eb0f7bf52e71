import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useAdminCompanies } from '../../../lib/api/adminCompaniesQuery.ts';
import { CompaniesTable } from './CompaniesTable.tsx';
import { CreateCompanyDialog } from './CreateCompanyDialog.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  message: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** `/admin/company` (platform admins): every company, and creating one with its first administrator. */
export function AdminCompaniesPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const companies = useAdminCompanies();

  let content;
  if (companies.isPending) {
    content = <AreaSpinner />;
  } else if (firstLoadFailed(companies)) {
    content = (
      <div className={styles.message} role="alert">
        <Text>{t`The companies could not be loaded.`} {i18n._(errorMessageFor(companies.error))}</Text>
        <Button onClick={() => void companies.refetch()}>{t`Try again`}</Button>
      </div>
    );
  } else if (companies.data.length === 0) {
    content = <Text className={styles.empty}>{t`There are no companies yet.`}</Text>;
  } else {
    content = <CompaniesTable companies={companies.data} />;
  }

  return (
    <section className={styles.page} aria-labelledby="admin-companies-heading">
      <title>{t`Companies`}</title>
      <div className={styles.header}>
        <Title1 as="h1" id="admin-companies-heading">
          {t`Companies`}
        </Title1>
        <CreateCompanyDialog />
      </div>
      <RefreshFailed query={companies} />
      {content}
    </section>
  );
}
