import { eventRegistry } from '@pm/contracts/events';
import type { RecordedEvent } from '../eventStore/eventStore.ts';

/**
 * Turns a recorded event into its current typed shape: unknown types pass through untouched,
 * older schema versions are upcast, then the payload is validated.
 */
export function toDomainEvent<E extends { type: string; data: unknown }>(recorded: RecordedEvent): E {
  const definition = eventRegistry.get(recorded.type);
  if (!definition) return { type: recorded.type, data: recorded.data } as E;
  const storedVersion = recorded.metadata.version;
  const data = storedVersion !== definition.version && definition.upcast ? definition.upcast(recorded.data, storedVersion) : recorded.data;
  return { type: recorded.type, data: definition.schema.parse(data) } as E;
}

/** Validate a new event's payload against its registered schema before it is appended. */
export function validateNewEvent(event: { type: string; data: unknown }): { type: string; data: unknown; version: number } {
  const definition = eventRegistry.get(event.type);
  if (!definition) throw new Error(`Event type ${event.type} is not registered in contracts/events/registry.ts`);
  return { type: event.type, data: definition.schema.parse(event.data), version: definition.version };
}
