/**
 * How a scraped field was read (issue 16): the extraction method and its confidence, as the scrape
 * records and the comparison product page show them ("JSON-LD · 90 %").
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ScrapedOffer } from '@pm/contracts';

/** scraper-service ExtractionMethod → label. */
export const EXTRACTION_METHOD_LABELS: Record<string, MessageDescriptor> = {
  selectors: msg({ message: 'Selectors', comment: 'The CSS selectors of a scrape exception, as the source of extracted data' }),
  'json-ld': msg`JSON-LD`,
  microdata: msg`Microdata`,
  rdfa: msg`RDFa`,
  meta: msg({ message: 'Meta tags', comment: 'The HTML meta tags of a page, as the source of extracted data' }),
  visible: msg({ message: 'Visible page', comment: 'The text and layout a shopper sees on the page, as the source of extracted data (no structured data)' }),
};

/** "JSON-LD · 90 %" for one field of an offer; null when the offer does not say (recorded before issue 16). */
export function fieldSourceText(offer: Pick<ScrapedOffer, 'sources' | 'confidence'> | null | undefined, field: string, i18n: I18n): string | null {
  const method = offer?.sources?.[field];
  if (!method) return null;
  const known = EXTRACTION_METHOD_LABELS[method];
  const label = known ? i18n._(known) : method;
  const confidence = offer?.confidence?.[field];
  if (confidence === undefined) return label;
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(confidence);
  return `${label} · ${percent}`;
}
