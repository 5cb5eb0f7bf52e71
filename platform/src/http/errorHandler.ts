import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@pm/contracts';
import { AppError } from '../errors/appError.ts';
import { statusOf } from './errorStatus.ts';

/** The one place that maps errors to HTTP answers `{ statusCode, code, error, details? }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status: body.statusCode }, 'request refused');
    void reply.status(body.statusCode).send(body);
  });
}

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return { statusCode: statusOf(error.code), code: error.code, error: error.message, ...(error.details ? { details: error.details } : {}) };
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, code: 'BODY_TOO_LARGE', error: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Send the request body as application/json.' };
    // Fixed texts: the router's own messages repeat the whole path.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { statusCode: 414, code: 'VALIDATION_FAILED', error: 'A part of the address is too long.' };
    case 'FST_ERR_BAD_URL':
      return { statusCode: 400, code: 'VALIDATION_FAILED', error: 'The address is malformed.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, code: 'INVALID_JSON', error: 'The request body is not valid JSON.' };
    default:
      break;
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { statusCode: 400, code: 'INVALID_JSON', error: 'The request body is not valid JSON.' };
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { statusCode: fastifyError.statusCode, code: 'VALIDATION_FAILED', error: fastifyError.message ?? 'Invalid request.' };
  }
  return { statusCode: 500, code: 'INTERNAL', error: 'Server error occurred. Please try again later.' };
}
