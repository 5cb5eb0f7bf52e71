import { type ScrapeExceptionFields } from '@pm/contracts';
import { streams, type ScrapeExceptionCodeEvent, type ScrapeExceptionEvent } from '@pm/contracts/events';
import { fold, handleCommand, newId, appError, toDomainEvent, WrongExpectedRevisionError, type CommandContext, type EventStore } from '@pm/platform';
import type { Written } from '../users/userCommands.ts';
import { scrapeExceptionCodeDecider } from './scrapeExceptionCodeDecider.ts';
import { scrapeExceptionDecider, type ScrapeExceptionState } from './scrapeExceptionDecider.ts';

/** How long a code reserved for an exception that was never written stays reserved (a request writes it within its own time). */
export const UNWRITTEN_RESERVATION_GRACE_MS = 5 * 60_000;

/**
 * Scrape exceptions span two streams: the exception and the reservation of its code. The code
 * is reserved first (a taken code refuses the command before anything else is written); a code
 * whose holder is deleted, has moved on to another code, or was never written within
 * UNWRITTEN_RESERVATION_GRACE_MS (a crash between reservation and exception) is taken over.
 */
export function createScrapeExceptionCommands(store: EventStore) {
  async function load(exceptionId: string): Promise<ScrapeExceptionState> {
    return fold(scrapeExceptionDecider, (await store.readStream(streams.scrapeException(exceptionId))).map((e) => toDomainEvent<ScrapeExceptionEvent>(e)));
  }

  /** The exception holding the code and when it reserved it (null: free). */
  async function codeReservation(code: string): Promise<{ exceptionId: string; reservedAt: number } | null> {
    const recorded = await store.readStream(streams.scrapeExceptionCode(code));
    const { exceptionId } = fold(scrapeExceptionCodeDecider, recorded.map((e) => toDomainEvent<ScrapeExceptionCodeEvent>(e)));
    const reserved = recorded.findLast((e) => e.type === 'ScrapeExceptionCodeReserved');
    return exceptionId === null ? null : { exceptionId, reservedAt: reserved ? Date.parse(reserved.metadata.occurredAt) : 0 };
  }

  async function codeHolder(code: string): Promise<string | null> {
    return (await codeReservation(code))?.exceptionId ?? null;
  }

  async function reserveCode(code: string, exceptionId: string, context: CommandContext, attempt = 1): Promise<void> {
    const reservation = await codeReservation(code);
    let holderIsGone = false;
    if (reservation !== null && reservation.exceptionId !== exceptionId) {
      const held = await load(reservation.exceptionId);
      // Not written yet: a save in progress (the wizard reserves, registers the source, then writes the
      // exception) keeps its code; only a reservation left behind by a crash is taken over, after a grace time.
      const leftBehind = held.fields === null && Date.now() - reservation.reservedAt > UNWRITTEN_RESERVATION_GRACE_MS;
      holderIsGone = leftBehind || held.deleted || (held.fields !== null && held.fields.code !== code);
    }
    try {
      await handleCommand(store, streams.scrapeExceptionCode(code), scrapeExceptionCodeDecider, { type: 'ReserveScrapeExceptionCode', code, exceptionId, holderIsGone }, context);
    } catch (error) {
      // Two requests reserved at once: decide again on what the winner wrote (CODE_TAKEN, or ours).
      if (error instanceof WrongExpectedRevisionError && attempt < 3) return reserveCode(code, exceptionId, context, attempt + 1);
      throw error;
    }
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

  /**
   * Reserve a code for an exception written later (the wizard's save reserves before it registers
   * the source): the new exception's id. Refused with SCRAPE_EXCEPTION_CODE_TAKEN. A reservation
   * whose exception is never written is taken over by the next request for the code.
   */
  async function reserveNewCode(code: string, context: CommandContext): Promise<string> {
    const exceptionId = newId();
    await reserveCode(code, exceptionId, context);
    return exceptionId;
  }

  /** `reservedId`: the id a reserveNewCode of this code answered (its reservation is kept, not taken again). */
  async function createScrapeException(fields: ScrapeExceptionFields, context: CommandContext, reservedId?: string): Promise<Written> {
    const exceptionId = reservedId ?? newId();
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

  return { createScrapeException, updateScrapeException, deleteScrapeException, codeHolder, codeTaken, reserveNewCode, releaseCode };
}

export type ScrapeExceptionCommands = ReturnType<typeof createScrapeExceptionCommands>;
