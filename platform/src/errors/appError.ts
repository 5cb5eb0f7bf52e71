/**
 * Typed application errors. Every error the API can answer with carries a stable `code`
 * (translated by the web app) and the HTTP status the HTTP layer maps it to, once, in
 * `http/errorHandler.ts`. Services throw these; nothing else decides status codes.
 */
export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: ErrorDetails | undefined;

  constructor(code: string, status: number, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const badRequest = (code: string, message: string, details?: ErrorDetails) =>
  new AppError(code, 400, message, details);
export const unauthorized = (code: string, message: string) => new AppError(code, 401, message);
export const forbidden = (code: string, message: string) => new AppError(code, 403, message);
export const notFound = (code: string, message: string) => new AppError(code, 404, message);
export const conflict = (code: string, message: string, details?: ErrorDetails) =>
  new AppError(code, 409, message, details);
export const unavailable = (code: string, message: string) => new AppError(code, 503, message);
