import type { z } from 'zod';

/**
 * An event type: its name, current schema version and payload schema. Older versions are
 * upcast to the current one when read (`upcast` receives the stored payload and its version).
 */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type;
  version: number;
  schema: Schema;
  upcast?: (data: unknown, fromVersion: number) => unknown;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  version: number,
  schema: Schema,
  upcast?: (data: unknown, fromVersion: number) => unknown,
): EventDefinition<Type, Schema> {
  return upcast ? { type, version, schema, upcast } : { type, version, schema };
}

/** A typed domain event as deciders emit and evolve it (payload only, no metadata). */
export type DomainEvent<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;
