import { ERROR_CODES, type ErrorCode } from '../errors.ts';

export type ErrorDetails = Record<string, unknown>;

/**
 * A refusal or failure with a stable `code` from the one union `ErrorCode`. Domain code knows no
 * HTTP: the HTTP layer maps a code to its status once (`platform/src/http/errorStatus.ts`), and
 * the web translates the code. `message` is English, for logs and callers without a catalog.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

/** Shorthand for `new AppError(…)`, for throw expressions. */
export const appError = (code: ErrorCode, message: string, details?: ErrorDetails): AppError => new AppError(code, message, details);

const KNOWN = new Set<string>(ERROR_CODES);
/** Whether a string (e.g. from another process's reply) is one of our codes. */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && KNOWN.has(code);
