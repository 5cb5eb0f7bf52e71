import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { ScrapeRecord } from '@pm/contracts';
import { FieldList } from '../../../components/FieldList.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { resultTone } from '../utils/recordOutcome.ts';
import { LOG_KIND_LABELS } from '../../../lib/scrapeJobLabels.ts';
import { scrapeLogText } from '../../../lib/utils/scrapeLogText.ts';
import { PriceTableOffers } from './PriceTableOffers.tsx';
import { ScrapedOfferFields } from './ScrapedOfferFields.tsx';

const useStyles = makeStyles({
  // Narrower than the wide records table, so the logs are readable without scrolling sideways.
  details: { maxWidth: '1000px', display: 'grid', gap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))', padding: `${tokens.spacingVerticalM} 0` },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  message: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  time: { whiteSpace: 'nowrap' },
  logs: { tableLayout: 'auto' },
});

/** The logs of every trial of a scrape job, the job's technical facts and what it extracted. */
export function ScrapeRecordDetails({ record }: { record: ScrapeRecord }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  // The job's error is the message of its last error line: that line's code says it in the user's language.
  const errorLine = record.error === null ? undefined : record.logs.findLast((line) => line.kind === 'ERROR' && line.message === record.error);
  const facts = [
    { label: t`Scraper`, value: record.crawler },
    { label: t`Via proxy`, value: record.viaProxy ? t`Yes` : t`No` },
    { label: t`HTTP status`, value: record.httpStatus === null ? null : String(record.httpStatus) },
    { label: t`Final URL`, value: record.finalUrl && record.finalUrl !== record.url ? record.finalUrl : null },
    { label: t`Error`, value: errorLine ? scrapeLogText(errorLine, i18n) : record.error },
    { label: t`Another trial follows`, value: record.willRetry === null ? null : record.willRetry ? t`Yes` : t`No` },
  ];
  const single = record.jobType !== 'AGGREGATOR_PRICE_TABLE' && record.offers.length === 1 ? record.offers[0] : undefined;

  return (
    <div className={styles.details}>
      <section className={`${styles.section} ${styles.wide}`} aria-label={t`Logs`}>
        <Text weight="semibold">{t`Logs`}</Text>
        {record.logs.length === 0 ? (
          <Text className={styles.muted}>{t`No log entries yet.`}</Text>
        ) : (
          <Table size="small" aria-label={t`Logs`} className={styles.logs}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Time`}</TableHeaderCell>
                <TableHeaderCell>{t`Trial`}</TableHeaderCell>
                <TableHeaderCell>{t`Kind`}</TableHeaderCell>
                <TableHeaderCell>{t`Message`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {record.logs.map((line, index) => (
                <TableRow key={index}>
                  <TableCell className={styles.time}>{formatDate(line.at)}</TableCell>
                  <TableCell>{line.trial ?? '–'}</TableCell>
                  <TableCell className={styles.time}>
                    <Badge appearance="tint" color={resultTone(line.kind)}>
                      {i18n._(LOG_KIND_LABELS[line.kind])}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.message}>{scrapeLogText(line, i18n)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section className={styles.section} aria-label={t`Extracted data`}>
        <Text weight="semibold">{t`Extracted data`}</Text>
        {record.offers.length === 0 ? (
          <Text className={styles.muted}>{t`Nothing was extracted.`}</Text>
        ) : single ? (
          <ScrapedOfferFields offer={single} />
        ) : (
          <PriceTableOffers offers={record.offers} />
        )}
      </section>
      <section className={styles.section} aria-label={t`Job`}>
        <Text weight="semibold">{t`Job`}</Text>
        <FieldList entries={facts} />
      </section>
    </div>
  );
}
