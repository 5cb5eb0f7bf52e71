import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useFeedPreview } from '../api/feedPreviewQuery.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { downloadTextFile, feedPreviewFile } from '../utils/feedPreviewDownload.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start', maxWidth: '100%' },
  wrap: { overflowX: 'auto', maxWidth: '100%' },
});

export interface FeedPreviewTableProps {
  companyId: string;
  channelId: string;
  channelName: string;
}

/**
 * The rows a channel's feed currently exports, as the ERP would receive them (viewing records no
 * pickup), and a download of them for a spreadsheet (formula cells neutralised, unlike the raw ERP file).
 */
export function FeedPreviewTable({ companyId, channelId, channelName }: FeedPreviewTableProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const preview = useFeedPreview(companyId, channelId);
  const formatDateTime = useFormatDateTime();
  const money = useMemo(() => (value: number, currency: string) => new Intl.NumberFormat(i18n.locale, { style: 'currency', currency }).format(value), [i18n.locale]);

  if (preview.isPending) return <AreaSpinner />;
  if (firstLoadFailed(preview)) return <LoadError what={t`The feed preview could not be loaded.`} error={preview.error} onRetry={() => void preview.refetch()} />;
  if (preview.data.rows.length === 0)
    return (
      <>
        <RefreshFailed query={preview} />
        <Text>{t`The feed of this channel has no confirmed prices yet.`}</Text>
      </>
    );
  const rows = preview.data.rows;
  return (
    <div className={styles.preview}>
      <RefreshFailed query={preview} />
      <Button icon={<ArrowDownloadRegular />} onClick={() => downloadTextFile(feedPreviewFile(channelName, rows))}>
        {t`Download as CSV for spreadsheets`}
      </Button>
      <div className={styles.wrap}>
        <Table size="small" aria-label={t`Feed preview of ${channelName}`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`SKU`}</TableHeaderCell>
              <TableHeaderCell>{t`Shop price`}</TableHeaderCell>
              <TableHeaderCell>{t`Strike price`}</TableHeaderCell>
              <TableHeaderCell>{t`Strike price until`}</TableHeaderCell>
              <TableHeaderCell>{t`Confirmed at`}</TableHeaderCell>
              <TableHeaderCell>{t`Picked up`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.data.rows.map((row) => (
              <TableRow key={row.adjustmentId}>
                <TableCell>{row.sku}</TableCell>
                <TableCell>{money(row.price, row.currency)}</TableCell>
                <TableCell>{row.strikePrice === null ? '–' : money(row.strikePrice, row.currency)}</TableCell>
                <TableCell>{row.strikePriceUntil ? formatDateTime(row.strikePriceUntil) : '–'}</TableCell>
                <TableCell>{formatDateTime(row.confirmedAt)}</TableCell>
                <TableCell>{row.pickedUp ? t`Yes` : t`Waiting for pickup`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
