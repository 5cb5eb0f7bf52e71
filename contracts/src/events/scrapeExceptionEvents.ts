import { z } from 'zod';
import { scrapeExceptionCodeSchema, scrapeSettingsSchema, storedScrapeExceptionScopeSchema, storedScrapeInstructionsSchema } from '../http/scrapeExceptions.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

// Patterns read as stored (one written before the RE2 checks still reads; it matches nothing).
const fields = { code: scrapeExceptionCodeSchema, scope: storedScrapeExceptionScopeSchema, instructions: storedScrapeInstructionsSchema, settings: scrapeSettingsSchema };

/** Stream `scrapeexception-<exceptionId>`: one scrape exception (platform-wide). */
export const ScrapeExceptionCreated = defineEvent('ScrapeExceptionCreated', 1, z.object({ exceptionId: z.string(), ...fields }));
/** `changes` holds the parts that changed, each replaced as a whole. */
export const ScrapeExceptionUpdated = defineEvent('ScrapeExceptionUpdated', 1, z.object({ exceptionId: z.string(), changes: z.object(fields).partial() }));
export const ScrapeExceptionDeleted = defineEvent('ScrapeExceptionDeleted', 1, z.object({ exceptionId: z.string(), code: z.string() }));
export type ScrapeExceptionEvent = DomainEvent<typeof ScrapeExceptionCreated> | DomainEvent<typeof ScrapeExceptionUpdated> | DomainEvent<typeof ScrapeExceptionDeleted>;

/** Stream `scrapeexceptioncode-<code>`: one exception per code (like the email reservation). */
export const ScrapeExceptionCodeReserved = defineEvent('ScrapeExceptionCodeReserved', 1, z.object({ code: z.string(), exceptionId: z.string() }));
export const ScrapeExceptionCodeReleased = defineEvent('ScrapeExceptionCodeReleased', 1, z.object({ code: z.string(), exceptionId: z.string() }));
export type ScrapeExceptionCodeEvent = DomainEvent<typeof ScrapeExceptionCodeReserved> | DomainEvent<typeof ScrapeExceptionCodeReleased>;

export const scrapeExceptionEvents = [ScrapeExceptionCreated, ScrapeExceptionUpdated, ScrapeExceptionDeleted, ScrapeExceptionCodeReserved, ScrapeExceptionCodeReleased] as const;
