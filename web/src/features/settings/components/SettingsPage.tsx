import { useLingui } from '@lingui/react/macro';
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { useRoleAllows } from '../hooks/useRoleAllows.ts';
import { CompanyDetailsSection } from './CompanyDetailsSection.tsx';
import { SettingsLinkCard } from '../../../components/SettingsLinkCard.tsx';
import { SettingsPageLayout } from '../../../components/SettingsPageLayout.tsx';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' },
  },
  // A grid item stretches its card to the row's height, so the cards of a row are even.
  item: { display: 'grid' },
});

/** `/settings`: links to each settings screen; company details for those who manage the company. */
export function SettingsPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const manageUsers = useRoleAllows('users.manage');
  const manageCompany = useRoleAllows('company.manage');

  return (
    <SettingsPageLayout title={t`Settings`}>
      <nav aria-label={t`Settings`}>
        <ul className={styles.cards}>
          <li className={styles.item}>
            <SettingsLinkCard
              to="/settings/personal-details"
              title={t`Personal details`}
              description={t`Your name, email address and password.`}
            />
          </li>
          <li className={styles.item}>
            <SettingsLinkCard to="/settings/language" title={t`Language`} description={t`German or English.`} />
          </li>
          <li className={styles.item}>
            <SettingsLinkCard to="/settings/price-alerts" title={t`Price alerts`} description={t`Your alerts when competitors undercut you, change stock or take the cheapest position.`} />
          </li>
          <li className={styles.item}>
            <SettingsLinkCard
              to="/settings/price-analysis"
              title={t`Price analysis`}
              description={t`Tolerance for "within", when offers count as stale, delta mode and shipping default.`}
            />
          </li>
          <li className={styles.item}>
            <SettingsLinkCard
              to="/settings/price-engine"
              title={t`Price engine`}
              description={t`Sales channels, shipping rates, competitors, metrics, price rules and price endings.`}
            />
          </li>
          {manageUsers && (
            <li className={styles.item}>
              <SettingsLinkCard
                to="/settings/user-management"
                title={t`User management`}
                description={t`Invite colleagues and choose what each of them may do.`}
              />
            </li>
          )}
        </ul>
      </nav>
      {manageCompany && <CompanyDetailsSection />}
      {manageCompany === false && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t`Company details and users are managed by your administrator. Please talk to your administrator if something needs to change.`}</MessageBarBody>
        </MessageBar>
      )}
    </SettingsPageLayout>
  );
}
