import type { ScrapeRecordsTableProps } from '../../../lib/featureSlots.tsx';
import { Fragment, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { ScrapeRecord } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { JOB_TYPE_LABELS, TRIGGER_LABELS } from '../utils/scrapeRecordLabels.ts';
import { JobStatusBadge, ResultKindBadge } from './OutcomeBadges.tsx';
import { ScrapeRecordDetails } from './ScrapeRecordDetails.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  // Columns size to their content; the URL is cut to one line (the full one is its tooltip).
  table: { tableLayout: 'auto' },
  wide: { minWidth: '1100px' },
  toggle: { width: '44px' },
  nowrap: { whiteSpace: 'nowrap' },
  product: { minWidth: '160px' },
  url: { maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  cheapest: { display: 'block', color: tokens.colorNeutralForeground3 },
  details: { backgroundColor: tokens.colorNeutralBackground2 },
});

export type { ScrapeRecordsTableProps };

/**
 * Scrape records, one row each: created time, product, shop, URL, job type, trigger, job status,
 * result, page status, extracted price, trials and duration. A row expands to the job's logs
 * and extracted fields; expanded rows stay open while the list refreshes live.
 */
export function ScrapeRecordsTable({ records, oneUrl = false }: ScrapeRecordsTableProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const none = <span className={styles.muted}>–</span>;
  const columns = oneUrl ? 10 : 13;
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const price = (record: ScrapeRecord) => {
    const amount = formatMoney(record.price, record.currency, i18n.locale);
    if (!amount) return none;
    const count = record.offerCount;
    if (count <= 1) return amount;
    return (
      <>
        {amount}
        <Text size={200} className={styles.cheapest}>
          {t`cheapest of ${count}`}
        </Text>
      </>
    );
  };

  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Scrape records`} className={oneUrl ? styles.table : `${styles.table} ${styles.wide}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.toggle} aria-label={t`Details`} />
            <TableHeaderCell>{t`Created`}</TableHeaderCell>
            {!oneUrl && <TableHeaderCell>{t`Product`}</TableHeaderCell>}
            {!oneUrl && <TableHeaderCell>{t`Shop`}</TableHeaderCell>}
            {!oneUrl && <TableHeaderCell>{t`URL`}</TableHeaderCell>}
            <TableHeaderCell>{t`Job type`}</TableHeaderCell>
            <TableHeaderCell>{t`Trigger`}</TableHeaderCell>
            <TableHeaderCell>{t`Job status`}</TableHeaderCell>
            <TableHeaderCell>{t`Result`}</TableHeaderCell>
            <TableHeaderCell>{t`Page status`}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t`Price`}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t`Trials`}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t`Duration`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {records.map((record) => {
            const open = expanded.has(record.id);
            const detailsId = `scrape-record-${record.id}`;
            return (
              <Fragment key={record.id}>
                <TableRow>
                  <TableCell className={styles.toggle}>
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                      aria-expanded={open}
                      aria-controls={open ? detailsId : undefined}
                      aria-label={t`Logs and details`}
                      onClick={() => toggle(record.id)}
                    />
                  </TableCell>
                  <TableCell className={styles.nowrap}>{formatDate(record.createdAt)}</TableCell>
                  {!oneUrl && (
                    <TableCell className={styles.product}>
                      {record.product ? <AppLink to={`/assortment/${record.productId}`}>{record.product.name}</AppLink> : <Text className={styles.muted}>{t`Removed product`}</Text>}
                    </TableCell>
                  )}
                  {!oneUrl && <TableCell>{record.source?.name ?? none}</TableCell>}
                  {!oneUrl && (
                    <TableCell className={styles.url}>
                      <a href={record.url} target="_blank" rel="noreferrer noopener" title={record.url}>
                        {record.url}
                      </a>
                    </TableCell>
                  )}
                  <TableCell>{i18n._(JOB_TYPE_LABELS[record.jobType])}</TableCell>
                  <TableCell className={styles.nowrap}>{i18n._(TRIGGER_LABELS[record.trigger])}</TableCell>
                  <TableCell className={styles.nowrap}>
                    <JobStatusBadge status={record.status} />
                  </TableCell>
                  <TableCell className={styles.nowrap}>
                    <ResultKindBadge kind={record.resultKind} />
                  </TableCell>
                  <TableCell>{record.pageStatus ? i18n._(PAGE_STATUS_LABELS[record.pageStatus]) : none}</TableCell>
                  <TableCell className={styles.number}>{price(record)}</TableCell>
                  <TableCell className={styles.number}>{record.trials}</TableCell>
                  <TableCell className={styles.number}>{formatDuration(record.durationMs, i18n.locale) ?? none}</TableCell>
                </TableRow>
                {open && (
                  <TableRow id={detailsId} className={styles.details}>
                    <TableCell colSpan={columns}>
                      <ScrapeRecordDetails record={record} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
