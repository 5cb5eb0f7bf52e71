/** POST /products/{productId}/scrape-now: scrape a product's competitor URLs now (spec: "scrape now" for admins). */
import { z } from 'zod';

export const scrapeNowBodySchema = z.strictObject({
  /** The URLs to scrape; all of the product's URLs when left out. */
  urlIds: z.array(z.uuid()).min(1).max(500).optional(),
});
export type ScrapeNowBody = z.infer<typeof scrapeNowBodySchema>;

export const scrapeNowResultSchema = z.object({
  id: z.string(),
  revision: z.string(),
  position: z.string(),
  /** URLs that will be scraped. */
  urlIds: z.array(z.string()),
  /** URLs left out because their shop has scraping disabled or is no longer connected. */
  skippedUrlIds: z.array(z.string()),
});
export type ScrapeNowResult = z.infer<typeof scrapeNowResultSchema>;
