import { feedPreviewSpreadsheet, type FeedPreview } from '@pm/contracts';

/**
 * The feed preview as a CSV file for a spreadsheet: formula cells neutralised (contracts'
 * `feedPreviewSpreadsheet`), unlike the raw ERP feed URL, which is for machines only.
 */
export function feedPreviewFile(channelName: string, rows: FeedPreview['rows']): { name: string; content: string } {
  const slug = channelName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'channel';
  return { name: `feed-preview-${slug}.csv`, content: feedPreviewSpreadsheet(rows) };
}

/** Hands a text file to the browser's download. */
export function downloadTextFile(file: { name: string; content: string }, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([file.content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(url);
}
