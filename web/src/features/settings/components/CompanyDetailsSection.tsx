import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useProfile } from '../../../lib/api/profileQuery.ts';
import { useCompanyDetails } from '../api/companyDetailsQuery.ts';
import { CompanyDetailsForm } from './CompanyDetailsForm.tsx';
import { OwnShopsForm } from './OwnShopsForm.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

/** The company details section of the overview; render it only for roles that manage the company. */
export function CompanyDetailsSection() {
  const { t } = useLingui();
  const companyId = useProfile().data?.company.id;
  return (
    <SettingsSection title={t`Company details`} description={t`How your company appears in the app, which countries it sells in and under which names it sells itself.`}>
      <CompanyDetailsEditor companyId={companyId} />
    </SettingsSection>
  );
}

/** The company details and own shops forms of any company (platform admins use them on the company's admin page). */
export function CompanyDetailsEditor({ companyId }: { companyId: string | undefined }) {
  const { t } = useLingui();
  const details = useCompanyDetails(companyId, true);

  let content;
  if (details.isPending) content = <AreaSpinner />;
  else if (firstLoadFailed(details)) {
    content = (
      <MessageBar intent="error">
        <MessageBarBody>{t(errorMessageFor(details.error))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void details.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else {
    content = (
      <>
        <RefreshFailed query={details} />
        <CompanyDetailsForm key={details.data.id} details={details.data} />
        <OwnShopsForm key={`own-${details.data.id}`} details={details.data} />
      </>
    );
  }
  return content;
}
