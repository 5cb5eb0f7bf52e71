import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '@pm/contracts';
import { type CLIENT_ERROR_CODES, isApiError } from './apiError.ts';

type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

const GENERIC = msg`Server error occurred. Please try again later.`;
const SESSION_ENDED = msg`Your session has ended. Please sign in again.`;
/** The spec's unauthorised message (§6): the role may not do this, the administrator can help. */
export const NOT_ALLOWED_FOR_ROLE = msg`You are not allowed to do this. Please talk to your administrator.`;

/**
 * User-facing text for every error code (the type makes a new code fail to compile until it has
 * one); codes only a broken server can answer with say so generically.
 */
const MESSAGES: Record<ErrorCode | ClientErrorCode, MessageDescriptor> = {
  INVALID_CREDENTIALS: msg`Email or password is incorrect.`,
  VALIDATION_FAILED: msg`Invalid data provided.`,
  INVALID_JSON: msg`Invalid data provided.`,
  BODY_TOO_LARGE: msg`The data sent is too large.`,
  NOT_FOUND: msg`The requested resource was not found.`,
  UNAUTHENTICATED: SESSION_ENDED,
  TOKEN_EXPIRED: SESSION_ENDED,
  TOKEN_INVALID: SESSION_ENDED,
  FORBIDDEN: msg`You are not allowed to do this.`,
  ROLE_NOT_ALLOWED: NOT_ALLOWED_FOR_ROLE,
  OTHER_COMPANY: msg`You are not allowed to do this.`,
  CONCURRENCY_CONFLICT: msg`Someone else changed this in the meantime. Please reload and try again.`,
  EMAIL_TAKEN: msg`This email address is already in use.`,
  USER_NOT_FOUND: msg`No company or user found.`,
  COMPANY_NOT_FOUND: msg`No company found.`,
  WRONG_PASSWORD: msg`The current password is incorrect.`,
  CANNOT_DELETE_SELF: msg`You cannot delete your own user.`,
  CANNOT_CHANGE_OWN_ROLE: msg`You cannot change your own role.`,
  LEAD_COUNTRY_NOT_IN_COUNTRIES: msg`The lead country must be one of the company's countries.`,
  INVALID_URL: msg`Please enter a valid URL including its domain, e.g. https://shop.example/product.`,
  HOST_NOT_CONNECTED: msg`Only URLs of shops or marketplaces connected to your account may be added.`,
  SOURCE_MISMATCH: msg`The URL does not belong to the selected shop or comparison site.`,
  AGGREGATOR_SEARCH_URL: msg`A product offers page is required, not a search overview of the comparison site.`,
  URL_EXISTS: msg`This URL has already been added to the product.`,
  URL_NOT_FOUND: msg`This URL no longer exists for the product.`,
  SKU_TAKEN: msg`A product with this SKU already exists.`,
  PRODUCT_NOT_FOUND: msg`The product was not found.`,
  PRODUCT_ARCHIVED: msg`The product is archived. Please restore it first.`,
  NO_SCRAPABLE_URLS: msg`None of the product's URLs can be scraped: add a competitor URL or enable scraping for its shop.`,
  CATEGORY_NOT_FOUND: msg`The category was not found.`,
  CATEGORY_NAME_TAKEN: msg`A category with this name already exists at this level.`,
  CATEGORY_CYCLE: msg`A category cannot be moved below itself or one of its subcategories.`,
  CATEGORY_HAS_CHILDREN: msg`The category still has subcategories. Please delete or move them first.`,
  SOURCE_NOT_FOUND: msg`The shop or marketplace was not found.`,
  SOURCE_HOST_TAKEN: msg`This domain is already connected.`,
  SCRAPE_PROXY_NOT_FOUND: msg`This proxy is not configured (any more). Please choose another one.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a moment and try again.`,
  NOT_READY: msg`The service is starting up. Please try again in a moment.`,
  NETWORK_ERROR: msg`The server could not be reached. Please check your connection and try again.`,
  TIMEOUT: msg`The server took too long to answer. Please try again.`,
  SCRAPE_EXCEPTION_INVALID: msg`The scrape exception is not valid. Please correct the marked entries.`,
  SCRAPE_EXCEPTION_NOT_FOUND: msg`The scrape exception was not found.`,
  SCRAPE_EXCEPTION_CODE_TAKEN: msg`A scrape exception with this code already exists.`,
  IMPORT_TOO_LARGE: msg`The file is larger than 5 MB. Please split it into smaller files.`,
  IMPORT_TOO_MANY_ROWS: msg`The file has more than 10,000 rows. Please split it into smaller files.`,
  IMPORT_EMPTY: msg`The file has no header line or no data rows.`,
  IMPORT_UNREADABLE: msg`The file could not be read as CSV. Please check its quotation marks.`,
  IMPORT_MAPPING_INVALID: msg`Please choose a column for the SKU and each product field for one column only.`,
  IMPORT_ROWS_INVALID: msg`Some rows of the file are invalid; nothing was imported.`,
  SALES_CHANNEL_NOT_FOUND: msg`This sales channel no longer exists.`,
  SALES_CHANNEL_UNKNOWN: msg`Please choose one of your sales channels.`,
  SALES_CHANNEL_NAME_TAKEN: msg`A sales channel with this name already exists.`,
  SALES_CHANNEL_IN_USE: msg`Price rules still use this sales channel. Change or delete them first.`,
  SHIPPING_RATE_NOT_FOUND: msg`This shipping rate no longer exists.`,
  NO_SHIPPING_RATE: msg`No shipping rate found for this country and shipping parameters.`,
  PRICE_RULE_NOT_FOUND: msg`This price rule no longer exists.`,
  PRICE_RULE_CONTRADICTORY: msg`The price rule contradicts itself. Please check its conditions and limits.`,
  PRICE_RULE_ORDER_MISMATCH: msg`The list of price rules changed in the meantime. Please reload and try again.`,
  PRICING_RUN_IN_PROGRESS: msg`The rule engine is already running. Please wait until the run has finished.`,
  PRICING_RUN_NOT_FOUND: msg`This rule-engine run was not found.`,
  NO_SALES_CHANNELS: msg`Please create a sales channel first.`,
  ADJUSTMENT_NOT_FOUND: msg`This price adjustment no longer exists.`,
  ADJUSTMENT_ALREADY_CONFIRMED: msg`Someone else has already confirmed this price adjustment.`,
  ADJUSTMENT_ALREADY_DISCARDED: msg`Someone else has already discarded this price adjustment.`,
  ADJUSTMENT_SUPERSEDED: msg`A newer rule-engine run has replaced this price adjustment.`,
  FEED_NOT_FOUND: msg`This feed does not exist. The feed id may have been renewed.`,
  WHAT_IF_INVALID: msg`The what-if input is invalid.`,
  CATEGORY_UNKNOWN: msg`Please choose one of your categories.`,
  SOURCE_UNKNOWN: msg`Please choose one of the shops and marketplaces connected to your company.`,
  WHAT_IF_BUSY: msg`The price engine is busy with other what-if runs. Please try again in a moment.`,
  MONTH_INVALID: msg`Please choose a month as year and month (YYYY-MM).`,
  MONTH_IN_FUTURE: msg`This month has not begun yet. Please choose the current or an earlier month.`,
  BRAND_UNKNOWN: msg`None of your products has this brand.`,
  PRICE_ALERT_RULE_NOT_FOUND: msg`This alert rule no longer exists.`,
  PRODUCT_UNKNOWN: msg`A chosen product does not exist (any more). Please choose again.`,
  SCOPE_BRAND_UNKNOWN: msg`None of your products has a chosen brand. Please choose one of your brands.`,
  ALERT_NOT_FOUND: msg`This alert was not found in your notifications.`,
  EMAIL_NOT_CONFIGURED: msg`E-mail is not configured on this server.`,
  ALERT_DIGEST_NEEDS_EMAIL: msg`The daily digest is sent by e-mail. Please choose delivery by e-mail, or “Immediately”.`,
  WEBHOOK_URL_BLOCKED: msg`This webhook address cannot be used: it points to a local or private network, or is not http(s).`,
  UNSUPPORTED_MEDIA_TYPE: msg`Invalid data provided.`,
  ROUTE_NOT_FOUND: msg`The requested resource was not found.`,
  DUPLICATE_EVENT: msg`This was saved already.`,
  DUPLICATE_KEY: msg`This exists already.`,
  COMPANY_EXISTS: msg`A company with this name already exists.`,
  USER_EXISTS: msg`This user exists already.`,
  PRODUCT_EXISTS: msg`A product with this SKU already exists.`,
  SCRAPE_JOB_EXISTS: msg`This scrape job exists already.`,
  SCRAPE_JOB_NOT_FOUND: msg`The scrape job was not found.`,
  SCRAPE_JOB_NOT_RUNNING: msg`The scrape job is not running any more.`,
  SCRAPE_JOB_RUNNING: msg`The scrape job is running right now. Try again once it has finished.`,
  SCRAPE_JOB_URL_REMOVED: msg`The competitor URL of this job was removed, so the job cannot be replayed.`,
  READ_MODEL_NOT_FOUND: msg`There is no read model with this name.`,
  READ_MODEL_REBUILDING: msg`This read model is being rebuilt already. Wait until the rebuild has switched over.`,
  DISCOVERY_REQUEST_NOT_FOUND: msg`The discovery request was not found.`,
  DISCOVERY_CANDIDATE_NOT_FOUND: msg`The candidate was not found in this discovery request.`,
  DISCOVERY_REQUEST_CLOSED: msg`This discovery request has been decided already.`,
  DISCOVERY_CANDIDATE_RATED: msg`This candidate has been rated already.`,
  DISCOVERY_URL_ALREADY_ADDED: msg`The product has this URL already: it was added in the meantime. Close the request as obsolete.`,
  DISCOVERY_DECLINE_REASON_REQUIRED: msg`Please choose a reason for declining.`,
  DISCOVERY_METHOD_UNAVAILABLE: msg`This search method is not available on this installation.`,
  AI_NOT_CONFIGURED: msg`The AI comparison is not available: this installation has no AI service configured.`,
  AI_FAILED: msg`The AI service did not answer successfully. Please try again later.`,
  AI_TIMEOUT: msg`The AI service took too long to answer. Please try again.`,
  AI_ANSWER_INVALID: msg`The AI service gave an answer that could not be read. Nothing was changed; please try again.`,
  COMPARISON_PRODUCT_NOT_FOUND: msg`The comparison product was not found. It may have been removed already.`,
  IMPORT_NOT_ACCEPTED: msg`The import was never accepted. Please upload the file again.`,
  PRICING_RUN_NOT_RUNNING: msg`The rule-engine run has already finished.`,
  ADJUSTMENT_NOT_CONFIRMED: msg`Only a confirmed price adjustment can be picked up.`,
  ADJUSTMENT_EXISTS: msg`This price adjustment exists already.`,
  // A user meets these only when the server is broken or restarting.
  BUS_TIMEOUT: GENERIC,
  BUS_NO_RESPONDERS: GENERIC,
  BUS_CLOSED: GENERIC,
  BUS_QUEUE_UNKNOWN: GENERIC,
  BUS_INVALID_QUEUE_CONFIG: GENERIC,
  BUS_DURABLE_CONFLICT: GENERIC,
  EVENTS_REQUIRED: GENERIC,
  EVENT_STORE_BUSY: msg`The server is busy. Please try again in a moment.`,
  EVENT_STORE_CLOSED: GENERIC,
  DOCUMENT_STORE_CLOSED: GENERIC,
  INVALID_DOCUMENT_OPERATION: GENERIC,
  INVALID_BATCH_SIZE: GENERIC,
  INVALID_MAX_COUNT: GENERIC,
  EVENT_POSITION_MISSING: GENERIC,
  SUBSCRIPTION_ENDED: GENERIC,
  INTERNAL: GENERIC,
  UNEXPECTED_RESPONSE: GENERIC,
  // The ERP/shop system (issue 15); details.statusCode carries the ERP's answer for the spec's §8 message.
  ERP_UNAUTHORIZED: msg`The ERP/shop system did not accept the connection's credentials. Please check them in the connection settings.`,
  ERP_RATE_LIMITED: msg`The ERP/shop system is receiving too many requests. Please try again in a few minutes.`,
  ERP_UNAVAILABLE: msg`Inputs or prices could not be refreshed: the ERP/shop system did not answer as expected.`,
  ERP_TIMEOUT: msg`The ERP/shop system did not answer in time. Please try again later.`,
  ERP_URL_BLOCKED: msg`This address cannot be used for the ERP/shop system: it points to a local or private network, or is not http(s).`,
  ERP_SOURCE_TOO_LARGE: msg`The shop export is too large to be read.`,
  ERP_READ_ONLY: msg`Prices cannot be written to this source: it can only be read.`,
  ERP_MALFORMED_RESPONSE: msg`Inputs or prices could not be refreshed: the ERP/shop system did not answer as expected.`,
  ERP_REQUEST_REJECTED: msg`Inputs or prices could not be refreshed: the ERP/shop system did not answer as expected.`,
  ERP_BATCH_TOO_LARGE: GENERIC,
  DATA_MAPPING_INVALID: msg`The data mapping could not be updated: please check the marked fields.`,
  SECRET_UNREADABLE: msg`The saved password of the ERP/shop connection can no longer be read. Please enter it again.`,
  ERP_REFRESH_RUNNING: msg`A refresh is already running. Please wait until it has finished.`,
  ERP_CONNECTION_MISSING: msg`No ERP/shop system is connected yet. Please save the connection settings first.`,
  ERP_WRITE_NOT_FAILED: msg`Only a price whose write to the ERP/shop system failed can be retried.`,
  ERP_OUTPUT_MAPPING_MISSING: msg`The sales channel has no output data mapping: choose which ERP sales price receives the regular and the strike price.`,
  ERP_VARIATION_NOT_FOUND: msg`The ERP/shop system has no variation with this SKU.`,
};

/** The translatable message for an error thrown by the API client (or anything else). */
export function errorMessageFor(error: unknown): MessageDescriptor {
  return knownErrorMessageFor(error) ?? GENERIC;
}

/** The message for the error's code, or null when there is none (callers then choose their own fallback). */
export function knownErrorMessageFor(error: unknown): MessageDescriptor | null {
  if (!isApiError(error)) return null;
  return (MESSAGES as Partial<Record<string, MessageDescriptor>>)[error.code] ?? null;
}

/** The message for an error code reported without an ApiError (e.g. the refusals of a bulk command). */
export function messageForCode(code: string): MessageDescriptor {
  return (MESSAGES as Partial<Record<string, MessageDescriptor>>)[code] ?? GENERIC;
}
