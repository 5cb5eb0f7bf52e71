import type { SourceKind } from '@pm/contracts';

export interface SourceListFilter {
  /** One kind, or every kind. */
  kind: SourceKind | 'ALL';
  /** Matches name or domain, ignoring case. */
  searchText: string;
}

export const NO_SOURCE_FILTER: SourceListFilter = { kind: 'ALL', searchText: '' };

/** The sources that pass the filter, in their given order (the list is small and loaded whole). */
export function filterSources<Source extends { kind: SourceKind; name: string; hostname: string }>(sources: readonly Source[], filter: SourceListFilter): Source[] {
  const text = filter.searchText.trim().toLocaleLowerCase();
  return sources.filter(
    (source) =>
      (filter.kind === 'ALL' || source.kind === filter.kind) &&
      (text === '' || source.name.toLocaleLowerCase().includes(text) || source.hostname.includes(text)),
  );
}

export function isFiltered(filter: SourceListFilter): boolean {
  return filter.kind !== 'ALL' || filter.searchText.trim() !== '';
}
