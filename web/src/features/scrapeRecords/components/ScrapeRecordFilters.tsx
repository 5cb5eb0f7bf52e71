import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, Field, Input, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { PAGE_STATUSES, SCRAPE_JOB_STATUSES, SCRAPE_JOB_TYPES, SCRAPE_RESULT_KINDS, SCRAPE_TRIGGERS } from '@pm/contracts';
import { PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';
import { createdRangeProblem } from '../../../lib/utils/createdDateRange.ts';
import type { CreatedDateRange, CreatedRangeProblem } from '../../../lib/utils/createdDateRange.ts';
import { JOB_STATUS_LABELS, JOB_TYPE_LABELS, RESULT_KIND_LABELS, TRIGGER_LABELS } from '../../../lib/scrapeJobLabels.ts';
import type { ScrapeRecordListParams } from '../../../lib/utils/scrapeRecordListQuery.ts';
import { OptionFilter } from './OptionFilter.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  search: { minWidth: '240px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Typing waits this long before the list reloads. */
const TYPING_DELAY_MS = 300;

export interface ScrapeRecordFiltersProps {
  params: ScrapeRecordListParams;
  sources: ConnectedSource[] | undefined;
  /** Changes the filters; the list goes back to page 1. */
  onChange(change: Partial<ScrapeRecordListParams>): void;
  /** Back to the defaults (the last 5 days, no other filter). */
  onReset(): void;
}

/** Job status, result, page status, job type, trigger, shop, URL text and the created-date range. */
export function ScrapeRecordFilters({ params, sources, onChange, onReset }: ScrapeRecordFiltersProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [scrapeUrl, setScrapeUrl] = useState(params.scrapeUrl);
  const [created, setCreated] = useState<CreatedDateRange>(params.created);
  const [shownParams, setShownParams] = useState(params);
  const problem = createdRangeProblem(created);
  const labelled = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));

  // A reset from outside (or another change of the applied filters) replaces what is being typed.
  if (shownParams !== params) {
    setShownParams(params);
    if (params.scrapeUrl !== shownParams.scrapeUrl) setScrapeUrl(params.scrapeUrl);
    if (params.created !== shownParams.created) setCreated(params.created);
  }

  useEffect(() => {
    const timer = setTimeout(() => {
      if (scrapeUrl !== params.scrapeUrl) onChange({ scrapeUrl });
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrapeUrl, params.scrapeUrl, onChange]);

  const changeCreated = (next: CreatedDateRange) => {
    setCreated(next);
    if (createdRangeProblem(next) === null) onChange({ created: next });
  };
  const problemText: Record<CreatedRangeProblem, string> = {
    'invalid-from': t`Please enter a valid date.`,
    'invalid-to': t`Please enter a valid date.`,
    'end-before-start': t`The end date must not be before the start date.`,
  };

  return (
    <div className={styles.filters} role="search" aria-label={t`Filter scrape records`}>
      <OptionFilter label={t`Job status`} value={params.status} options={labelled(SCRAPE_JOB_STATUSES, JOB_STATUS_LABELS)} onChange={(status) => onChange({ status })} />
      <OptionFilter label={t`Result`} value={params.resultKind} options={labelled(SCRAPE_RESULT_KINDS, RESULT_KIND_LABELS)} onChange={(resultKind) => onChange({ resultKind })} />
      <OptionFilter label={t`Page status`} value={params.dataStatus} options={labelled(PAGE_STATUSES, PAGE_STATUS_LABELS)} onChange={(dataStatus) => onChange({ dataStatus })} />
      <OptionFilter label={t`Job type`} value={params.jobType} options={labelled(SCRAPE_JOB_TYPES, JOB_TYPE_LABELS)} onChange={(jobType) => onChange({ jobType })} />
      <OptionFilter label={t`Trigger`} value={params.trigger} options={labelled(SCRAPE_TRIGGERS, TRIGGER_LABELS)} onChange={(trigger) => onChange({ trigger })} />
      <OptionFilter
        label={t`Shop or comparison site`}
        value={params.source?.id ?? ''}
        options={(sources ?? []).map((source) => ({ value: source.id, label: source.name }))}
        onChange={(id) => {
          const source = sources?.find((s) => s.id === id);
          onChange({ source: source ? { id: source.id, kind: source.kind } : null });
        }}
      />
      <Field label={t`URL contains`} className={styles.search}>
        <SearchBox value={scrapeUrl} onChange={(_event, data) => setScrapeUrl(data.value)} />
      </Field>
      <Field label={t`Created from`} validationMessage={problem === 'invalid-from' ? problemText[problem] : undefined}>
        <Input type="date" value={created.from} max={created.to || undefined} onChange={(_event, data) => changeCreated({ ...created, from: data.value })} />
      </Field>
      <Field
        label={t`Created until`}
        validationMessage={problem === 'invalid-to' || problem === 'end-before-start' ? problemText[problem] : undefined}
      >
        <Input type="date" value={created.to} min={created.from || undefined} onChange={(_event, data) => changeCreated({ ...created, to: data.value })} />
      </Field>
      <div className={styles.actions}>
        <Button disabled={created.from === '' && created.to === ''} onClick={() => changeCreated({ from: '', to: '' })}>
          {t`Clear dates`}
        </Button>
        <Button appearance="subtle" onClick={onReset}>
          {t`Reset filters`}
        </Button>
      </div>
    </div>
  );
}
