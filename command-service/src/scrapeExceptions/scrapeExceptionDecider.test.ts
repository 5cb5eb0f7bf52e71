import { describe, it } from 'vitest';
import type { ScrapeExceptionFields } from '@pm/contracts';
import type { ScrapeExceptionEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { scrapeExceptionDecider } from './scrapeExceptionDecider.ts';

const fields: ScrapeExceptionFields = {
  code: 'trailmarkt-plain-html',
  scope: { hostname: 'trailmarkt.demo.test', pathPattern: null },
  instructions: { price: '#preisbox .preis-aktuell' },
  settings: { decimalSeparator: ',' },
};
const created: ScrapeExceptionEvent = { type: 'ScrapeExceptionCreated', data: { exceptionId: 'x1', ...fields } };
const deleted: ScrapeExceptionEvent = { type: 'ScrapeExceptionDeleted', data: { exceptionId: 'x1', code: fields.code } };

describe('scrape exception decider', () => {
  const spec = deciderSpec(scrapeExceptionDecider);

  it('creates an exception once', () => {
    spec.given([]).when({ type: 'CreateScrapeException', exceptionId: 'x1', fields }).then([created]);
    spec.given([created]).when({ type: 'CreateScrapeException', exceptionId: 'x1', fields }).thenThrows('SCRAPE_EXCEPTION_CODE_TAKEN');
  });

  it('records only the parts that changed, each as a whole', () => {
    const instructions = { price: '.preis', availability: '.status' };
    spec.given([created]).when({ type: 'UpdateScrapeException', changes: { ...fields, instructions } }).then([{ type: 'ScrapeExceptionUpdated', data: { exceptionId: 'x1', changes: { instructions } } }]);
    spec.given([created]).when({ type: 'UpdateScrapeException', changes: { scope: { ...fields.scope }, settings: { decimalSeparator: ',' } } }).then([]);
    const renamed: ScrapeExceptionEvent = { type: 'ScrapeExceptionUpdated', data: { exceptionId: 'x1', changes: { code: 'trailmarkt-v2' } } };
    spec.given([created, renamed]).when({ type: 'UpdateScrapeException', changes: { code: 'trailmarkt-v2' } }).then([]);
  });

  it('deletes an existing exception, naming its current code', () => {
    const renamed: ScrapeExceptionEvent = { type: 'ScrapeExceptionUpdated', data: { exceptionId: 'x1', changes: { code: 'trailmarkt-v2' } } };
    spec.given([created, renamed]).when({ type: 'DeleteScrapeException' }).then([{ type: 'ScrapeExceptionDeleted', data: { exceptionId: 'x1', code: 'trailmarkt-v2' } }]);
  });

  it('refuses to change or delete what does not exist (any more)', () => {
    spec.given([]).when({ type: 'UpdateScrapeException', changes: { code: 'x-y' } }).thenThrows('SCRAPE_EXCEPTION_NOT_FOUND');
    spec.given([created, deleted]).when({ type: 'UpdateScrapeException', changes: { code: 'x-y' } }).thenThrows('SCRAPE_EXCEPTION_NOT_FOUND');
    spec.given([]).when({ type: 'DeleteScrapeException' }).thenThrows('SCRAPE_EXCEPTION_NOT_FOUND');
    spec.given([created, deleted]).when({ type: 'DeleteScrapeException' }).thenThrows('SCRAPE_EXCEPTION_NOT_FOUND');
  });
});
