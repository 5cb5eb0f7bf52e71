import { useLingui } from '@lingui/react/macro';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { AdminCompany, Country } from '@pm/contracts';
import { COUNTRY_NAMES } from '../../../i18n/countryNames.ts';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  table: { minWidth: '720px' },
  name: { fontWeight: tokens.fontWeightSemibold },
});

/** The companies of the platform: name, countries, lead country, users, created. */
export function CompaniesTable({ companies }: { companies: AdminCompany[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const countryName = (country: Country | null) => (country ? i18n._(COUNTRY_NAMES[country]) : '–');
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroller} role="region" aria-label={t`Companies`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Companies`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Countries`}</TableHeaderCell>
            <TableHeaderCell>{t`Lead country`}</TableHeaderCell>
            <TableHeaderCell>{t`Users`}</TableHeaderCell>
            <TableHeaderCell>{t`Created`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {companies.map((company) => (
            <TableRow key={company.id}>
              <TableCell className={styles.name}>{company.name}</TableCell>
              <TableCell>{company.countries.filter((c) => c !== null).map(countryName).join(', ') || '–'}</TableCell>
              <TableCell>{countryName(company.leadCountry)}</TableCell>
              <TableCell>{i18n.number(company.userCount)}</TableCell>
              <TableCell>{dateFormat.format(new Date(company.createdAt))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
