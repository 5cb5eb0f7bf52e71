import type { FastifyInstance } from 'fastify';
import { commandResultSchema, priceAnalysisSettingsBodySchema, STALE_AFTER_DAYS_LIMITS, TOLERANCE_PERCENT_LIMITS, type PriceAnalysisSettings } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { priceAnalysisSettingsDecider } from '@pm/contracts/domain';
import { actorOf, contextOf, handleCommand, zodRoutes, type CommandContext, type EventStore } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';

/** Sets a company's price-analysis defaults through their decider (one stream per company). */
export async function setPriceAnalysisSettings(store: EventStore, companyId: string, settings: PriceAnalysisSettings, expectedRevision: number | undefined, context: CommandContext) {
  return { id: companyId, ...(await handleCommand(store, streams.priceAnalysisSettings(companyId), priceAnalysisSettingsDecider, { type: 'SetPriceAnalysisSettings', companyId, settings, expectedRevision }, context)) };
}

/** Settings › Price analysis: company admins and maintainers change them (`pricing.configure`), viewers read them. */
export function registerPriceAnalysisSettingsRoutes(app: FastifyInstance, store: EventStore): void {
  const api = zodRoutes(app);
  api.put(
    '/api/company/:companyId/price-analysis-settings',
    {
      config: { access: { permission: 'pricing.configure' } },
      schema: {
        summary: 'Set the defaults of the price analysis',
        description:
          `Delta mode, shipping default for new users, the tolerance for "within" (${TOLERANCE_PERCENT_LIMITS.min}–${TOLERANCE_PERCENT_LIMITS.max} %) and the age after which an offer is stale (${STALE_AFTER_DAYS_LIMITS.min}–${STALE_AFTER_DAYS_LIMITS.max} days). ` +
          'With `expectedRevision` (the revision the user edited) a change made since is refused with 409 CONCURRENCY_CONFLICT.',
        params: companyParams,
        body: priceAnalysisSettingsBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const { settings, expectedRevision } = request.body;
      return sendWritten(reply, await setPriceAnalysisSettings(store, companyId, settings, expectedRevision === undefined ? undefined : Number(expectedRevision), contextOf(request, actor, companyId)));
    },
  );
}
