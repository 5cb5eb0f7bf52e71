/**
 * The code reservation of scrape exceptions: a code reserved for an exception that is being
 * written (the wizard's save) is not taken over; one left behind by a crash is, after the grace time.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScrapeExceptionFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, newId, type EventStore } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createScrapeExceptionCommands, UNWRITTEN_RESERVATION_GRACE_MS } from './scrapeExceptionCommands.ts';

const context = { companyId: null, userId: 'admin', correlationId: 'c', causationId: null };
const fields = (code: string): ScrapeExceptionFields => ({ code, scope: { hostname: 'shop.example', pathPattern: null }, instructions: { price: '.preis' }, settings: {} });

describe('scrape exception code reservation', () => {
  let db: ReturnType<typeof tempDatabasePath>;
  let events: EventStore;
  beforeEach(() => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
  });
  afterEach(async () => {
    await events.close();
    db.remove();
  });

  /** A reservation whose exception was never written, made `ageMs` ago. */
  const reserveUnwritten = (code: string, ageMs: number) =>
    events.append(streams.scrapeExceptionCode(code), [{
      id: newId(),
      type: 'ScrapeExceptionCodeReserved',
      data: { code, exceptionId: newId() },
      metadata: { ...context, occurredAt: new Date(Date.now() - ageMs).toISOString(), version: 1 },
    }]);

  it('keeps a code reserved for an exception still being written', async () => {
    await reserveUnwritten('in-progress', 1_000);
    await expect(createScrapeExceptionCommands(events).createScrapeException(fields('in-progress'), context)).rejects.toMatchObject({ code: 'SCRAPE_EXCEPTION_CODE_TAKEN' });
  });

  it('takes over a code whose reservation was left behind longer than the grace time', async () => {
    await reserveUnwritten('left-behind', UNWRITTEN_RESERVATION_GRACE_MS + 60_000);
    const created = await createScrapeExceptionCommands(events).createScrapeException(fields('left-behind'), context);
    expect((await events.readStream(streams.scrapeException(created.id))).map((e) => e.type)).toEqual(['ScrapeExceptionCreated']);
  });

  it('reserves first and writes later under the reservation (the wizard\'s order)', async () => {
    const commands = createScrapeExceptionCommands(events);
    const reserved = await commands.reserveNewCode('reserved-first', context);
    await expect(commands.createScrapeException(fields('reserved-first'), context)).rejects.toMatchObject({ code: 'SCRAPE_EXCEPTION_CODE_TAKEN' });
    expect((await commands.createScrapeException(fields('reserved-first'), context, reserved)).id).toBe(reserved);
  });
});
