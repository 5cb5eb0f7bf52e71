import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AdminCompany, Country } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { COUNTRY_NAMES } from '../../../i18n/countryNames.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  table: { minWidth: '720px' },
  name: { fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'end' },
});

/** The companies of the platform: name, countries, lead country, users, created — a table on wide screens, cards on phones. */
export function CompaniesTable({ companies }: { companies: AdminCompany[] }) {
  const wide = useBreakpointUp('md');
  return wide ? <CompanyRows companies={companies} /> : <CompanyCards companies={companies} />;
}

/** What a company shows, formatted once for the table and the cards. */
function useCompanyView() {
  const { i18n } = useLingui();
  const countryName = (country: Country | null) => (country ? i18n._(COUNTRY_NAMES[country]) : '–');
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  return (company: AdminCompany) => ({
    countries: company.countries.filter((c) => c !== null).map(countryName).join(', ') || '–',
    leadCountry: countryName(company.leadCountry),
    users: i18n.number(company.userCount),
    created: dateFormat.format(new Date(company.createdAt)),
  });
}

/** The company's name, opening its admin page (settings, sources, links to statistics and URLs to check). */
function CompanyLink({ company }: { company: AdminCompany }) {
  return <AppLink to={`/admin/company/${company.id}`}>{company.name}</AppLink>;
}

function CompanyRows({ companies }: { companies: AdminCompany[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useCompanyView();

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroller} role="region" aria-label={t`Companies`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Companies`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Countries`}</TableHeaderCell>
            <TableHeaderCell>{t`Lead country`}</TableHeaderCell>
            <NumericHeaderCell>{t`Users`}</NumericHeaderCell>
            <TableHeaderCell>{t`Created`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {companies.map((company) => {
            const shown = view(company);
            return (
              <TableRow key={company.id}>
                <TableCell className={styles.name}>
                  <CompanyLink company={company} />
                </TableCell>
                <TableCell>{shown.countries}</TableCell>
                <TableCell>{shown.leadCountry}</TableCell>
                <TableCell className={styles.number}>{shown.users}</TableCell>
                <TableCell>{shown.created}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function CompanyCards({ companies }: { companies: AdminCompany[] }) {
  const { t } = useLingui();
  const view = useCompanyView();
  return (
    <CardList label={t`Companies`}>
      {companies.map((company) => {
        const shown = view(company);
        return (
          <CardListItem key={company.id}>
            <Text weight="semibold">
              <CompanyLink company={company} />
            </Text>
            <CardFacts
              facts={[
                [t`Countries`, shown.countries],
                [t`Lead country`, shown.leadCountry],
                [t`Users`, shown.users],
                [t`Created`, shown.created],
              ]}
            />
          </CardListItem>
        );
      })}
    </CardList>
  );
}
