import type { z } from 'zod';
import { appError } from '../errors/appError.ts';

/** Parse request input with a zod schema; failures become 400 VALIDATION_FAILED with the issues. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  throw appError('VALIDATION_FAILED', 'Invalid data provided.', { issues });
}
