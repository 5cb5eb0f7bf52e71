import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ScrapeException } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useScrapeExceptions } from '../api/scrapeExceptionsQuery.ts';
import { DeleteScrapeExceptionDialog } from './DeleteScrapeExceptionDialog.tsx';
import { ScrapeExceptionDialog } from './ScrapeExceptionDialog.tsx';
import { ScrapeExceptionsTable } from './ScrapeExceptionsTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  message: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** An open (or closing) dialog, for which exception; a new key per opening gives a fresh form. */
interface DialogState {
  open: boolean;
  exception: ScrapeException | null;
  key: number;
}

const CLOSED: DialogState = { open: false, exception: null, key: 0 };

/** `/admin/scrape-exceptions` (platform admins): how the scraper reads shops whose pages need it. */
export function AdminScrapeExceptionsPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const exceptions = useScrapeExceptions();
  const [form, setForm] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);
  const openForm = (exception: ScrapeException | null) => setForm((current) => ({ open: true, exception, key: current.key + 1 }));
  const openDeletion = (exception: ScrapeException) => setDeletion((current) => ({ open: true, exception, key: current.key + 1 }));

  let content;
  if (exceptions.isPending) {
    content = <AreaSpinner />;
  } else if (firstLoadFailed(exceptions)) {
    content = (
      <div className={styles.message} role="alert">
        <Text>{t`The scrape exceptions could not be loaded.`} {i18n._(errorMessageFor(exceptions.error))}</Text>
        <Button onClick={() => void exceptions.refetch()}>{t`Try again`}</Button>
      </div>
    );
  } else if (exceptions.data.length === 0) {
    content = <Text className={styles.empty}>{t`There are no scrape exceptions yet.`}</Text>;
  } else {
    content = <ScrapeExceptionsTable exceptions={exceptions.data} onEdit={openForm} onDelete={openDeletion} />;
  }

  return (
    <PageLayout
      title={t`Scrape exceptions`}
      intro={t`How the scraper reads the pages of shops and comparison sites whose pages need their own selectors or settings. Changes apply from the next scrape.`}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => openForm(null)}>
          {t`Create scrape exception`}
        </Button>
      }
    >
      <RefreshFailed query={exceptions} />
      {content}
      <ScrapeExceptionDialog key={form.key} exception={form.exception} open={form.open} onClose={() => setForm((current) => ({ ...current, open: false }))} />
      <DeleteScrapeExceptionDialog
        key={`delete-${deletion.key}`}
        exception={deletion.exception}
        open={deletion.open}
        onClose={() => setDeletion((current) => ({ ...current, open: false }))}
      />
    </PageLayout>
  );
}
