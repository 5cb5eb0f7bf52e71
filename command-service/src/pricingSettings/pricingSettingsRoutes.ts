import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  commandResultSchema,
  engineCompetitorsBodySchema,
  engineSettingsBodySchema,
  exchangeRatesBodySchema,
  expectedRevisionSchema,
  guardrailSettingsBodySchema,
  metricSettingsBodySchema,
  priceEndingsBodySchema,
  purchaseCurrencyBodySchema,
  salesChannelBodySchema,
  salesChannelFieldsSchema,
  shippingRateBodySchema,
  shippingRateFieldsSchema,
} from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { PricingSettingsCommands } from './pricingSettingsCommands.ts';

const channelParams = companyParams.extend({ channelId: z.uuid() });
const rateParams = companyParams.extend({ rateId: z.uuid() });
/** DELETE carries the edited revision as a query parameter (no body). */
const deleteQuery = z.strictObject({ expectedRevision: expectedRevisionSchema.optional() });
const toNumber = (revision: string | undefined) => (revision === undefined ? undefined : Number(revision));
const concurrency = 'With `expectedRevision` (the settings view’s `revision` the user edited) a change made since is refused with 409 CONCURRENCY_CONFLICT.';

/**
 * Price-engine settings (spec §3, §5): COMPANY_ADMIN and COMPANY_MAINTAINER configure them
 * (`pricing.configure`); metric settings are for company admins only (`pricing.admin`).
 */
export function registerPricingSettingsRoutes(app: FastifyInstance, settings: PricingSettingsCommands): void {
  const api = zodRoutes(app);
  const base = '/api/company/:companyId';
  const configure = { permission: 'pricing.configure' } as const;

  api.post(
    `${base}/sales-channels`,
    { config: { access: configure }, schema: { summary: 'Create a sales channel', description: 'Channel names are unique per company.', params: companyParams, body: salesChannelFieldsSchema, response: { 201: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      return sendWritten(reply, await settings.createSalesChannel(companyId, request.body, contextOf(request, actor, companyId)), 201);
    },
  );

  api.put(
    `${base}/sales-channels/:channelId`,
    { config: { access: configure }, schema: { summary: 'Change a sales channel', description: concurrency, params: channelParams, body: salesChannelBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId, channelId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const { expectedRevision, ...fields } = request.body;
      return sendWritten(reply, await settings.updateSalesChannel(companyId, channelId, fields, toNumber(expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.delete(
    `${base}/sales-channels/:channelId`,
    {
      config: { access: configure },
      schema: { summary: 'Delete a sales channel', description: `Refused with SALES_CHANNEL_IN_USE while a price rule uses it. ${concurrency}`, params: channelParams, querystring: deleteQuery, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, channelId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      return sendWritten(reply, await settings.deleteSalesChannel(companyId, channelId, toNumber(request.query.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.post(
    `${base}/shipping-rates`,
    { config: { access: configure }, schema: { summary: 'Create a shipping rate', params: companyParams, body: shippingRateFieldsSchema, response: { 201: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      return sendWritten(reply, await settings.createShippingRate(companyId, request.body, contextOf(request, actor, companyId)), 201);
    },
  );

  api.put(
    `${base}/shipping-rates/:rateId`,
    { config: { access: configure }, schema: { summary: 'Change a shipping rate', description: concurrency, params: rateParams, body: shippingRateBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId, rateId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const { expectedRevision, ...fields } = request.body;
      return sendWritten(reply, await settings.updateShippingRate(companyId, rateId, fields, toNumber(expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.delete(
    `${base}/shipping-rates/:rateId`,
    { config: { access: configure }, schema: { summary: 'Delete a shipping rate', description: concurrency, params: rateParams, querystring: deleteQuery, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId, rateId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      return sendWritten(reply, await settings.deleteShippingRate(companyId, rateId, toNumber(request.query.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    `${base}/pricing-settings/competitors`,
    { config: { access: configure }, schema: { summary: 'Set the competitors the price engine considers', description: concurrency, params: companyParams, body: engineCompetitorsBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const body = request.body;
      return sendWritten(reply, await settings.setEngineCompetitors(companyId, body.competitors, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    `${base}/pricing-settings/metrics`,
    { config: { access: { permission: 'pricing.admin' } }, schema: { summary: 'Set the metric settings', description: concurrency, params: companyParams, body: metricSettingsBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.admin', companyId);
      const body = request.body;
      return sendWritten(reply, await settings.setMetricSettings(companyId, body.metrics, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    `${base}/pricing-settings/price-endings`,
    { config: { access: configure }, schema: { summary: 'Set the price endings and rounding', description: concurrency, params: companyParams, body: priceEndingsBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const body = request.body;
      return sendWritten(reply, await settings.setPriceEndings(companyId, body.priceEndings, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    `${base}/pricing-settings/engine`,
    { config: { access: configure }, schema: { summary: 'Set the price engine’s general settings', description: concurrency, params: companyParams, body: engineSettingsBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const body = request.body;
      return sendWritten(reply, await settings.setEngineSettings(companyId, body.settings, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    `${base}/pricing-settings/guardrails`,
    {
      config: { access: configure },
      schema: {
        summary: 'Set the guardrails of the price engine',
        description: `Largest change per run (null: none), never below cost, never above the MSRP, and the change above which "confirm all" asks again. A company that never set them has the defaults (20 %, below-cost guard on, MSRP cap off, 10 %). ${concurrency}`,
        params: companyParams,
        body: guardrailSettingsBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const body = request.body;
      return sendWritten(reply, await settings.setGuardrailSettings(companyId, body.guardrails, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    `${base}/pricing-settings/exchange-rates`,
    {
      config: { access: configure },
      schema: {
        summary: 'Set the exchange rates',
        description: `The whole list of dated rates (1 \`from\` = \`rate\` \`to\`, valid from a day until a newer one), replacing the list before. A rate into its own currency or two rates of a pair from the same day are refused (400 VALIDATION_FAILED). ${concurrency}`,
        params: companyParams,
        body: exchangeRatesBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const body = request.body;
      return sendWritten(reply, await settings.setExchangeRates(companyId, body.exchangeRates, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    `${base}/pricing-settings/purchase-currency`,
    {
      config: { access: configure },
      schema: {
        summary: 'Set the currency of purchase prices',
        description: `The currency of purchase prices and price limits of products that name none (\`null\`: each channel's currency, the default). A channel in another currency converts them with the exchange rates. ${concurrency}`,
        params: companyParams,
        body: purchaseCurrencyBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const body = request.body;
      return sendWritten(reply, await settings.setPurchaseCurrency(companyId, body.currency, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
    },
  );
}
