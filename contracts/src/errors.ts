/**
 * Error codes the API answers with. The web app translates each code; `error` in the body is
 * the English message for callers without a catalog.
 */
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'ROLE_NOT_ALLOWED',
  'OTHER_COMPANY',
  'CONCURRENCY_CONFLICT',
  'DUPLICATE_EVENT',
  'DUPLICATE_KEY',
  'EMAIL_TAKEN',
  'USER_NOT_FOUND',
  'COMPANY_NOT_FOUND',
  'WRONG_PASSWORD',
  'CANNOT_DELETE_SELF',
  'CANNOT_CHANGE_OWN_ROLE',
  'COMPANY_EXISTS',
  'USER_EXISTS',
  'RATE_LIMITED',
  'BUS_TIMEOUT',
  'BUS_NO_RESPONDERS',
  'BUS_CLOSED',
  'BUS_QUEUE_UNKNOWN',
  'BUS_INVALID_QUEUE_CONFIG',
  'BUS_DURABLE_CONFLICT',
  'NOT_READY',
  'EVENTS_REQUIRED',
  'EVENT_STORE_BUSY',
  'EVENT_STORE_CLOSED',
  'DOCUMENT_STORE_CLOSED',
  'INVALID_DOCUMENT_OPERATION',
  'INVALID_BATCH_SIZE',
  'INVALID_MAX_COUNT',
  'EVENT_POSITION_MISSING',
  'SUBSCRIPTION_ENDED',
  'LEAD_COUNTRY_NOT_IN_COUNTRIES',
  'INVALID_URL',
  'HOST_NOT_CONNECTED',
  'SOURCE_MISMATCH',
  'AGGREGATOR_SEARCH_URL',
  'SKU_TAKEN',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_ARCHIVED',
  'SOURCE_NOT_FOUND',
  'SOURCE_HOST_TAKEN',
  'SCRAPE_PROXY_NOT_FOUND',
  'URL_EXISTS',
  'URL_NOT_FOUND',
  'PRODUCT_EXISTS',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_CYCLE',
  'CATEGORY_HAS_CHILDREN',
  'SCRAPE_JOB_EXISTS',
  'SCRAPE_JOB_NOT_FOUND',
  'SCRAPE_JOB_NOT_RUNNING',
  'NO_SCRAPABLE_URLS',
  'SCRAPE_EXCEPTION_INVALID',
  'SCRAPE_EXCEPTION_NOT_FOUND',
  'SCRAPE_EXCEPTION_CODE_TAKEN',
  'INTERNAL',
  'IMPORT_TOO_LARGE',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_EMPTY',
  'IMPORT_UNREADABLE',
  'IMPORT_MAPPING_INVALID',
  'IMPORT_ROWS_INVALID',
  'IMPORT_NOT_ACCEPTED',
  // price engine (issue 5)
  'SALES_CHANNEL_NOT_FOUND',
  /** A rule or request names a sales channel the company does not have (a field of the body). */
  'SALES_CHANNEL_UNKNOWN',
  'SALES_CHANNEL_NAME_TAKEN',
  'SALES_CHANNEL_IN_USE',
  'SHIPPING_RATE_NOT_FOUND',
  'NO_SHIPPING_RATE',
  'PRICE_RULE_NOT_FOUND',
  'PRICE_RULE_CONTRADICTORY',
  'PRICE_RULE_ORDER_MISMATCH',
  'PRICING_RUN_IN_PROGRESS',
  'PRICING_RUN_NOT_FOUND',
  'PRICING_RUN_NOT_RUNNING',
  'NO_SALES_CHANNELS',
  'ADJUSTMENT_NOT_FOUND',
  'ADJUSTMENT_ALREADY_CONFIRMED',
  'ADJUSTMENT_ALREADY_DISCARDED',
  'ADJUSTMENT_SUPERSEDED',
  'ADJUSTMENT_NOT_CONFIRMED',
  'ADJUSTMENT_EXISTS',
  'FEED_NOT_FOUND',
  'WHAT_IF_INVALID',
  // issue 11
  /** A product names a category its company does not have (another company's, or none at all). */
  'CATEGORY_UNKNOWN',
  /** A request names a shop or comparison site its company is not connected to. */
  'SOURCE_UNKNOWN',
  /** The what-if runner is busy with other runs and its queue is full: try again shortly. */
  'WHAT_IF_BUSY',
  // issue 14 (dashboard, price development)
  /** A month that is not YYYY-MM (or no real month). */
  'MONTH_INVALID',
  /** A month that has not begun yet. */
  'MONTH_IN_FUTURE',
  // issue 14 (insights)
  /** A brand insight names a brand none of the company's products has. */
  'BRAND_UNKNOWN',
  // issue 14 (price alerts)
  /** The price alert rule does not exist, or is another user's. */
  'PRICE_ALERT_RULE_NOT_FOUND',
  /** An alert rule's scope names a product its company does not have. */
  'PRODUCT_UNKNOWN',
  /** An alert rule's scope names a brand none of its company's products has (a field of the body: 422; BRAND_UNKNOWN is the brand page's 404). */
  'SCOPE_BRAND_UNKNOWN',
  /** Marking read an alert that was not delivered to this user in this company. */
  'ALERT_NOT_FOUND',
  /** E-mail alerts were asked for but this server has no SMTP configured. */
  'EMAIL_NOT_CONFIGURED',
  /** A price alert rule asks for the daily digest (an e-mail) without delivery by e-mail. */
  'ALERT_DIGEST_NEEDS_EMAIL',
  /** The webhook address is refused by the fetch guard (a private or local address, a bad scheme). */
  'WEBHOOK_URL_BLOCKED',
  // issue 15 (shop/ERP connection): details carry the ERP's `statusCode` where it answered, so the
  // web can say "Inputs or prices could not be refreshed: the ERP/shop system responded with code {statusCode}".
  /** The ERP/shop system refused the credentials or the REST user's rights (401/403, also after one new login). */
  'ERP_UNAUTHORIZED',
  /** The ERP/shop system still answered 429 after the backoff its rate-limit headers asked for. */
  'ERP_RATE_LIMITED',
  /** The ERP/shop system answered 5xx, redirected, or could not be reached. */
  'ERP_UNAVAILABLE',
  /** The ERP/shop system did not answer within the configured time. */
  'ERP_TIMEOUT',
  /** The ERP/shop system's answer is not the JSON (or CSV) it should be. */
  'ERP_MALFORMED_RESPONSE',
  /** The ERP/shop system refused the request itself (404, 422, another 4xx). */
  'ERP_REQUEST_REJECTED',
  /** The connection's address is refused by the outgoing address check (private or local, not http(s)). */
  'ERP_URL_BLOCKED',
  /** A shop export (CSV/JSON URL source) is larger than the configured limit. */
  'ERP_SOURCE_TOO_LARGE',
  /** The connected system is a read-only source (a CSV/JSON URL): prices cannot be written to it. */
  'ERP_READ_ONLY',
  /** More price entries in one write than the system's batch limit (a caller's error). */
  'ERP_BATCH_TOO_LARGE',
  // issue 15 items 3, 4 (connection, refresh):
  /** A stored secret cannot be decrypted (sealed under another ERP_SECRET_KEY, or changed): enter it again. */
  'SECRET_UNREADABLE',
  /** A refresh of this kind is running for the company already. */
  'ERP_REFRESH_RUNNING',
  /** The company has not set up an ERP/shop connection yet. */
  'ERP_CONNECTION_MISSING',
  // issue 15 items 5, 6 (data mapping): details.issues { path, code, params }[] (DATA_MAPPING_ISSUE_CODES), translated in the web.
  /** A data mapping or the custom value definitions break a rule of spec §5 (required values, an output channel mapped twice, …). */
  'DATA_MAPPING_INVALID',
  // issue 15 item 7 (write-back of confirmed prices):
  /** Retry asked for an adjustment whose ERP write has not failed (written already, or still to come). */
  'ERP_WRITE_NOT_FAILED',
  /** The adjustment's sales channel has no output data mapping (which ERP sales price gets the regular and the strike price). */
  'ERP_OUTPUT_MAPPING_MISSING',
  /** The ERP/shop system has no variation with the adjustment's SKU. */
  'ERP_VARIATION_NOT_FOUND',
  // issue 17 (product discovery)
  /** No discovery request with this id in the company. */
  'DISCOVERY_REQUEST_NOT_FOUND',
  /** The request has no candidate with this id. */
  'DISCOVERY_CANDIDATE_NOT_FOUND',
  /** The request was accepted, declined or closed already. */
  'DISCOVERY_REQUEST_CLOSED',
  /** The candidate was rated already. */
  'DISCOVERY_CANDIDATE_RATED',
  /** Accepting a candidate whose URL the product has by now (added meanwhile). */
  'DISCOVERY_URL_ALREADY_ADDED',
  /** Declining without one of the reasons. */
  'DISCOVERY_DECLINE_REASON_REQUIRED',
  /** The chosen search method cannot run on this deployment (not configured). */
  'DISCOVERY_METHOD_UNAVAILABLE',
  /** The AI comparison needs an LLM endpoint this installation does not configure (LLM_API_URL, LLM_MODEL). */
  'AI_NOT_CONFIGURED',
  /** The LLM endpoint failed or refused (HTTP error, quota, unreachable). */
  'AI_FAILED',
  /** The LLM did not answer in time. */
  'AI_TIMEOUT',
  /** The LLM's answer was not the JSON asked for; nothing is guessed from it. */
  'AI_ANSWER_INVALID',
  /** No comparison product with this id at the product (issue 17 item 7). */
  'COMPARISON_PRODUCT_NOT_FOUND',
  // issue 18 (admin scrape jobs)
  /** Reset, delete or replay of a scrape job that a worker is running now. */
  'SCRAPE_JOB_RUNNING',
  /** Replay of a scrape job whose competitor URL (or product) was removed since. */
  'SCRAPE_JOB_URL_REMOVED',
  // issue 18 item 7 (read-model rebuilds)
  /** No read model with this name. */
  'READ_MODEL_NOT_FOUND',
  /** A rebuild of this read model is running already. */
  'READ_MODEL_REBUILDING',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  /** Human-readable message (English). */
  error: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
