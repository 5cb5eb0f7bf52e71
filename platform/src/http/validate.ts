import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { type AppError, appError } from '../errors/appError.ts';

/**
 * A zod failure as the `issues` of a 400 VALIDATION_FAILED: the path, zod's code and message, and
 * the `problem` a custom check names (e.g. PATTERN_UNSUPPORTED for a pattern RE2 cannot run).
 */
function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => {
    const problem = issue.code === 'custom' ? (issue.params as { problem?: unknown } | undefined)?.problem : undefined;
    return {
      path: issue.path.map(String).join('.'),
      code: issue.code,
      message: issue.message,
      ...(typeof problem === 'string' ? { problem } : {}),
    };
  });
  return appError('VALIDATION_FAILED', 'Invalid data provided.', { issues });
}

/** Parse input with a zod schema outside a route schema (e.g. a part of a body); failures become 400 VALIDATION_FAILED. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/**
 * Fastify's validator for route schemas (params, querystring, body, headers) declared in zod:
 * the same 400 VALIDATION_FAILED with issues as `parseInput`, mapped by the one error handler.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => (data) => {
  // Fastify hands a request without a body over as null: an optional body is then absent.
  const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
  return result.success ? { value: result.data } : { error: validationError(result.error) };
};

/**
 * For routes whose body a domain check judges in the handler (price rules, scrape exceptions,
 * what-if: their errors carry codes and details of their own): the body schema documents the
 * route, params and query are validated as usual, the body reaches the handler unchecked.
 */
export function bodyCheckedInHandler<S>(...[route]: Parameters<FastifySchemaCompiler<S>>): ReturnType<FastifySchemaCompiler<S>> {
  if (route.httpPart === 'body') return (body: unknown) => ({ value: body });
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) throw new Error(`${route.url}: route schemas are zod schemas`);
  return zodValidatorCompiler({ ...route, schema });
}
