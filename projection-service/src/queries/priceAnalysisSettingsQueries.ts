import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { priceAnalysisSettingsViewSchema, type PriceAnalysisSettings, type PriceAnalysisSettingsView } from '@pm/contracts';
import { actorOf, zodRoutes } from '@pm/platform';
import { PRICE_ANALYSIS_SETTINGS, toPriceAnalysisSettingsView, type PriceAnalysisSettingsDoc } from '../projectors/priceAnalysisSettingsProjector.ts';
import { minPositionParam, type ReadModels } from '../runtime/readModels.ts';

/** A company's price-analysis settings (the defaults where it saved none): what every analysis query applies. */
export async function priceAnalysisSettingsOf(readModels: ReadModels, companyId: string): Promise<PriceAnalysisSettings> {
  return toPriceAnalysisSettingsView(await readModels.findOne<PriceAnalysisSettingsDoc>(PRICE_ANALYSIS_SETTINGS, { _id: companyId })).settings;
}

export function registerPriceAnalysisSettingsQueries(app: FastifyInstance, readModels: ReadModels): void {
  /** Everyone of the company reads them (viewers see the page read-only). */
  zodRoutes(app).get(
    '/api/company/:companyId/price-analysis-settings',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's price-analysis defaults",
        description: 'Delta mode, shipping default for new users, the tolerance for "within" and the age after which an offer is stale; the defaults where the company saved none.',
        params: z.strictObject({ companyId: z.uuid() }),
        querystring: z.strictObject({ minPosition: minPositionParam }),
        response: { 200: priceAnalysisSettingsViewSchema },
      },
    },
    async (request, reply): Promise<PriceAnalysisSettingsView> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRICE_ANALYSIS_SETTINGS);
      return toPriceAnalysisSettingsView(await readModels.findOne<PriceAnalysisSettingsDoc>(PRICE_ANALYSIS_SETTINGS, { _id: companyId }));
    },
  );
}
