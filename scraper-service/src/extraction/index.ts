/** Extraction of offers from product and price comparison pages (pure: html in, data out). */
export { extractProductPage, extractProductFromDocument, type ExtractProductOptions } from './extractProductPage.ts';
export { classifyPage, contentStatus, type PageOutcome } from './classifyPage.ts';
export { extractPriceTable, type PriceTableExtraction, type PriceTableOffer, type PriceTableOptions } from './extractPriceTable.ts';
export { parsePrice, type ParsedPrice, type PriceHints } from './parsePrice.ts';
export { normaliseAvailability, isBuyable, isOutOfStock } from './availability.ts';
export { normaliseCondition, isUsedCondition } from './condition.ts';
export { parseSelectorConfig, type SelectorConfig, type SelectorInstructions, type SelectorSettings, type FieldRule } from './selectorConfig.ts';
export { looksLikeSearchUrl, looksLikeProductUrl, isCategoryRedirectUrl } from './urlHeuristics.ts';
export type { ProductPageExtraction, ExtractionMethod, ExtractedField, PageSignals } from './types.ts';
