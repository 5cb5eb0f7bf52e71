import { useLingui } from '@lingui/react/macro';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';
import { CRAWLER_LABELS, SCRAPE_FREQUENCY_LABELS, SHIPPING_COST_MODEL_LABELS, SOURCE_KIND_LABELS } from '../../../lib/sourceLabels.ts';

/** A source's shared fields and the company's own settings as translated texts, shared by the table and the cards. */
export function useSourceDetails() {
  const { t, i18n } = useLingui();
  return (source: ConnectedSource) => ({
    kind: i18n._(SOURCE_KIND_LABELS[source.kind]),
    shippingCosts: i18n._(SHIPPING_COST_MODEL_LABELS[source.shippingCostModel]),
    frequency: i18n._(SCRAPE_FREQUENCY_LABELS[source.scrapeFrequency]),
    scraping: source.scrapingEnabled ? t`Enabled` : t`Paused`,
    crawler: source.crawler ? i18n._(CRAWLER_LABELS[source.crawler]) : t({ message: 'Default', comment: 'The scraper chooses its default crawler' }),
    // The proxy the company chose, by name; one no longer offered means the source is not scraped.
    proxy: !source.hasProxy ? t`None` : (source.proxyName ?? t`No longer offered`),
  });
}
