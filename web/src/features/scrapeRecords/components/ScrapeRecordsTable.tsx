import type { ScrapeRecordsTableProps } from '../../../lib/featureSlots.tsx';
import { Fragment, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { ScrapeRecord } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { JOB_TYPE_LABELS, TRIGGER_LABELS } from '../../../lib/scrapeJobLabels.ts';
import { JobStatusBadge, ResultKindBadge } from './OutcomeBadges.tsx';
import { ScrapeRecordDetails } from './ScrapeRecordDetails.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  toggle: { width: '44px' },
  created: { width: '19%' },
  product: { width: '31%' },
  status: { width: '22%' },
  price: { width: '13%', textAlign: 'end' },
  trials: { width: '9%', textAlign: 'end' },
  duration: { width: '10%', textAlign: 'end' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', paddingBlock: tokens.spacingVerticalXS, minWidth: 0, maxWidth: '100%' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  nowrap: { whiteSpace: 'nowrap' },
  ellipsis: { display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  /** Header of a right-aligned number column: its label right-aligned too. */
  endHeader: { justifyContent: 'flex-end', textAlign: 'end' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  cheapest: { display: 'block', color: tokens.colorNeutralForeground3 },
  details: { backgroundColor: tokens.colorNeutralBackground2 },
  cardHead: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  cardFacts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: '2px' },
  cardDetails: { marginTop: tokens.spacingVerticalS, paddingTop: tokens.spacingVerticalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, overflowX: 'auto' },
});

export type { ScrapeRecordsTableProps };

/**
 * Scrape records, one row each: created time (job type and trigger), product, shop and URL, job
 * status, result and page status, extracted price, trials and duration — a table that fits a
 * laptop without scrolling sideways, cards on phones. A record expands to the job's logs and
 * extracted fields; expanded records stay open while the list refreshes live.
 */
export function ScrapeRecordsTable(props: ScrapeRecordsTableProps) {
  const wide = useBreakpointUp('md');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return wide ? <RecordTable {...props} expanded={expanded} onToggle={toggle} /> : <RecordCards {...props} expanded={expanded} onToggle={toggle} />;
}

interface ExpandableProps extends ScrapeRecordsTableProps {
  expanded: ReadonlySet<string>;
  onToggle(id: string): void;
}

function usePrice() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const none = <span className={styles.muted}>–</span>;
  return (record: ScrapeRecord) => {
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
}

function ToggleButton({ record, open, detailsId, onToggle }: { record: ScrapeRecord; open: boolean; detailsId: string; onToggle(id: string): void }) {
  const { t } = useLingui();
  return (
    <Button
      appearance="subtle"
      size="small"
      icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      aria-label={t`Logs and details`}
      onClick={() => onToggle(record.id)}
    />
  );
}

function ProductCell({ record, companyOf }: { record: ScrapeRecord; companyOf?: ScrapeRecordsTableProps['companyOf'] }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      {companyOf && <Text weight="semibold">{companyOf(record) ?? t`Unknown company`}</Text>}
      {record.product && companyOf ? (
        <Text className={styles.ellipsis} title={record.product.name}>
          {record.product.name}
        </Text>
      ) : record.product ? (
        <AppLink to={`/assortment/${record.productId}`} className={styles.ellipsis} title={record.product.name}>
          {record.product.name}
        </AppLink>
      ) : (
        <Text className={styles.muted}>{t`Removed product`}</Text>
      )}
      <Text size={200}>{record.source?.name ?? '–'}</Text>
      <a href={record.url} target="_blank" rel="noreferrer noopener" title={record.url} className={styles.ellipsis}>
        {record.url}
      </a>
    </div>
  );
}

function RecordTable({ records, oneUrl = false, companyOf, expanded, onToggle }: ExpandableProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const price = usePrice();
  const none = <span className={styles.muted}>–</span>;
  const columns = oneUrl ? 6 : 7;
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Scrape records`} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.toggle} aria-label={t`Details`} />
            <TableHeaderCell className={styles.created}>{t`Created`}</TableHeaderCell>
            {!oneUrl && <TableHeaderCell className={styles.product}>{t`Product, shop and URL`}</TableHeaderCell>}
            <TableHeaderCell className={styles.status}>{t`Status and result`}</TableHeaderCell>
            <TableHeaderCell className={styles.price} button={{ className: styles.endHeader }}>
              {t`Price`}
            </TableHeaderCell>
            <TableHeaderCell className={styles.trials} button={{ className: styles.endHeader }}>
              {t`Trials`}
            </TableHeaderCell>
            <TableHeaderCell className={styles.duration} button={{ className: styles.endHeader }}>
              {t`Duration`}
            </TableHeaderCell>
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
                    <ToggleButton record={record} open={open} detailsId={detailsId} onToggle={onToggle} />
                  </TableCell>
                  <TableCell>
                    <div className={styles.stack}>
                      <Text className={styles.nowrap}>{formatDate(record.createdAt)}</Text>
                      <Text size={200} className={styles.muted}>
                        {i18n._(JOB_TYPE_LABELS[record.jobType])} · {i18n._(TRIGGER_LABELS[record.trigger])}
                      </Text>
                    </div>
                  </TableCell>
                  {!oneUrl && (
                    <TableCell>
                      <ProductCell record={record} {...(companyOf ? { companyOf } : {})} />
                    </TableCell>
                  )}
                  <TableCell>
                    <div className={styles.stack}>
                      <div className={styles.badges}>
                        <JobStatusBadge status={record.status} />
                        <ResultKindBadge kind={record.resultKind} />
                      </div>
                      {record.pageStatus && (
                        <Text size={200} className={styles.muted}>
                          {i18n._(PAGE_STATUS_LABELS[record.pageStatus])}
                        </Text>
                      )}
                    </div>
                  </TableCell>
                  <TableCell className={styles.number}>{price(record)}</TableCell>
                  <TableCell className={styles.number}>{new Intl.NumberFormat(i18n.locale).format(record.trials)}</TableCell>
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

/** Phones: one card per record — when, status and result, product and shop, price, trials, duration; details below. */
function RecordCards({ records, oneUrl = false, companyOf, expanded, onToggle }: ExpandableProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const price = usePrice();
  return (
    <CardList label={t`Scrape records`}>
      {records.map((record) => {
        const open = expanded.has(record.id);
        const detailsId = `scrape-record-${record.id}`;
        const duration = formatDuration(record.durationMs, i18n.locale) ?? '–';
        const trials = new Intl.NumberFormat(i18n.locale).format(record.trials);
        return (
          <CardListItem key={record.id}>
            <div className={styles.cardHead}>
              <div className={styles.stack}>
                <Text weight="semibold">{formatDate(record.createdAt)}</Text>
                <div className={styles.badges}>
                  <JobStatusBadge status={record.status} />
                  <ResultKindBadge kind={record.resultKind} />
                </div>
                {record.pageStatus && (
                  <Text size={200} className={styles.muted}>
                    {i18n._(PAGE_STATUS_LABELS[record.pageStatus])}
                  </Text>
                )}
              </div>
              <ToggleButton record={record} open={open} detailsId={detailsId} onToggle={onToggle} />
            </div>
            {!oneUrl && <ProductCell record={record} {...(companyOf ? { companyOf } : {})} />}
            <div className={styles.cardFacts}>
              <Text>
                {t`Price`}: <strong>{price(record)}</strong>
              </Text>
              <Text size={200}>{t`Trials: ${trials}`}</Text>
              <Text size={200}>{t`Duration: ${duration}`}</Text>
            </div>
            <Text size={200} className={styles.muted}>
              {i18n._(JOB_TYPE_LABELS[record.jobType])} · {i18n._(TRIGGER_LABELS[record.trigger])}
            </Text>
            {open && (
              <div id={detailsId} className={styles.cardDetails}>
                <ScrapeRecordDetails record={record} />
              </div>
            )}
          </CardListItem>
        );
      })}
    </CardList>
  );
}
