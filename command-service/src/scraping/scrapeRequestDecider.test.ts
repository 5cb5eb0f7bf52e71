import { describe, it } from 'vitest';
import type { ScrapeRequestEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { scrapeRequestDecider, type ScrapeRequestCommand } from './scrapeRequestDecider.ts';

const spec = deciderSpec(scrapeRequestDecider);
const request = (candidates: ScrapeRequestCommand['candidates']): ScrapeRequestCommand => ({ type: 'RequestScrapeNow', requestId: 'r1', companyId: 'c1', productId: 'p1', requestedBy: 'u1', candidates });
const requested = (urlIds: string[]): ScrapeRequestEvent => ({ type: 'ScrapeNowRequested', data: { requestId: 'r1', companyId: 'c1', productId: 'p1', urlIds, requestedBy: 'u1' } });

describe('scrape now request', () => {
  it('requests the URLs whose shops may be scraped and leaves the others out', () => {
    spec.given([]).when(request([{ urlId: 'a', scrapable: true }, { urlId: 'b', scrapable: false }, { urlId: 'c', scrapable: true }])).then([requested(['a', 'c'])]);
  });
  it('refuses when no URL can be scraped', () => {
    spec.given([]).when(request([{ urlId: 'b', scrapable: false }])).thenThrows('NO_SCRAPABLE_URLS');
    spec.given([]).when(request([])).thenThrows('NO_SCRAPABLE_URLS');
  });
  it('is recorded once', () => {
    spec.given([requested(['a'])]).when(request([{ urlId: 'a', scrapable: true }])).thenThrows('DUPLICATE_KEY');
  });
});
