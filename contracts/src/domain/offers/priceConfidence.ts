/**
 * The one answer for a price the extraction is unsure of (issue 16, spec: "a low-confidence price
 * can be flagged instead of used"): below LOW_CONFIDENCE_BOUND the price is still a reading of the
 * page — the page status stays what the page says (OK) — but it is flagged LOW_CONFIDENCE: kept,
 * not used as the current price until the next scrape confirms it. The offer decider's
 * plausibility check and `npm run -s extract` both ask here.
 */
import { LOW_CONFIDENCE_BOUND } from '../../scraping.ts';

/** Whether a price read with this confidence (0–1; absent: a method that does not score itself) is flagged LOW_CONFIDENCE. */
export const isLowConfidencePrice = (confidence: number | null | undefined): boolean => confidence != null && confidence < LOW_CONFIDENCE_BOUND;
