import type { InsightsView } from '../api/insightsKeys.ts';

/**
 * The part of the view an insight link carries in its query: the period (`?range=`). Country and
 * shipping are the shell's preferences (kept across screens by the preferences store), so a link
 * needs only the range to open the next screen in the same view.
 */
export function viewQuery(view: Pick<InsightsView, 'range'>): string {
  return `?${new URLSearchParams({ range: view.range }).toString()}`;
}

/** The link to one competitor shop's deviations, in the same period. */
export function shopDeviationPath(storeId: string, view: Pick<InsightsView, 'range'>): string {
  return `/insights/price-deviations/${encodeURIComponent(storeId)}${viewQuery(view)}`;
}

/** The link to one brand's analysis, in the same period. */
export function brandPath(brand: string, view: Pick<InsightsView, 'range'>): string {
  return `/insights/brands/${encodeURIComponent(brand)}${viewQuery(view)}`;
}
