import { z } from 'zod';

/** GET /client-config (public): per-deployment settings the web app needs before sign-in. */
export const clientConfigSchema = z.object({
  analytics: z.object({ posthogKey: z.string(), posthogHost: z.string() }).nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

const localized = z.object({ de: z.string().min(1), en: z.string().min(1) });

/** GET /academy: help articles, videos and the support contact of this deployment. */
export const academySchema = z.object({
  articles: z.array(
    z.object({
      id: z.string().min(1),
      /** Product area the article belongs to, e.g. price-analysis. */
      area: z.string().min(1),
      title: localized,
      summary: localized,
      /** Body text; paragraphs separated by blank lines. */
      body: localized,
    }),
  ),
  videos: z.array(
    z.object({
      id: z.string().min(1),
      area: z.string().min(1),
      title: localized,
      url: z.url({ protocol: /^https?$/ }),
      durationMinutes: z.number().positive().optional(),
    }),
  ),
  support: z.object({
    email: z.email(),
    phone: z.string().optional(),
    hours: localized.optional(),
  }),
});
export type Academy = z.infer<typeof academySchema>;
