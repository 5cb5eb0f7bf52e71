import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  engineCompetitorsBodySchema,
  engineSettingsBodySchema,
  expectedRevisionSchema,
  metricSettingsBodySchema,
  priceEndingsBodySchema,
  salesChannelBodySchema,
  salesChannelFieldsSchema,
  shippingRateBodySchema,
  shippingRateFieldsSchema,
} from '@pm/contracts';
import { actorOf, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { PricingSettingsCommands } from './pricingSettingsCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const channelParams = z.strictObject({ companyId: z.uuid(), channelId: z.uuid() });
const rateParams = z.strictObject({ companyId: z.uuid(), rateId: z.uuid() });
/** DELETE carries the edited revision as a query parameter (no body). */
const deleteQuery = z.strictObject({ expectedRevision: expectedRevisionSchema.optional() });
const toNumber = (revision: string | undefined) => (revision === undefined ? undefined : Number(revision));

/**
 * Price-engine settings (spec §3, §5): COMPANY_ADMIN and COMPANY_MAINTAINER configure them
 * (`pricing.configure`); metric settings are for company admins only (`pricing.admin`).
 */
export function registerPricingSettingsRoutes(app: FastifyInstance, settings: PricingSettingsCommands): void {
  const base = '/api/company/:companyId';

  app.post(`${base}/sales-channels`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const fields = parseInput(salesChannelFieldsSchema, request.body);
    return sendWritten(reply, await settings.createSalesChannel(companyId, fields, contextOf(request, actor, companyId)), 201);
  });

  app.put(`${base}/sales-channels/:channelId`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId, channelId } = parseInput(channelParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const { expectedRevision, ...fields } = parseInput(salesChannelBodySchema, request.body);
    return sendWritten(reply, await settings.updateSalesChannel(companyId, channelId, fields, toNumber(expectedRevision), contextOf(request, actor, companyId)));
  });

  app.delete(`${base}/sales-channels/:channelId`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId, channelId } = parseInput(channelParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const { expectedRevision } = parseInput(deleteQuery, request.query);
    return sendWritten(reply, await settings.deleteSalesChannel(companyId, channelId, toNumber(expectedRevision), contextOf(request, actor, companyId)));
  });

  app.post(`${base}/shipping-rates`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const fields = parseInput(shippingRateFieldsSchema, request.body);
    return sendWritten(reply, await settings.createShippingRate(companyId, fields, contextOf(request, actor, companyId)), 201);
  });

  app.put(`${base}/shipping-rates/:rateId`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId, rateId } = parseInput(rateParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const { expectedRevision, ...fields } = parseInput(shippingRateBodySchema, request.body);
    return sendWritten(reply, await settings.updateShippingRate(companyId, rateId, fields, toNumber(expectedRevision), contextOf(request, actor, companyId)));
  });

  app.delete(`${base}/shipping-rates/:rateId`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId, rateId } = parseInput(rateParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const { expectedRevision } = parseInput(deleteQuery, request.query);
    return sendWritten(reply, await settings.deleteShippingRate(companyId, rateId, toNumber(expectedRevision), contextOf(request, actor, companyId)));
  });

  app.put(`${base}/pricing-settings/competitors`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const body = parseInput(engineCompetitorsBodySchema, request.body);
    return sendWritten(reply, await settings.setEngineCompetitors(companyId, body.competitors, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
  });

  app.put(`${base}/pricing-settings/metrics`, { config: { access: { permission: 'pricing.admin' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.admin', companyId);
    const body = parseInput(metricSettingsBodySchema, request.body);
    return sendWritten(reply, await settings.setMetricSettings(companyId, body.metrics, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
  });

  app.put(`${base}/pricing-settings/price-endings`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const body = parseInput(priceEndingsBodySchema, request.body);
    return sendWritten(reply, await settings.setPriceEndings(companyId, body.priceEndings, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
  });

  app.put(`${base}/pricing-settings/engine`, { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const body = parseInput(engineSettingsBodySchema, request.body);
    return sendWritten(reply, await settings.setEngineSettings(companyId, body.settings, toNumber(body.expectedRevision), contextOf(request, actor, companyId)));
  });
}
