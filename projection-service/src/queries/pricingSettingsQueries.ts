import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type Currency,
  DEFAULT_ENGINE_COMPETITORS,
  DEFAULT_ENGINE_SETTINGS,
  DEFAULT_GUARDRAIL_SETTINGS,
  DEFAULT_METRIC_SETTINGS,
  DEFAULT_PRICE_ENDINGS,
  type EngineCompetitors,
  type EngineSettings,
  type ExchangeRate,
  type GuardrailSettings,
  type MetricSettings,
  type PriceEndings,
  pricingSettingsViewSchema,
  type PricingSettingsView,
  type SalesChannelFields,
  type ShippingRateFields,
} from '@pm/contracts';
import { actorOf, zodRoutes, type Doc } from '@pm/platform';
import { PRICING_SETTINGS } from '../projectors/pricingSettingsProjector.ts';
import { minPositionParam, type ReadModels } from '../runtime/readModels.ts';

type Stored<F> = F & { createdAt: string };
type SettingsDoc = Doc & {
  channels?: Record<string, Stored<SalesChannelFields>>;
  rates?: Record<string, Stored<ShippingRateFields>>;
  competitors?: EngineCompetitors;
  metrics?: MetricSettings;
  priceEndings?: PriceEndings;
  engine?: EngineSettings;
  guardrails?: GuardrailSettings;
  exchangeRates?: ExchangeRate[];
  purchaseCurrency?: Currency | null;
  revision?: string;
};

const companyParams = z.strictObject({ companyId: z.uuid() });
const settingsQuery = z.strictObject({ minPosition: minPositionParam });
const byText = (a: string, b: string) => a.localeCompare(b, 'de', { sensitivity: 'base' });

/** The view of one company's settings; a company that set nothing gets the contracts' defaults. */
export function toPricingSettingsView(doc: SettingsDoc | null): PricingSettingsView {
  const channels = Object.entries(doc?.channels ?? {})
    .map(([channelId, { createdAt: _createdAt, ...fields }]) => ({ channelId, ...fields }))
    .sort((a, b) => byText(a.name, b.name));
  const shippingRates = Object.entries(doc?.rates ?? {})
    .map(([rateId, { createdAt: _createdAt, ...fields }]) => ({ rateId, ...fields }))
    .sort((a, b) => byText(a.country, b.country) || byText(a.carrier, b.carrier) || a.baseTariff - b.baseTariff);
  return {
    channels,
    shippingRates,
    competitors: doc?.competitors ?? DEFAULT_ENGINE_COMPETITORS,
    metrics: doc?.metrics ?? DEFAULT_METRIC_SETTINGS,
    priceEndings: doc?.priceEndings ?? DEFAULT_PRICE_ENDINGS,
    engine: doc?.engine ?? DEFAULT_ENGINE_SETTINGS,
    guardrails: doc?.guardrails ?? DEFAULT_GUARDRAIL_SETTINGS,
    exchangeRates: doc?.exchangeRates ?? [],
    purchaseCurrency: doc?.purchaseCurrency ?? null,
    revision: doc?.revision ?? '-1',
  };
}

export function registerPricingSettingsQueries(app: FastifyInstance, readModels: ReadModels): void {
  /** Everyone of the company reads the settings (viewers see them read-only). */
  zodRoutes(app).get(
    '/api/company/:companyId/pricing-settings',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's price-engine settings",
        description: 'Sales channels, shipping rates, competitors, traffic-light metrics, price endings, engine settings, guardrails (with the "confirm all" threshold), exchange rates and the currency of purchase prices; the defaults where the company set nothing.',
        params: companyParams,
        querystring: settingsQuery,
        response: { 200: pricingSettingsViewSchema },
      },
    },
    async (request, reply): Promise<PricingSettingsView> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRICING_SETTINGS);
      return toPricingSettingsView(await readModels.findOne<SettingsDoc>(PRICING_SETTINGS, { _id: companyId }));
    },
  );
}
