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
  'URL_EXISTS',
  'URL_NOT_FOUND',
  'PRODUCT_EXISTS',
  'INTERNAL',
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
