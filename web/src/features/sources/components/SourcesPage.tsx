import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { roleAllows } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';
import { filterSources, isFiltered, NO_SOURCE_FILTER } from '../utils/filterSources.ts';
import { DisconnectSourceDialog } from './DisconnectSourceDialog.tsx';
import { SourceCards } from './SourceCards.tsx';
import { SourceFormDialog } from './SourceFormDialog.tsx';
import { SourceListFilters } from './SourceListFilters.tsx';
import { SourceSettingsDialog } from './SourceSettingsDialog.tsx';
import type { SourcePermissions } from './SourceRowActions.tsx';
import { SourcesTable } from './SourcesTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  note: { color: tokens.colorNeutralForeground3 },
});

/** `/sources`: the shops, marketplaces and price comparison sites the company compares with. */
export function SourcesPage() {
  const { t } = useLingui();
  return <ProfileGate>{(profile) => <Sources profile={profile} title={t`Shops & Marketplaces`} />}</ProfileGate>;
}

function Sources({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLingui();
  const permissions: SourcePermissions = { canConnect: roleAllows(profile.role, profile.isAdmin, 'data.edit'), canEdit: profile.isAdmin };
  return (
    <SourcesPanel
      companyId={profile.company.id}
      permissions={permissions}
      frame={(connectButton, content) => (
        <PageLayout title={title} intro={t`The competitor shops, marketplaces and price comparison sites whose prices are collected for your products.`} actions={connectButton}>
          {content}
        </PageLayout>
      )}
    />
  );
}

/**
 * A platform admin's view of one company's sources (its admin page, `/admin/company/:companyId`):
 * connect, scrape settings, shared fields and disconnect, as the company's own screen offers them.
 */
export function CompanySourcesPanel({ companyId }: { companyId: string }) {
  return (
    <SourcesPanel
      companyId={companyId}
      permissions={{ canConnect: true, canEdit: true }}
      frame={(connectButton, content) => (
        <>
          {connectButton}
          {content}
        </>
      )}
    />
  );
}

interface SourcesPanelProps {
  companyId: string;
  permissions: SourcePermissions;
  /** Where the connect button and the list go: a page of their own, or a section of another. */
  frame(connectButton: ReactNode, content: ReactNode): ReactNode;
}

function SourcesPanel({ companyId, permissions, frame }: SourcesPanelProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const sources = useSources(companyId);
  const [filter, setFilter] = useState(NO_SOURCE_FILTER);
  const form = useDialogTarget<ConnectedSource>();
  const settings = useDialogTarget<ConnectedSource>();
  const disconnection = useDialogTarget<ConnectedSource>();

  let body;
  if (sources.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(sources)) {
    body = <LoadError what={t`The shops and marketplaces could not be loaded.`} error={sources.error} onRetry={() => void sources.refetch()} />;
  } else {
    const shown = filterSources(sources.data, filter);
    const List = wide ? SourcesTable : SourceCards;
    body =
      shown.length === 0 ? (
        <Text>{isFiltered(filter) ? t`No shops or marketplaces match your search.` : t`No shops or marketplaces are connected yet.`}</Text>
      ) : (
        <List sources={shown} permissions={permissions} onEdit={form.show} onSettings={settings.show} onDisconnect={disconnection.show} />
      );
  }

  const connectButton = permissions.canConnect && (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => form.show(null)}>
      {t`Connect shop or marketplace`}
    </Button>
  );

  return frame(
    connectButton,
    <>
      <SourceListFilters filter={filter} onChange={setFilter} />
      <div className={styles.list}>
        <div className={styles.status} aria-live="polite">
          {sources.isFetching && !sources.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={sources} />
        {body}
        {permissions.canConnect && !permissions.canEdit && (
          <Text size={200} className={styles.note}>
            {t`Shops and marketplaces are shared by all companies that compare with them: their name, logo, shipping costs and crawler are maintained by the platform administrators. Whether, how often and through which proxy they are scraped for you is your company's own setting.`}
          </Text>
        )}
      </div>
      {permissions.canConnect && (
        <SourceFormDialog
          key={form.key}
          companyId={companyId}
          source={form.target}
          sharedFields={permissions.canEdit}
          connectedHostnames={sources.data?.map((source) => source.hostname) ?? []}
          open={form.open}
          onClose={form.close}
        />
      )}
      {permissions.canConnect && settings.target && (
        <SourceSettingsDialog key={settings.key} companyId={companyId} source={settings.target} open={settings.open} onClose={settings.close} />
      )}
      {permissions.canConnect && (
        <DisconnectSourceDialog companyId={companyId} source={disconnection.target} open={disconnection.open} onClose={disconnection.close} />
      )}
    </>,
  );
}
