import { type ScrapeNowBody } from '@pm/contracts';
import { productDecider, scrapesSource } from '@pm/contracts/domain';
import { streams, type ProductEvent } from '@pm/contracts/events';
import { appError, fold, handleCommand, newId, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import { scrapeRequestDecider, type ScrapeCandidate } from './scrapeRequestDecider.ts';

export interface ScrapeNowWritten {
  id: string;
  revision: bigint;
  position: bigint;
  urlIds: string[];
  skippedUrlIds: string[];
}

export function createScrapeNowCommands(store: EventStore, sources: SourceCommands) {
  /** Records a scrape-now request for the product's URLs (all of them, or the ones named). */
  async function requestScrapeNow(companyId: string, productId: string, body: ScrapeNowBody, context: CommandContext): Promise<ScrapeNowWritten> {
    const product = fold(productDecider, (await store.readStream(streams.product(productId))).map((e) => toDomainEvent<ProductEvent>(e)));
    if (product.status === 'none' || product.companyId !== companyId) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
    if (product.status === 'archived') throw appError('PRODUCT_ARCHIVED', 'The product is archived. Restore it first.');
    const wanted = body.urlIds ? new Set(body.urlIds) : null;
    // Comparison products' URLs are scraped like the product's own (issue 17 item 7).
    const all = [...product.urls, ...product.comparisons];
    const urls = wanted ? all.filter((u) => wanted.has(u.urlId)) : all;
    if (wanted && urls.length < wanted.size) throw appError('URL_NOT_FOUND', 'A competitor URL was not found for this product.');

    // The company's own settings of each source decide (another company's never do).
    const connected = await sources.connectedSources(companyId);
    const scrapable = (sourceId: string) => {
      const connection = connected[sourceId];
      return connection !== undefined && scrapesSource(connection.settings);
    };
    const candidates: ScrapeCandidate[] = urls.map((u) => ({ urlId: u.urlId, scrapable: scrapable(u.sourceId) }));
    const requestId = newId();
    const outcome = await handleCommand(store, streams.scrapeRequest(requestId), scrapeRequestDecider, { type: 'RequestScrapeNow', requestId, companyId, productId, requestedBy: context.userId, candidates }, context);
    return {
      id: requestId,
      revision: outcome.revision,
      position: outcome.position,
      urlIds: candidates.filter((c) => c.scrapable).map((c) => c.urlId),
      skippedUrlIds: candidates.filter((c) => !c.scrapable).map((c) => c.urlId),
    };
  }

  return { requestScrapeNow };
}

export type ScrapeNowCommands = ReturnType<typeof createScrapeNowCommands>;
