/**
 * "Priced alongside, never mixed in" (issue 17 item 7): whether an offer counts as a competitor
 * of the product — for the engine's cheapest-competitor rules and for the price analysis alike,
 * so the two never disagree on who the competitors are. A same-product offer always counts; a
 * comparison product (a similar product) only when the company's price-analysis setting
 * "Count comparison products as competitors" is on.
 */
export function countsAsCompetitor(offer: { comparison: boolean }, settings: { includeComparisonProducts?: boolean | undefined }): boolean {
  return !offer.comparison || settings.includeComparisonProducts === true;
}
