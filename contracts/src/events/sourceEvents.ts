import { z } from 'zod';
import { sourceFieldsSchema } from '../http/sources.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/**
 * Version 1 held the registrant's scrape settings and proxy URL in the shared source; they were
 * one company's choices and are no source's fields any more (each company has its own, see
 * CompanySourceSettingsChanged). Reading a version-1 event drops them.
 */
const LEGACY_COMPANY_CHOICES = ['scrapingEnabled', 'scrapeFrequency', 'proxyUrl'] as const;
function withoutLegacyChoices(fields: unknown): unknown {
  if (typeof fields !== 'object' || fields === null) return fields;
  const kept: Record<string, unknown> = { ...(fields as Record<string, unknown>) };
  for (const key of LEGACY_COMPANY_CHOICES) delete kept[key];
  return kept;
}
const upcastField = (field: 'fields' | 'changes') => (data: unknown, fromVersion: number): unknown =>
  fromVersion < 2 && typeof data === 'object' && data !== null ? { ...data, [field]: withoutLegacyChoices((data as Record<string, unknown>)[field]) } : data;

/** Read leniently (unknown keys dropped), so an event written before a field was removed still reads. */
const storedFields = z.object({
  ...sourceFieldsSchema.shape,
  // Any pattern text reads (one written before the RE2 checks matches nothing, see userPattern.ts).
  searchUrlPatterns: z.array(z.string()).optional(),
});

/** Stream `source-<sourceId>`: a store, marketplace or comparison site (its shared fields, the same for all companies). */
export const SourceRegistered = defineEvent('SourceRegistered', 2, z.object({ sourceId: z.string(), fields: storedFields }), upcastField('fields'));
export const SourceUpdated = defineEvent('SourceUpdated', 2, z.object({ sourceId: z.string(), changes: storedFields.partial() }), upcastField('changes'));
export type SourceEvent = DomainEvent<typeof SourceRegistered> | DomainEvent<typeof SourceUpdated>;

/** Stream `sourcehost-<hostname>`: one source per domain. */
export const SourceHostReserved = defineEvent('SourceHostReserved', 1, z.object({ hostname: z.string(), sourceId: z.string() }));
export type SourceHostEvent = DomainEvent<typeof SourceHostReserved>;
export const sourceEvents = [SourceRegistered, SourceUpdated, SourceHostReserved] as const;
