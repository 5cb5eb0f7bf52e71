import { v5, v7 } from 'uuid';

/** Time-ordered UUIDv7 for entities and events. */
export const newId = (): string => v7();

/** Namespace of the ids derived below (a fixed random UUID of this application). */
const DERIVED_NAMESPACE = '5b0c1f0e-8f52-4f3c-9a57-1d1c1e0b7a44';

/**
 * The same UUID (v5) for the same parts, every time: for things that must be created once
 * although several processes (or a restart) may try, e.g. the job answering one URL of a request, or an event a resumed import writes again
 * (SQLite rejects known event ids, KurrentDB dedupes them).
 */
export const derivedId = (...parts: string[]): string => v5(parts.join('\u0000'), DERIVED_NAMESPACE);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

