import type { ExportFormat, ExportKind } from '@pm/contracts';

/** German UI: `;` and a decimal comma, so German Excel opens the file as it is; otherwise `,` and a point. */
export function exportFormatFor(locale: string): ExportFormat {
  return locale.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * The API path of an export: its parameters (a screen's list query, without paging) and the
 * format of the user's language.
 */
export function exportPath(companyId: string, kind: ExportKind, params: URLSearchParams | string, locale: string): string {
  const search = new URLSearchParams(params);
  search.delete('page');
  search.delete('pageSize');
  search.set('format', exportFormatFor(locale));
  return `/company/${encodeURIComponent(companyId)}/exports/${kind}.csv?${search.toString()}`;
}

/** The file name the server proposes (`attachment; filename="…"`), else `<kind>.csv`. */
export function exportFilename(contentDisposition: string | null, kind: ExportKind): string {
  const match = /filename="([^"]+)"/.exec(contentDisposition ?? '');
  return match?.[1] ?? `${kind}.csv`;
}
