import { z } from 'zod';
import { sourceFieldsSchema } from '../http/sources.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Stream `source-<sourceId>`: a store, marketplace or comparison site (shared by all companies). */
// Any pattern text reads (one written before the RE2 checks matches nothing, see userPattern.ts).
const storedFields = sourceFieldsSchema.extend({ searchUrlPatterns: z.array(z.string()).optional() });
export const SourceRegistered = defineEvent('SourceRegistered', 1, z.object({ sourceId: z.string(), fields: storedFields }));
export const SourceUpdated = defineEvent('SourceUpdated', 1, z.object({ sourceId: z.string(), changes: storedFields.partial() }));
export type SourceEvent = DomainEvent<typeof SourceRegistered> | DomainEvent<typeof SourceUpdated>;

/** Stream `sourcehost-<hostname>`: one source per domain. */
export const SourceHostReserved = defineEvent('SourceHostReserved', 1, z.object({ hostname: z.string(), sourceId: z.string() }));
export type SourceHostEvent = DomainEvent<typeof SourceHostReserved>;
export const sourceEvents = [SourceRegistered, SourceUpdated, SourceHostReserved] as const;
