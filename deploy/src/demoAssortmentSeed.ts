import type { CommandService } from '@pm/command-service';
import { createScrapeExceptionBodySchema } from '@pm/contracts';
import { AppError, newId, type CommandContext } from '@pm/platform';
import { demoAssortment, type DemoAssortment } from '@pm/scraper-service';

/**
 * Fills the demo company with the demo competitor web's assortment through the same commands the
 * API uses: the scrape exceptions the demo sites need, categories, connected shops and comparison
 * site, products and their competitor URLs. The exceptions come first, so the scraper has them
 * before the first job for those sites.
 */
export async function seedDemoAssortment(
  commands: CommandService,
  companyId: string,
  data: DemoAssortment = demoAssortment(),
): Promise<{ products: number; urls: number }> {
  const context: CommandContext = { companyId, userId: 'service:seed', correlationId: newId(), causationId: null };

  for (const exception of data.scrapeExceptions) {
    try {
      await commands.scrapeExceptionCommands.createScrapeException(createScrapeExceptionBodySchema.parse(exception), context);
    } catch (error) {
      // Exceptions are platform-wide: one kept from an earlier demo company is just as good.
      if (!(error instanceof AppError && error.code === 'SCRAPE_EXCEPTION_CODE_TAKEN')) throw error;
    }
  }

  const categoryIds = new Map<string, string>();
  async function categoryFor(path: readonly string[]): Promise<string | null> {
    let parentId: string | null = null;
    for (let depth = 1; depth <= path.length; depth++) {
      const key = path.slice(0, depth).join('\u0000');
      let id = categoryIds.get(key);
      if (!id) {
        id = (await commands.categoryCommands.createCategory(companyId, path[depth - 1] ?? '', parentId, context)).id;
        categoryIds.set(key, id);
      }
      parentId = id;
    }
    return parentId;
  }

  const sourceIds = new Map<string, string>();
  for (const shop of data.stores) {
    const written = await commands.sourceCommands.connectSource(companyId, {
      kind: 'STORE',
      name: shop.name,
      hostname: shop.hostname,
      shippingCostModel: shop.shippingCostModel,
      scrapeFrequency: shop.scrapeFrequency,
      scrapingEnabled: shop.scrapingEnabled,
      crawler: shop.crawlerKind,
    }, context);
    sourceIds.set(shop.hostname, written.id);
  }
  for (const site of data.aggregators) {
    const written = await commands.sourceCommands.connectSource(companyId, {
      kind: 'AGGREGATOR',
      name: site.name,
      hostname: site.hostname,
      shippingCostModel: site.shippingCostModel,
      scrapeFrequency: site.scrapeFrequency,
      scrapingEnabled: site.scrapingEnabled,
      crawler: site.crawlerKind,
    }, context);
    sourceIds.set(site.hostname, written.id);
  }

  let urls = 0;
  for (const product of data.products) {
    const categoryId = await categoryFor(product.categoryPath);
    const created = await commands.productCommands.createProduct(companyId, { ...product.fields, categoryId }, context);
    for (const url of product.competitorUrls) {
      await commands.productCommands.addCompetitorUrl(companyId, created.id, { url: url.url, offerType: url.type, storeId: sourceIds.get(url.storeHostname) }, context);
      urls++;
    }
    for (const url of product.aggregatorUrls) {
      await commands.productCommands.addCompetitorUrl(companyId, created.id, { url: url.url, offerType: 'COMPETITOR_OFFER', aggregatorId: sourceIds.get(url.aggregatorHostname) }, context);
      urls++;
    }
  }
  return { products: data.products.length, urls };
}
