import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@fluentui/react-components';
import type { ReadModelStatus } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useReadModels } from '../api/readModelsQuery.ts';
import { useRebuildReadModel } from '../api/rebuildReadModel.ts';
import { ReadModelsTable } from './ReadModelsTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

/** `/admin/read-models` (platform admins, reached from Scrape health): the projections behind every screen, and their rebuilds. */
export function AdminReadModelsPage() {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const readModels = useReadModels();
  const rebuild = useRebuildReadModel();
  const [asked, setAsked] = useState<ReadModelStatus | null>(null);

  const confirm = () => {
    if (!asked) return;
    const name = asked.name;
    rebuild.mutate(name, {
      onSuccess: ({ generation }) => {
        setAsked(null);
        notify.success(t`The rebuild of ${name} has started (generation ${generation}).`);
      },
    });
  };

  let content;
  if (readModels.isPending) content = <AreaSpinner />;
  else if (firstLoadFailed(readModels)) content = <LoadError what={t`The read models could not be loaded.`} error={readModels.error} onRetry={() => void readModels.refetch()} />;
  else content = <ReadModelsTable readModels={readModels.data.readModels} onRebuild={(model) => { rebuild.reset(); setAsked(model); }} />;

  const head = readModels.data ? new Intl.NumberFormat(i18n.locale).format(BigInt(readModels.data.head)) : null;
  const askedName = asked?.name ?? '';
  return (
    <PageLayout
      title={t`Read models`}
      intro={t`Every screen reads a read model that projectors build from the event log. Position is the last event a read model has applied, lag the events it still has to read. A rebuild fills a new generation from the first event while screens keep reading the current one, and switches when it has caught up.`}
    >
      {head !== null && <Text>{t`Events in the log: ${head}`}</Text>}
      <RefreshFailed query={readModels} />
      {content}
      <ConfirmDialog
        open={asked !== null}
        title={t`Rebuild ${askedName}?`}
        confirmLabel={t`Rebuild`}
        pending={rebuild.isPending}
        error={rebuild.error ? i18n._(errorMessageFor(rebuild.error)) : null}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      >
        {t`The read model is built again from the first event of the log. Its screens keep showing the current data until the new generation has caught up; then they switch to it. This takes longer the more events the log holds.`}
      </ConfirmDialog>
    </PageLayout>
  );
}
