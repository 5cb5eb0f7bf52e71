import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { roleAllows } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { LoadingPage } from '../../../components/LoadingPage.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useErpConnection } from '../api/erpConnectionQuery.ts';
import { ConnectionSection } from './ConnectionSection.tsx';
import { OutputChannelsSection } from './OutputChannelsSection.tsx';
import { RefreshSection } from './RefreshSection.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/settings/price-engine/erp-connection`: the shop/ERP connection, its test, the refreshes and the output channels read. */
export function ErpConnectionPage() {
  return <ProfileGate>{(profile) => <ErpConnection profile={profile} />}</ProfileGate>;
}

function ErpConnection({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const connection = useErpConnection(companyId);
  const title = t`ERP connection`;
  const canAdminister = roleAllows(profile.role, profile.isAdmin, 'pricing.admin');

  // A failed background refetch (a live update under load) keeps the last answer on screen, and with it the opened rows; only a first load waits or fails.
  if (connection.data === undefined) {
    const back = <AppLink to="/settings/price-engine">{t`‹ Back to price engine settings`}</AppLink>;
    return <LoadingPage title={title} back={back} error={connection.error} onRetry={() => void connection.refetch()} />;
  }
  const view = connection.data;
  return (
    <PriceEngineSubpage title={title} intro={t`Connect your ERP or shop system (Plenty, or a CSV/JSON export URL): products, prices and stock come from it, and confirmed prices go back to it.`}>
      <div className={styles.content}>
        <RefreshFailed query={connection} />
        {/* A new form per saved revision would drop what the admin is typing: the form keeps its own values. */}
        <ConnectionSection companyId={companyId} view={view} canAdminister={canAdminister} />
        <RefreshSection companyId={companyId} view={view} canRefresh={roleAllows(profile.role, profile.isAdmin, 'pricing.configure')} canAdminister={canAdminister} />
        <OutputChannelsSection companyId={companyId} />
      </div>
    </PriceEngineSubpage>
  );
}
