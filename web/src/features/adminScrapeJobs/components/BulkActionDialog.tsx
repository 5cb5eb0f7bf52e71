import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner, Text } from '@fluentui/react-components';
import { ADMIN_SCRAPE_JOB_BULK_LIMIT, type AdminScrapeJobBulkResult, type AdminScrapeJobIds } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import type { ApiError } from '../../../lib/apiError.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useBulkScrapeJobs } from '../api/scrapeJobCommands.ts';
import { getScrapeJobIds } from '../api/scrapeJobIds.ts';
import type { BulkAction } from '../utils/jobLabels.ts';
import type { JobListFilters } from '../utils/jobListParams.ts';

export interface BulkActionDialogProps {
  action: BulkAction;
  filters: JobListFilters;
  onDone(result: AdminScrapeJobBulkResult): void;
  onClose(): void;
}

/** Confirms an action over the jobs of the current filter, naming how many it touches (at most the bulk limit, newest first). */
export function BulkActionDialog({ action, filters, onDone, onClose }: BulkActionDialogProps) {
  const { t, i18n } = useLingui();
  const [matching, setMatching] = useState<AdminScrapeJobIds | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const bulk = useBulkScrapeJobs((result) => {
    onDone(result);
    onClose();
  });

  useEffect(() => {
    let current = true;
    getScrapeJobIds(filters).then(
      (answer) => current && setMatching(answer),
      (error: ApiError) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, [filters]);

  const count = matching?.ids.length ?? 0;
  const n = i18n.number(count);
  const titles: Record<BulkAction, string> = {
    RESET: t`Reset ${n} jobs?`,
    RESET_TRIALS: t`Reset ${n} jobs with their trials?`,
    REPLAY: t`Replay ${n} jobs?`,
    DELETE: t`Delete ${n} jobs?`,
  };
  const labels: Record<BulkAction, string> = { RESET: t`Reset jobs`, RESET_TRIALS: t`Reset jobs with trials`, REPLAY: t`Replay jobs`, DELETE: t`Delete jobs` };
  const error = loadError ? i18n._(errorMessageFor(loadError)) : bulk.isError ? i18n._(errorMessageFor(bulk.error)) : null;

  return (
    <ConfirmDialog
      open
      title={matching ? titles[action] : t`Counting the jobs of the filter …`}
      confirmLabel={labels[action]}
      pending={bulk.isPending || matching === null || count === 0}
      error={error}
      onConfirm={() => matching && count > 0 && bulk.mutate({ action, jobIds: matching.ids })}
      onClose={onClose}
    >
      {matching === null && !loadError && <Spinner size="tiny" label={t`Counting …`} />}
      {matching && count === 0 && <Text>{t`No job matches the filters.`}</Text>}
      {matching && matching.total > count && (
        <Text>{t`${i18n.number(matching.total)} jobs match the filters; one action touches the newest ${i18n.number(ADMIN_SCRAPE_JOB_BULK_LIMIT)}. Run it again for the rest.`}</Text>
      )}
      {matching && count > 0 && <Text>{t`Jobs a scraper is running right now are left out and counted.`}</Text>}
    </ConfirmDialog>
  );
}
