import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { AdminSource } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { useAdminSources, type AdminSourceGroup } from '../api/adminSourcesQuery.ts';
import { AdminSourcesTable } from './AdminSourcesTable.tsx';
import { EditSourceDialog } from './EditSourceDialog.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  search: { maxWidth: '420px' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** `/admin/store` and `/admin/aggregator` (platform admins): every store or comparison site, its use and health, and its shared fields. */
export function AdminSourcesPage({ group }: { group: AdminSourceGroup }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [searchText, setSearchText] = useState('');
  const sources = useAdminSources(group, searchText);
  const [editing, setEditing] = useState<{ source: AdminSource | null; open: boolean; key: number }>({ source: null, open: false, key: 0 });
  const stores = group === 'store';
  const navigate = useNavigate();

  let content;
  if (sources.isPending) content = <AreaSpinner />;
  else if (firstLoadFailed(sources)) content = <LoadError what={stores ? t`The stores could not be loaded.` : t`The comparison sites could not be loaded.`} error={sources.error} onRetry={() => void sources.refetch()} />;
  else if (sources.data.length === 0) content = <Text className={styles.empty}>{searchText.trim() ? t`Nothing matches the search.` : stores ? t`No store has been registered yet.` : t`No comparison site has been registered yet.`}</Text>;
  else content = <AdminSourcesTable sources={sources.data} showKind={stores} onEdit={(source) => setEditing((current) => ({ source, open: true, key: current.key + 1 }))} />;

  return (
    <PageLayout
      title={stores ? t`Stores` : t`Aggregators`}
      actions={
        <Button appearance="primary" onClick={() => void navigate(stores ? '/admin/store/wizard' : '/admin/aggregator/wizard')}>
          {stores ? t`New store` : t`New aggregator`}
        </Button>
      }
      intro={
        stores
          ? t`Every shop and marketplace a company compares itself with. Name, logo, shipping costs, market and crawler are the same for every company; whether and how often a company scrapes it is that company's own setting.`
          : t`Every price comparison site a company compares itself with. Name, logo, shipping costs, market, crawler and its search pages are the same for every company; whether and how often a company scrapes it is that company's own setting.`
      }
    >
      <Field label={t`Search`} className={styles.search}>
        <Input type="search" placeholder={t`Name or domain`} value={searchText} onChange={(_event, data) => setSearchText(data.value)} />
      </Field>
      <RefreshFailed query={sources} />
      {content}
      <EditSourceDialog key={editing.key} source={editing.source} open={editing.open} onClose={() => setEditing((current) => ({ ...current, open: false }))} />
    </PageLayout>
  );
}
