import type { ErrorBody } from '@pm/contracts';

/** Codes the client itself assigns when there is no error body from the API. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
} as const;

/** A failed API call: the server's error code (or a client code), HTTP status (0 = no answer) and body. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(code: string, status: number, body: ErrorBody | null, message?: string, options?: ErrorOptions) {
    super(message ?? body?.error ?? code, options);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
