import { v5, v7 } from 'uuid';

/** Time-ordered UUIDv7 for entities and events. */
export const newId = (): string => v7();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The same UUID (v5) for the same namespace id and name: ids of events that a retried or resumed
 * job writes again, so the store recognises them (SQLite rejects known ids, KurrentDB dedupes them).
 */
export const deterministicId = (namespace: string, name: string): string => v5(name, namespace);
