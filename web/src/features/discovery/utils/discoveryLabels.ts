import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DeclineReason, DiscoveryRequestType, DiscoveryStatus, SearchFailureReason, SearchJobStatus, SearchMethod } from '@pm/contracts';

export const DISCOVERY_STATUS_LABELS: Record<DiscoveryStatus, MessageDescriptor> = {
  DRAFT: msg`Searching`,
  OPEN: msg`Not yet rated`,
  ACCEPTED: msg`Accepted`,
  DECLINED_NOT_MATCHING: msg`Declined: not matching`,
  DECLINED_NOT_WANTED: msg`Declined: not wanted`,
  CLOSED_OBSOLETE: msg`Closed as obsolete`,
};

export const REQUEST_TYPE_LABELS: Record<DiscoveryRequestType, MessageDescriptor> = {
  NEW_STORE_URL: msg`New shop URL`,
  NEW_AGGREGATOR_URL: msg`New comparison site URL`,
  NEW_COMPARISON_PRODUCT: msg`New comparison product`,
};

// One home for the matcher's verdicts (the assortment's comparison products show them too).
export { MATCH_RESULT_LABELS } from '../../../lib/utils/matchResultLabels.ts';

export const JOB_STATUS_LABELS: Record<SearchJobStatus, MessageDescriptor> = {
  CREATED: msg`Waiting`,
  RUNNING: msg`Running`,
  PREVIOUS_SUCCESS: msg`Found before`,
  SUCCESS: msg`Candidates found`,
  COMPLETED_WITHOUT_SUCCESS_10_CANDIDATES_DISMISSED: msg`10 candidates dismissed`,
  COMPLETED_WITHOUT_SUCCESS_ALL_CANDIDATES_DISMISSED: msg`All candidates dismissed`,
  COMPLETED_WITHOUT_SUCCESS_NO_CANDIDATES: msg`No candidates`,
  SEARCH_FAILED: msg`Search failed`,
  VALIDATION_FAILED: msg`Not searchable`,
  FAILED_WITH_UNKNOWN_PROBLEM: msg`Failed with an unknown problem`,
};

export const JOB_REASON_LABELS: Record<SearchFailureReason, MessageDescriptor> = {
  NO_SEARCH_URL: msg`The source has no search page configured.`,
  METHOD_NOT_CONFIGURED: msg`This search method needs a search service that is not configured on this installation.`,
  PRODUCT_HAS_NO_TITLE: msg`The product has no name to search for.`,
  PRODUCT_MISSING: msg`The product is archived or was deleted.`,
  SOURCE_NOT_CONNECTED: msg`The shop or comparison site is no longer connected.`,
  SEARCH_PAGE_BLOCKED: msg`The search page blocked our request.`,
  SEARCH_PAGE_ERROR: msg`The search page could not be loaded.`,
  SEARCH_PAGE_UNREADABLE: msg`The result pages could not be read as products.`,
  URL_EXISTS: msg`The product already has a URL at this source.`,
  SEARCH_API_QUOTA: msg`The search service refused: its quota or rate limit is used up.`,
  SEARCH_API_TIMEOUT: msg`The search service took too long to answer.`,
  SEARCH_API_ERROR: msg`The search service could not be reached or answered an error.`,
  SEARCH_API_ANSWER_INVALID: msg`The search service's answer could not be read.`,
  UNKNOWN: msg`An unexpected problem stopped the search.`,
};

export const SEARCH_METHOD_LABELS: Record<SearchMethod, MessageDescriptor> = {
  GOOGLE_SEARCH: msg`Google search`,
  GOOGLE_IMAGE_SEARCH: msg`Google image search`,
  MONITOR_SEARCH: msg`The source's own search`,
  ASSORTMENT_SEARCH: msg`Monitored pages of the platform`,
  ASSORTMENT_VECTOR_SEARCH: msg`Vector search (text and image)`,
  ASSORTMENT_VECTOR_SEARCH_TEXT_ONLY: msg`Vector search (text only)`,
  ASSORTMENT_VECTOR_SEARCH_IMAGE_ONLY: msg`Vector search (image only)`,
};

export const DECLINE_REASON_LABELS: Record<DeclineReason, MessageDescriptor> = {
  NOT_MATCHING: msg`Not the same product`,
  NOT_WANTED: msg`Not wanted at this source`,
};

/** The matcher's signals (contracts/src/domain/matching FEATURE_NAMES); an unknown one shows its name. */
const SIGNAL_LABELS: Record<string, MessageDescriptor> = {
  gtin: msg`GTIN/EAN`,
  mpnConflict: msg`Manufacturer part numbers differ`,
  code: msg`Model numbers agree`,
  codeConflict: msg`Model numbers differ`,
  codeInDescription: msg`Model number in the description`,
  codeInText: msg`Model number in the other title`,
  codePresence: msg`Model numbers known`,
  titleCosine: msg`Title similarity`,
  titleTrigrams: msg`Title spelling similarity`,
  titleContainment: msg`Title contained in the other`,
  fullCosine: msg`Text similarity`,
  brand: msg`Brand`,
  quantityConflict: msg`Quantities differ`,
  quantityAgreement: msg`Quantities agree`,
  colourConflict: msg`Colours differ`,
  sizeConflict: msg`Sizes differ`,
  numberConflict: msg`Numbers in the titles differ`,
  numberAgreement: msg`Numbers in the titles agree`,
  maxSharedIdf: msg`Rarest shared word`,
  priceDifference: msg`Price difference`,
  priceKnown: msg`Prices known`,
  image: msg`Image similarity`,
  // The vector search's rank behind a candidate (scraper-service/src/discovery/searchJob.ts).
  vectorText: msg`Vector search: text`,
  vectorImage: msg`Vector search: image`,
  vectorImageMissing: msg`Vector search: no image to compare`,
};

export function signalLabel(name: string): MessageDescriptor | null {
  return Object.hasOwn(SIGNAL_LABELS, name) ? (SIGNAL_LABELS[name] ?? null) : null;
}
