import type { ScrapeRequestEvent } from '@pm/contracts/events';
import { appError, type Decider } from '@pm/platform';

export interface ScrapeRequestState {
  requested: boolean;
}

/** A competitor URL of the product and whether its shop may be scraped now. */
export interface ScrapeCandidate {
  urlId: string;
  scrapable: boolean;
}

export type ScrapeRequestCommand = {
  type: 'RequestScrapeNow';
  requestId: string;
  companyId: string;
  productId: string;
  requestedBy: string;
  candidates: ScrapeCandidate[];
};

/**
 * "Scrape now" (spec §1: new URLs are scraped the next morning; admins need not wait): records
 * which of the product's URLs to scrape at once. URLs whose shop has scraping disabled or is no
 * longer connected are left out; when none is left, nothing is requested.
 */
export const scrapeRequestDecider: Decider<ScrapeRequestState, ScrapeRequestCommand, ScrapeRequestEvent> = {
  initialState: () => ({ requested: false }),
  evolve: () => ({ requested: true }),
  decide: (command, state) => {
    if (state.requested) throw appError('DUPLICATE_KEY', 'This scrape request exists already.');
    const urlIds = command.candidates.filter((c) => c.scrapable).map((c) => c.urlId);
    if (urlIds.length === 0) throw appError('NO_SCRAPABLE_URLS', 'None of these URLs can be scraped: the product has no competitor URLs or their shops have scraping disabled.');
    const { requestId, companyId, productId, requestedBy } = command;
    return [{ type: 'ScrapeNowRequested', data: { requestId, companyId, productId, urlIds, requestedBy } }];
  },
};
