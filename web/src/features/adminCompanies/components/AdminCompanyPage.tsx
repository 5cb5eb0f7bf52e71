import { Fragment } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { AdminCompanyOverview, Country } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { COUNTRY_NAMES } from '../../../i18n/countryNames.ts';
import { CompanyPartSlot } from '../../../lib/featureSlots.tsx';
import { useAdminCompany } from '../api/adminCompanyQuery.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums' },
});

/**
 * `/admin/company/:companyId` (platform admins): one company with its settings of spec §3 —
 * details, stores and aggregators with their scrape settings, agent settings, metrics settings —
 * each changeable here, and links to its statistics and URLs to check.
 */
export function AdminCompanyPage() {
  const { t } = useLingui();
  const { companyId = '' } = useParams();
  const company = useAdminCompany(companyId);
  const name = company.data?.name ?? '';

  let content;
  if (company.isPending) content = <AreaSpinner />;
  else if (firstLoadFailed(company)) content = <LoadError what={t`The company could not be loaded.`} error={company.error} onRetry={() => void company.refetch()} />;
  else content = <CompanySettings company={company.data} />;

  return (
    <PageLayout
      title={name || t`Company`}
      intro={t`The company's settings as its users see them, changeable by platform administrators.`}
      back={<AppLink to="/admin/company">{t`‹ Back to the companies`}</AppLink>}
      actions={
        <>
          <AppLink to={`/admin/company/${companyId}/statistics`}>{t`Statistics`}</AppLink>
          <AppLink to={`/admin/company/${companyId}/check-urls`}>{t`URLs to check`}</AppLink>
        </>
      }
    >
      <RefreshFailed query={company} />
      {content}
    </PageLayout>
  );
}

function CompanySettings({ company }: { company: AdminCompanyOverview }) {
  const { t } = useLingui();
  return (
    <>
      <SettingsSection title={t`Overview`}>
        <Overview company={company} />
      </SettingsSection>
      <SettingsSection title={t`Company details`} description={t`Name, logo, countries, lead country and own shops.`}>
        <CompanyPartSlot part="CompanyDetailsEditor" companyId={company.id} />
      </SettingsSection>
      <SettingsSection
        title={t`Stores and aggregators`}
        description={t`Whether, how often and through which proxy each source is scraped is the company's own setting. Disconnecting keeps the company's URLs at the source but stops scraping them until it is connected again.`}
      >
        <CompanyPartSlot part="CompanySources" companyId={company.id} />
      </SettingsSection>
      <SettingsSection title={t`Agent settings`} description={t`The discovery agent searches every scraped source once a day for the company's products without a URL there.`}>
        <CompanyPartSlot part="CompanyAgentSettings" companyId={company.id} />
      </SettingsSection>
      <CompanyPartSlot part="CompanyMetricSettings" companyId={company.id} />
    </>
  );
}

function Overview({ company }: { company: AdminCompanyOverview }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const countryName = (country: Country | null) => (country ? i18n._(COUNTRY_NAMES[country]) : '–');
  const created = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(company.createdAt));
  const facts: [string, string][] = [
    [t`Countries`, company.countries.filter((c) => c !== null).map(countryName).join(', ') || '–'],
    [t`Lead country`, countryName(company.leadCountry)],
    [t`Created`, created],
    [t`Users`, i18n.number(company.setup.users)],
    [t`Products`, i18n.number(company.setup.products)],
    [t`Connected sources`, i18n.number(company.setup.sources)],
    [t`Price rules`, i18n.number(company.setup.priceRules)],
    [t`Feed ID`, company.feedIdIssued ? t`Issued (the company's administrators see and renew it on their output feed page)` : t`Not issued yet`],
  ];
  return (
    <dl className={styles.facts} aria-label={t`Overview`}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
