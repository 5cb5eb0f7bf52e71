import { z } from 'zod';
import { sourceFieldsSchema } from '../http/sources.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Stream `source-<sourceId>`: a store, marketplace or comparison site (shared by all companies). */
export const SourceRegistered = defineEvent('SourceRegistered', 1, z.object({ sourceId: z.string(), fields: sourceFieldsSchema }));
export const SourceUpdated = defineEvent('SourceUpdated', 1, z.object({ sourceId: z.string(), changes: sourceFieldsSchema.partial() }));
export type SourceEvent = DomainEvent<typeof SourceRegistered> | DomainEvent<typeof SourceUpdated>;

/** Stream `sourcehost-<hostname>`: one source per domain. */
export const SourceHostReserved = defineEvent('SourceHostReserved', 1, z.object({ hostname: z.string(), sourceId: z.string() }));
export type SourceHostEvent = DomainEvent<typeof SourceHostReserved>;
export const sourceEvents = [SourceRegistered, SourceUpdated, SourceHostReserved] as const;
