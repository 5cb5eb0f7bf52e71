import type { CommandService } from '@pm/command-service';
import type { AddCompetitorUrlBody, ConnectSourceBody, ScrapeExceptionFields, ProductFields, ShippingRateFields } from '@pm/contracts';
import { createScrapeExceptionBodySchema } from '@pm/contracts/patterns';
import { AppError, newId, type CommandContext } from '@pm/platform';
import { demoAssortment, type DemoAssortment } from '@pm/demo-web';

/** Where the seed writes: the commands in-process, or the HTTP API of a running product. */
export interface AssortmentWriter {
  /** Platform-wide: one kept from an earlier demo company is just as good. */
  createScrapeException(body: ScrapeExceptionFields): Promise<void>;
  createCategory(name: string, parentId: string | null): Promise<string>;
  /** As the platform: the demo shops' shared fields (names, crawlers) are the platform's, their scrape settings the demo company's. */
  connectSource(fields: ConnectSourceBody): Promise<string>;
  createProduct(fields: ProductFields): Promise<string>;
  addCompetitorUrl(productId: string, body: AddCompetitorUrlBody): Promise<void>;
  createShippingRate(fields: ShippingRateFields): Promise<void>;
}

/** The seed through the command service in this process (`npm start`). */
export function commandWriter(commands: CommandService, companyId: string): AssortmentWriter {
  const context: CommandContext = { companyId, userId: 'service:seed', correlationId: newId(), causationId: null };
  return {
    createScrapeException: async (body) => {
      try {
        await commands.scrapeExceptionCommands.createScrapeException(body, context);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'SCRAPE_EXCEPTION_CODE_TAKEN')) throw error;
      }
    },
    createCategory: async (name, parentId) => (await commands.categoryCommands.createCategory(companyId, name, parentId, context)).id,
    connectSource: async (fields) => (await commands.sourceCommands.connectSource(companyId, fields, context, { platformAdmin: true })).id,
    createProduct: async (fields) => (await commands.productCommands.createProduct(companyId, fields, context)).id,
    addCompetitorUrl: async (productId, body) => void (await commands.productCommands.addCompetitorUrl(companyId, productId, body, context)),
    createShippingRate: async (fields) => void (await commands.pricingSettingsCommands.createShippingRate(companyId, fields, context)),
  };
}

/**
 * The seed through the HTTP API (`npm run start:distributed`): the company's data as a signed-in
 * company admin, the platform-wide scrape exceptions and the shops' shared fields as a platform admin.
 */
export function httpWriter(baseUrl: string, tokens: { companyAdmin: string; platformAdmin: string }, companyId: string): AssortmentWriter {
  async function call(path: string, body: unknown, token: string): Promise<{ status: number; answer: { id?: string; code?: string; error?: string } }> {
    const response = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: response.status, answer: (await response.json()) as { id?: string; code?: string; error?: string } };
  }
  async function post(path: string, body: unknown): Promise<string> {
    const { status, answer } = await call(`/company/${companyId}${path}`, body, tokens.companyAdmin);
    if (status >= 300 || !answer.id) throw new Error(`seeding ${path} failed: ${status} ${answer.code ?? ''} ${answer.error ?? ''}`);
    return answer.id;
  }
  return {
    createScrapeException: async (body) => {
      const { status, answer } = await call('/admin/scrape-exceptions', body, tokens.platformAdmin);
      if (status >= 300 && answer.code !== 'SCRAPE_EXCEPTION_CODE_TAKEN') throw new Error(`seeding a scrape exception failed: ${status} ${answer.code ?? ''} ${answer.error ?? ''}`);
    },
    createCategory: (name, parentId) => post('/categories', { name, parentId }),
    connectSource: async (fields) => {
      const { status, answer } = await call(`/company/${companyId}/sources`, fields, tokens.platformAdmin);
      if (status >= 300 || !answer.id) throw new Error(`seeding /sources failed: ${status} ${answer.code ?? ''} ${answer.error ?? ''}`);
      return answer.id;
    },
    createProduct: (fields) => post('/products', fields),
    addCompetitorUrl: async (productId, body) => void (await post(`/products/${productId}/urls`, body)),
    createShippingRate: async (fields) => void (await post('/shipping-rates', fields)),
  };
}

/**
 * Fills the demo company with the demo competitor web's assortment through the same commands the
 * API uses: the scrape exceptions the demo sites need, categories, connected shops and comparison
 * site, products and their competitor URLs. The exceptions come first, so the scraper has them
 * before the first job for those sites.
 */
export async function seedDemoAssortment(writer: AssortmentWriter, data: DemoAssortment = demoAssortment()): Promise<{ products: number; urls: number }> {
  for (const exception of data.scrapeExceptions) await writer.createScrapeException(createScrapeExceptionBodySchema.parse(exception));
  // The demo shop's carrier tariffs, so a first rule-engine run can cost its parcels (sales channels
  // and rules are left to the user: they are the price engine's first steps). Written before the
  // products, so whoever sees the products sees the seed's settings too.
  for (const rate of DEMO_SHIPPING_RATES) await writer.createShippingRate(rate);

  const categoryIds = new Map<string, string>();
  async function categoryFor(path: readonly string[]): Promise<string | null> {
    let parentId: string | null = null;
    for (let depth = 1; depth <= path.length; depth++) {
      const key = path.slice(0, depth).join('\u0000');
      let id = categoryIds.get(key);
      if (!id) {
        id = await writer.createCategory(path[depth - 1] ?? '', parentId);
        categoryIds.set(key, id);
      }
      parentId = id;
    }
    return parentId;
  }

  const sourceIds = new Map<string, string>();
  for (const shop of data.stores) {
    const sourceId = await writer.connectSource({
      kind: 'STORE',
      name: shop.name,
      hostname: shop.hostname,
      shippingCostModel: shop.shippingCostModel,
      scrapeFrequency: shop.scrapeFrequency,
      scrapingEnabled: shop.scrapingEnabled,
      crawler: shop.crawlerKind,
    });
    sourceIds.set(shop.hostname, sourceId);
  }
  for (const site of data.aggregators) {
    const sourceId = await writer.connectSource({
      kind: 'AGGREGATOR',
      name: site.name,
      hostname: site.hostname,
      shippingCostModel: site.shippingCostModel,
      scrapeFrequency: site.scrapeFrequency,
      scrapingEnabled: site.scrapingEnabled,
      crawler: site.crawlerKind,
    });
    sourceIds.set(site.hostname, sourceId);
  }

  let urls = 0;
  for (const product of data.products) {
    const categoryId = await categoryFor(product.categoryPath);
    const productId = await writer.createProduct({ ...product.fields, categoryId });
    for (const url of product.competitorUrls) {
      await writer.addCompetitorUrl(productId, { url: url.url, offerType: url.type, storeId: sourceIds.get(url.storeHostname) });
      urls++;
    }
    for (const url of product.aggregatorUrls) {
      await writer.addCompetitorUrl(productId, { url: url.url, offerType: 'COMPETITOR_OFFER', aggregatorId: sourceIds.get(url.aggregatorHostname) });
      urls++;
    }
  }
  return { products: data.products.length, urls };
}

const noSurcharges = { hazardSurcharge: 0, lqSurcharge: 0, ncGoodsSurcharge: 0, ncMeasuresSurcharge: 0, ncVolumeSurcharge: 0 };
export const DEMO_SHIPPING_RATES: ShippingRateFields[] = [
  { carrier: 'DHL Paket', country: 'de', baseTariff: 4.9, maxWeight: 31.5, shippingMode: 'STANDARD', ...noSurcharges, lqSurcharge: 2.5, hazardousAllowed: false, lqAllowed: true, ncAllowed: false },
  { carrier: 'DHL Sperrgut', country: 'de', baseTariff: 9.9, maxWeight: 31.5, shippingMode: 'STANDARD', ...noSurcharges, ncGoodsSurcharge: 12, ncMeasuresSurcharge: 5, ncVolumeSurcharge: 8, hazardousAllowed: false, lqAllowed: false, ncAllowed: true },
  { carrier: 'Spedition', country: 'de', baseTariff: 59, maxWeight: 1000, shippingMode: 'PALLET', ...noSurcharges, hazardSurcharge: 25, hazardousAllowed: true, lqAllowed: true, ncAllowed: true },
];
