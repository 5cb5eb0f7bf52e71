/** GET /api/admin/companies/{companyId}/statistics (platform admins, issue 18 item 6). */
import { z } from 'zod';

export const COMPANY_STATISTICS_DAYS = [7, 30, 90] as const;

export const companyStatisticsQuerySchema = z.strictObject({
  /** The last N days (UTC), today included. */
  days: z.coerce.number().int().refine((days) => (COMPANY_STATISTICS_DAYS as readonly number[]).includes(days), { message: 'days must be 7, 30 or 90' }).default(30),
  minPosition: z.string().optional(),
});

const counters = {
  productsCreated: z.number().int(),
  productsArchived: z.number().int(),
  urlsAdded: z.number().int(),
  urlsRemoved: z.number().int(),
  scrapes: z.number().int(),
  scrapesSucceeded: z.number().int(),
  runs: z.number().int(),
  proposals: z.number().int(),
  confirmations: z.number().int(),
  discards: z.number().int(),
  pickups: z.number().int(),
};

export const companyStatisticsDaySchema = z.object({ day: z.string(), ...counters });
export type CompanyStatisticsDay = z.infer<typeof companyStatisticsDaySchema>;

export const companyStatisticsSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  /** Now: active products, their competitor URLs, and archived products. */
  products: z.number().int(),
  archivedProducts: z.number().int(),
  urls: z.number().int(),
  /** The period's sums and its days, oldest first (days without activity included, all zero). */
  totals: z.object(counters),
  days: z.array(companyStatisticsDaySchema),
});
export type CompanyStatistics = z.infer<typeof companyStatisticsSchema>;
