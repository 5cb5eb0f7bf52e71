/** GET /api/admin/sources and PUT /api/admin/sources/{sourceId} (platform admins, issue 18 item 1). */
import { z } from 'zod';
import { healthLevelSchema } from './scrapeHealth.ts';
import { sourceFieldsSchema } from './sources.ts';

/** The admin screens: stores (shops and marketplaces) and aggregators (comparison sites). */
export const ADMIN_SOURCE_GROUPS = ['store', 'aggregator'] as const;

export const adminSourcesQuerySchema = z.strictObject({
  group: z.enum(ADMIN_SOURCE_GROUPS),
  /** Matches name and domain (any case). */
  searchText: z.string().trim().max(200).optional(),
  minPosition: z.string().optional(),
});
export type AdminSourcesQuery = z.infer<typeof adminSourcesQuerySchema>;

export const adminSourceSchema = sourceFieldsSchema.extend({
  id: z.string(),
  createdAt: z.string().nullable(),
  /** Companies that have connected it, and how many of them scrape it. */
  companies: z.number().int(),
  scrapingCompanies: z.number().int(),
  /** Scrape health of the last 24 hours (scrape health's rule: red, amber, green; idle without attempts). */
  health: z.object({
    level: healthLevelSchema,
    attempts24h: z.number().int(),
    successRate24h: z.number().nullable(),
    lastSuccessAt: z.string().nullable(),
    overdueUrls: z.number().int(),
  }),
});
export type AdminSource = z.infer<typeof adminSourceSchema>;
