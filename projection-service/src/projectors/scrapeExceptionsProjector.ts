import type { ScrapeExceptionEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const SCRAPE_EXCEPTIONS = 'scrapeExceptions';

/**
 * Every scrape exception (platform-wide). Instructions and settings are kept as JSON texts:
 * their keys are the admins' own (availability texts, header names) and may contain dots or
 * start with "$", which document stores do not take as field names.
 */
export const scrapeExceptionsProjector: Projector = {
  name: 'scrapeExceptions',
  version: 1,
  collections: { [SCRAPE_EXCEPTIONS]: [{ keys: { code: 1 } }] },
  handles: ['ScrapeExceptionCreated', 'ScrapeExceptionUpdated', 'ScrapeExceptionDeleted'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<ScrapeExceptionEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ScrapeExceptionCreated': {
        const { exceptionId, code, scope, instructions, settings } = event.data;
        return [{ op: 'put', collection: SCRAPE_EXCEPTIONS, doc: { _id: exceptionId, code, scope, instructionsJson: JSON.stringify(instructions), settingsJson: JSON.stringify(settings), createdAt: at, updatedAt: at } }];
      }
      case 'ScrapeExceptionUpdated': {
        const { code, scope, instructions, settings } = event.data.changes;
        const set: Record<string, unknown> = { updatedAt: at };
        if (code !== undefined) set.code = code;
        if (scope !== undefined) set.scope = scope;
        if (instructions !== undefined) set.instructionsJson = JSON.stringify(instructions);
        if (settings !== undefined) set.settingsJson = JSON.stringify(settings);
        return [{ op: 'update', collection: SCRAPE_EXCEPTIONS, id: event.data.exceptionId, update: { $set: set } }];
      }
      case 'ScrapeExceptionDeleted':
        return [{ op: 'delete', collection: SCRAPE_EXCEPTIONS, id: event.data.exceptionId }];
    }
  },
  // Admin changes reach the acting admin's company; other admins refetch on focus.
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['admin', 'scrape-exceptions']] }] : []),
};
