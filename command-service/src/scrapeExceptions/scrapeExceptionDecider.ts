import type { ScrapeExceptionFields } from '@pm/contracts';
import type { ScrapeExceptionEvent } from '@pm/contracts/events';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface ScrapeExceptionState {
  exceptionId: string;
  fields: ScrapeExceptionFields | null;
  deleted: boolean;
}

export type ScrapeExceptionCommand =
  | { type: 'CreateScrapeException'; exceptionId: string; fields: ScrapeExceptionFields }
  /** The parts given replace the stored ones. */
  | { type: 'UpdateScrapeException'; changes: Partial<ScrapeExceptionFields> }
  | { type: 'DeleteScrapeException' };

const NOT_FOUND = 'The scrape exception was not found.';

export const scrapeExceptionDecider: Decider<ScrapeExceptionState, ScrapeExceptionCommand, ScrapeExceptionEvent> = {
  initialState: () => ({ exceptionId: '', fields: null, deleted: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ScrapeExceptionCreated': {
        const { exceptionId, ...fields } = event.data;
        return { exceptionId, fields, deleted: false };
      }
      case 'ScrapeExceptionUpdated':
        return state.fields ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'ScrapeExceptionDeleted':
        return { ...state, deleted: true };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateScrapeException':
        if (state.fields) throw appError('SCRAPE_EXCEPTION_CODE_TAKEN', 'This scrape exception exists already.');
        return [{ type: 'ScrapeExceptionCreated', data: { exceptionId: command.exceptionId, ...command.fields } }];
      case 'UpdateScrapeException': {
        const current = state.fields;
        if (!current || state.deleted) throw appError('SCRAPE_EXCEPTION_NOT_FOUND', NOT_FOUND);
        const changes = Object.fromEntries(Object.entries(command.changes).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key as keyof ScrapeExceptionFields])));
        return Object.keys(changes).length === 0 ? [] : [{ type: 'ScrapeExceptionUpdated', data: { exceptionId: state.exceptionId, changes } }];
      }
      case 'DeleteScrapeException':
        if (!state.fields || state.deleted) throw appError('SCRAPE_EXCEPTION_NOT_FOUND', NOT_FOUND);
        return [{ type: 'ScrapeExceptionDeleted', data: { exceptionId: state.exceptionId, code: state.fields.code } }];
    }
  },
};
