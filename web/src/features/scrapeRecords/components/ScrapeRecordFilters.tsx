import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { PAGE_STATUSES, SCRAPE_JOB_STATUSES, SCRAPE_JOB_TYPES, SCRAPE_RESULT_KINDS, SCRAPE_TRIGGERS } from '@pm/contracts';
import type { PageStatus, ScrapeJobStatus, ScrapeJobType, ScrapeResultKind } from '@pm/contracts';
import { PAGE_STATUS_LABELS } from '../../assortment/utils/offerLabels.ts';
import type { ConnectedSource } from '../../sources/api/sourcesQuery.ts';
import { createdRangeProblem } from '../utils/createdDateRange.ts';
import type { CreatedDateRange, CreatedRangeProblem } from '../utils/createdDateRange.ts';
import { JOB_STATUS_LABELS, JOB_TYPE_LABELS, RESULT_KIND_LABELS, TRIGGER_LABELS } from '../utils/scrapeRecordLabels.ts';
import type { ScrapeRecordListParams, ScrapeTrigger } from '../utils/scrapeRecordListQuery.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  search: { minWidth: '240px' },
  select: { width: '200px' },
  // A long option (page status texts) must not widen the control beyond its field.
  selectRoot: { width: '100%' },
  selectNative: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
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
      <Field label={t`Job status`} className={styles.select}>
        <Select className={styles.selectRoot} select={{ className: styles.selectNative }} value={params.status} onChange={(_event, data) => onChange({ status: data.value as ScrapeJobStatus | '' })}>
          <option value="">{t`All`}</option>
          {SCRAPE_JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(JOB_STATUS_LABELS[status])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Result`} className={styles.select}>
        <Select className={styles.selectRoot} select={{ className: styles.selectNative }} value={params.resultKind} onChange={(_event, data) => onChange({ resultKind: data.value as ScrapeResultKind | '' })}>
          <option value="">{t`All`}</option>
          {SCRAPE_RESULT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(RESULT_KIND_LABELS[kind])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Page status`} className={styles.select}>
        <Select className={styles.selectRoot} select={{ className: styles.selectNative }} value={params.dataStatus} onChange={(_event, data) => onChange({ dataStatus: data.value as PageStatus | '' })}>
          <option value="">{t`All`}</option>
          {PAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(PAGE_STATUS_LABELS[status])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Job type`} className={styles.select}>
        <Select className={styles.selectRoot} select={{ className: styles.selectNative }} value={params.jobType} onChange={(_event, data) => onChange({ jobType: data.value as ScrapeJobType | '' })}>
          <option value="">{t`All`}</option>
          {SCRAPE_JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(JOB_TYPE_LABELS[type])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Trigger`} className={styles.select}>
        <Select className={styles.selectRoot} select={{ className: styles.selectNative }} value={params.trigger} onChange={(_event, data) => onChange({ trigger: data.value as ScrapeTrigger | '' })}>
          <option value="">{t`All`}</option>
          {SCRAPE_TRIGGERS.map((trigger) => (
            <option key={trigger} value={trigger}>
              {i18n._(TRIGGER_LABELS[trigger])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Shop or comparison site`} className={styles.select}>
        <Select
          value={params.source?.id ?? ''}
          onChange={(_event, data) => {
            const source = sources?.find((s) => s.id === data.value);
            onChange({ source: source ? { id: source.id, kind: source.kind } : null });
          }}
        >
          <option value="">{t`All`}</option>
          {sources?.map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </Select>
      </Field>
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
