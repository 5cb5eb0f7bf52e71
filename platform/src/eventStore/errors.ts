import { AppError } from '../errors/appError.ts';
import type { ExpectedRevision } from './eventStore.ts';

/** Expected revision did not match. `actual` is the stream's current revision (null: no stream). */
export class WrongExpectedRevisionError extends AppError {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly actual: bigint | null;

  constructor(streamId: string, expected: ExpectedRevision, actual: bigint | null) {
    super('CONCURRENCY_CONFLICT', `Stream ${streamId} changed concurrently (expected ${String(expected)}, actual ${actual === null ? 'no stream' : String(actual)})`, {
      streamId,
      expectedRevision: typeof expected === 'bigint' ? expected.toString() : expected,
      currentRevision: actual === null ? null : actual.toString(),
    });
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

export class DuplicateEventIdError extends AppError {
  constructor(eventId: string) {
    super('DUPLICATE_EVENT', `Event ${eventId} was already appended`, { eventId });
  }
}
