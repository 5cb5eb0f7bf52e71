/**
 * POST /api/admin/source-wizard/probe (platform admins): the wizards' live check of a sample
 * page, answered by the scraper service (distributed mode's gateway routes it here).
 */
import type { FastifyInstance } from 'fastify';
import { probeAnswerSchema } from '@pm/contracts';
import { probeBodySchema } from '@pm/contracts/patterns';
import { selectorIssues } from '@pm/contracts/selectorSyntax';
import { actorOf, appError, zodRoutes, type Env } from '@pm/platform';
import type { ScraperOptions } from '../pipeline/scraperService.ts';
import type { SourceProbe, SourceProbeOptions } from './sourceProbe.ts';

export const SOURCE_WIZARD_PROBE_ROUTE = '/api/admin/source-wizard/probe';

export function registerSourceWizardRoutes(app: FastifyInstance, probe: SourceProbe): void {
  const api = zodRoutes(app);
  api.post(
    SOURCE_WIZARD_PROBE_ROUTE,
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Probe a sample page with the crawler kinds (store and aggregator wizards)',
        description:
          'Fetches the page with one crawler kind or all of them (through the scraper\'s fetch guard, timeout and size limit) and reads it with the scrape pipeline\'s extraction, the given field rules applied like a scrape exception. Each kind answers an outcome (FETCHED, UNAVAILABLE, NOT_ALLOWED, UNREACHABLE, TIMED_OUT, TOO_MANY_REDIRECTS), the page status, the fields with method and confidence, and per selector what it matched. Invalid selectors: 400 SCRAPE_EXCEPTION_INVALID with `details.issues`. One probe at a time per admin: 429 RATE_LIMITED.',
        body: probeBodySchema,
        response: { 200: probeAnswerSchema },
      },
      preValidation: async (request) => {
        if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators set up stores and comparison sites.');
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { url, crawler, pageKind, instructions } = request.body;
      const issues = selectorIssues({ instructions });
      if (issues.length > 0) throw appError('SCRAPE_EXCEPTION_INVALID', `A selector is not valid CSS: ${issues[0]?.message ?? ''}`, { issues });
      return probe.probe({ url, crawler, pageKind, instructions }, actor.userId);
    },
  );
}

/** The probe's settings: the scraper's limits, and the external kinds' APIs when configured. */
export function probeOptionsFromEnv(env: Env, scraper: Pick<ScraperOptions, 'timeoutMs' | 'maxRedirects' | 'maxBodyBytes' | 'allowPrivateHosts' | 'demoProxyUrl' | 'chromiumPath'>): SourceProbeOptions {
  return {
    timeoutMs: scraper.timeoutMs,
    maxRedirects: scraper.maxRedirects,
    maxBodyBytes: scraper.maxBodyBytes,
    allowPrivateHosts: scraper.allowPrivateHosts,
    demoProxyUrl: scraper.demoProxyUrl,
    chromiumPath: scraper.chromiumPath,
    external: {
      scrapeops: env.SCRAPEOPS_API_KEY ? { endpoint: env.SCRAPEOPS_API_URL, apiKey: env.SCRAPEOPS_API_KEY } : null,
      trawler: env.TRAWLER_API_KEY && env.TRAWLER_API_URL ? { endpoint: env.TRAWLER_API_URL, apiKey: env.TRAWLER_API_KEY } : null,
    },
    maxConcurrent: 2,
  };
}
