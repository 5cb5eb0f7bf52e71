import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { CRAWLER_KINDS, SCRAPE_JOB_STATUSES, SCRAPE_JOB_TYPES, SCRAPE_RESULT_KINDS, SCRAPE_TRIGGERS, type AdminCompany, type AdminScrapeJobSource } from '@pm/contracts';
import { CRAWLER_LABELS, JOB_STATUS_LABELS, JOB_TYPE_LABELS, RESULT_KIND_LABELS, TRIGGER_LABELS } from '../utils/jobLabels.ts';
import { dateRangeValid, type JobListFilters } from '../utils/jobListParams.ts';
import { MultiOptionFilter } from './MultiOptionFilter.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  select: { width: '220px' },
  date: { width: '170px' },
});

export interface JobFiltersProps {
  filters: JobListFilters;
  companies: readonly AdminCompany[];
  sources: readonly AdminScrapeJobSource[];
  onChange(change: Partial<JobListFilters>): void;
  onReset(): void;
}

/** Status (FAILED and CREATED at first), type, store, aggregator, trigger, scraper, company and the created-date range. */
export function JobFilters({ filters, companies, sources, onChange, onReset }: JobFiltersProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const labelled = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));
  const stores = sources.filter((source) => source.kind === 'STORE');
  const aggregators = sources.filter((source) => source.kind === 'AGGREGATOR');
  const rangeValid = dateRangeValid(filters);
  const pickSource = (kind: 'STORE' | 'AGGREGATOR', id: string) => onChange({ source: id ? { id, kind } : null });

  return (
    <div className={styles.filters} role="search" aria-label={t`Filter scrape jobs`}>
      <MultiOptionFilter label={t`Status`} value={filters.status} options={labelled(SCRAPE_JOB_STATUSES, JOB_STATUS_LABELS)} onChange={(status) => onChange({ status })} />
      <MultiOptionFilter label={t`Result`} value={filters.resultKind} options={labelled(SCRAPE_RESULT_KINDS, RESULT_KIND_LABELS)} onChange={(resultKind) => onChange({ resultKind })} />
      <MultiOptionFilter label={t`Job type`} value={filters.jobType} options={labelled(SCRAPE_JOB_TYPES, JOB_TYPE_LABELS)} onChange={(jobType) => onChange({ jobType })} />
      <Field label={t`Store`} className={styles.select}>
        <Select value={filters.source?.kind === 'STORE' ? filters.source.id : ''} onChange={(_event, data) => pickSource('STORE', data.value)}>
          <option value="">{t`All`}</option>
          {stores.map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Aggregator`} className={styles.select}>
        <Select value={filters.source?.kind === 'AGGREGATOR' ? filters.source.id : ''} onChange={(_event, data) => pickSource('AGGREGATOR', data.value)}>
          <option value="">{t`All`}</option>
          {aggregators.map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </Select>
      </Field>
      <MultiOptionFilter label={t`Trigger`} value={filters.trigger} options={labelled(SCRAPE_TRIGGERS, TRIGGER_LABELS)} onChange={(trigger) => onChange({ trigger })} />
      <MultiOptionFilter label={t`Scraper`} value={filters.scraper} options={labelled(CRAWLER_KINDS, CRAWLER_LABELS)} onChange={(scraper) => onChange({ scraper })} />
      <Field label={t`Company`} className={styles.select}>
        <Select value={filters.companyId} onChange={(_event, data) => onChange({ companyId: data.value })}>
          <option value="">{t`All companies`}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Created from`} className={styles.date}>
        <Input type="date" value={filters.createdFrom} onChange={(_event, data) => onChange({ createdFrom: data.value })} />
      </Field>
      <Field label={t`Created until`} className={styles.date} validationState={rangeValid ? 'none' : 'error'} validationMessage={rangeValid ? undefined : t`The end date must not be before the start date.`}>
        <Input type="date" value={filters.createdTo} onChange={(_event, data) => onChange({ createdTo: data.value })} />
      </Field>
      <Field label={t`Order`} className={styles.select}>
        <Select value={filters.sort} onChange={(_event, data) => onChange({ sort: data.value === 'oldest' ? 'oldest' : 'newest' })}>
          <option value="newest">{t`Newest first`}</option>
          <option value="oldest">{t`Oldest first`}</option>
        </Select>
      </Field>
      <Button onClick={onReset}>{t`Reset filters`}</Button>
    </div>
  );
}
