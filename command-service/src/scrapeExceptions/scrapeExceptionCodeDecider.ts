import type { ScrapeExceptionCodeEvent } from '@pm/contracts/events';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface ScrapeExceptionCodeState {
  /** The exception holding the code, or null when free. */
  exceptionId: string | null;
}

export type ScrapeExceptionCodeCommand =
  /** `holderIsGone`: the holder was deleted or never written (a crash after the reservation), so the code may be taken over. */
  | { type: 'ReserveScrapeExceptionCode'; code: string; exceptionId: string; holderIsGone: boolean }
  | { type: 'ReleaseScrapeExceptionCode'; code: string; exceptionId: string };

/** One scrape exception per code: the race for a code is decided on this stream. */
export const scrapeExceptionCodeDecider: Decider<ScrapeExceptionCodeState, ScrapeExceptionCodeCommand, ScrapeExceptionCodeEvent> = {
  initialState: () => ({ exceptionId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ScrapeExceptionCodeReserved':
        return { exceptionId: event.data.exceptionId };
      case 'ScrapeExceptionCodeReleased':
        return state.exceptionId === event.data.exceptionId ? { exceptionId: null } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveScrapeExceptionCode':
        if (state.exceptionId === command.exceptionId) return [];
        if (state.exceptionId !== null && !command.holderIsGone) throw appError('SCRAPE_EXCEPTION_CODE_TAKEN', 'A scrape exception with this code exists already.', { exceptionId: state.exceptionId });
        return [{ type: 'ScrapeExceptionCodeReserved', data: { code: command.code, exceptionId: command.exceptionId } }];
      case 'ReleaseScrapeExceptionCode':
        return state.exceptionId === command.exceptionId ? [{ type: 'ScrapeExceptionCodeReleased', data: { code: command.code, exceptionId: command.exceptionId } }] : [];
    }
  },
};
