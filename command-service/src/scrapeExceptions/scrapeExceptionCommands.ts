import { type ScrapeExceptionFields } from '@pm/contracts';
import { streams, type ScrapeExceptionCodeEvent, type ScrapeExceptionEvent } from '@pm/contracts/events';
import { fold, handleCommand, newId, appError, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { Written } from '../users/userCommands.ts';
import { scrapeExceptionCodeDecider } from './scrapeExceptionCodeDecider.ts';
import { scrapeExceptionDecider, type ScrapeExceptionState } from './scrapeExceptionDecider.ts';

/**
 * Scrape exceptions span two streams: the exception and the reservation of its code. The code
 * is reserved first (a taken code refuses the command before anything else is written); a code
 * whose holder is deleted, never got written, or has moved on to another code is taken over.
 */
export function createScrapeExceptionCommands(store: EventStore) {
  async function load(exceptionId: string): Promise<ScrapeExceptionState> {
    return fold(scrapeExceptionDecider, (await store.readStream(streams.scrapeException(exceptionId))).map((e) => toDomainEvent<ScrapeExceptionEvent>(e)));
  }

  async function codeHolder(code: string): Promise<string | null> {
    return fold(scrapeExceptionCodeDecider, (await store.readStream(streams.scrapeExceptionCode(code))).map((e) => toDomainEvent<ScrapeExceptionCodeEvent>(e))).exceptionId;
  }

  async function reserveCode(code: string, exceptionId: string, context: CommandContext): Promise<void> {
    const holder = await codeHolder(code);
    let holderIsGone = false;
    if (holder !== null && holder !== exceptionId) {
      const held = await load(holder);
      holderIsGone = held.fields === null || held.deleted || held.fields.code !== code;
    }
    await handleCommand(store, streams.scrapeExceptionCode(code), scrapeExceptionCodeDecider, { type: 'ReserveScrapeExceptionCode', code, exceptionId, holderIsGone }, context);
  }

  /** Whether a live exception holds the code (a create with it would be refused). */
  async function codeTaken(code: string): Promise<boolean> {
    const holder = await codeHolder(code);
    if (holder === null) return false;
    const held = await load(holder);
    return held.fields !== null && !held.deleted && held.fields.code === code;
  }

  async function releaseCode(code: string, exceptionId: string, context: CommandContext): Promise<void> {
    await handleCommand(store, streams.scrapeExceptionCode(code), scrapeExceptionCodeDecider, { type: 'ReleaseScrapeExceptionCode', code, exceptionId }, context);
  }

  async function requireExisting(exceptionId: string): Promise<ScrapeExceptionFields> {
    const state = await load(exceptionId);
    if (!state.fields || state.deleted) throw appError('SCRAPE_EXCEPTION_NOT_FOUND', 'The scrape exception was not found.');
    return state.fields;
  }

  async function createScrapeException(fields: ScrapeExceptionFields, context: CommandContext): Promise<Written> {
    const exceptionId = newId();
    await reserveCode(fields.code, exceptionId, context);
    const outcome = await handleCommand(store, streams.scrapeException(exceptionId), scrapeExceptionDecider, { type: 'CreateScrapeException', exceptionId, fields }, context);
    return { id: exceptionId, revision: outcome.revision, position: outcome.position };
  }

  async function updateScrapeException(exceptionId: string, changes: Partial<ScrapeExceptionFields>, context: CommandContext): Promise<Written> {
    const before = await requireExisting(exceptionId);
    const newCode = changes.code !== undefined && changes.code !== before.code ? changes.code : null;
    if (newCode) await reserveCode(newCode, exceptionId, context);
    const outcome = await handleCommand(store, streams.scrapeException(exceptionId), scrapeExceptionDecider, { type: 'UpdateScrapeException', changes }, context);
    if (newCode) await releaseCode(before.code, exceptionId, context);
    return { id: exceptionId, revision: outcome.revision, position: outcome.position || (await store.headPosition()) };
  }

  async function deleteScrapeException(exceptionId: string, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.scrapeException(exceptionId), scrapeExceptionDecider, { type: 'DeleteScrapeException' }, context);
    const deleted = outcome.events[0];
    if (deleted?.type === 'ScrapeExceptionDeleted') await releaseCode(deleted.data.code, exceptionId, context);
    return { id: exceptionId, revision: outcome.revision, position: outcome.position };
  }

  return { createScrapeException, updateScrapeException, deleteScrapeException, codeHolder, codeTaken };
}

export type ScrapeExceptionCommands = ReturnType<typeof createScrapeExceptionCommands>;
