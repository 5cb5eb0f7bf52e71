import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useAdminDiscoverySettings } from '../api/adminDiscoverySettingsQuery.ts';
import { SEARCH_METHOD_LABELS } from '../utils/discoveryLabels.ts';
import { CompanySettingsDialog } from './DiscoverySettingsDialogs.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** One company's discovery agent settings with the dialog that changes them (platform admins, on the company's admin page). */
export function CompanyAgentSettings({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const view = useAdminDiscoverySettings();
  const [editing, setEditing] = useState(false);

  if (view.isPending) return <AreaSpinner />;
  if (firstLoadFailed(view)) return <LoadError what={t`The discovery settings could not be loaded.`} error={view.error} onRetry={() => void view.refetch()} />;
  const company = view.data.companies.find((c) => c.companyId === companyId);
  if (!company) return <Text>{t`No company found.`}</Text>;
  const { settings } = company;
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' });

  return (
    <>
      <RefreshFailed query={view} />
      <dl className={styles.facts} aria-label={t`Agent settings`}>
        <dt className={styles.term}>{t`Discovery agent`}</dt>
        <dd className={styles.value}>{settings.agentEnabled ? t`On: searches daily for products without a URL` : t`Off`}</dd>
        <dt className={styles.term}>{t`Search strategy`}</dt>
        <dd className={styles.value}>{i18n._(SEARCH_METHOD_LABELS[settings.searchMethod])}</dd>
        <dt className={styles.term}>{t`Image weight`}</dt>
        <dd className={styles.value}>{percent.format(settings.imageWeight)}</dd>
        <dt className={styles.term}>{t`Products with a URL at the source`}</dt>
        <dd className={styles.value}>{settings.skipWhenUrlExists ? t`Skipped` : t`Searched again`}</dd>
      </dl>
      <div>
        <Button onClick={() => setEditing(true)}>{t`Change agent settings`}</Button>
      </div>
      {editing && <CompanySettingsDialog company={company} unavailable={view.data.unavailableMethods} onClose={() => setEditing(false)} />}
    </>
  );
}
