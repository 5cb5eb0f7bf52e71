/**
 * The data mapping's commands (issue 15 items 5, 6), served by pricing-service, the one writer of
 * everything ERP: custom value definitions, the input and the output data mapping (company admins:
 * spec §7 "update data mapping"), and the input mapping's preview over the connected system.
 * What they wrote is read through the projection's `GET …/data-mapping`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  commandResultSchema,
  customValueDefinitionsBodySchema,
  inputMappingBodySchema,
  outputMappingBodySchema,
  POSITION_HEADER,
  previewAnswerSchema,
  previewBodySchema,
  type CommandResult,
} from '@pm/contracts';
import { DEFAULT_INPUT_MAPPING } from '@pm/contracts/domain';
import { actorOf, AppError, contextOf, zodRoutes, type EventStore } from '@pm/platform';
import { createDataMappingCommands, loadDataMapping, type Written } from './dataMappingCommands.ts';
import { previewInputMapping } from './dataMappingPreview.ts';
import type { ShopSystem } from '../shopSystem/shopSystem.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const PERMISSION = 'pricing.admin';

export interface DataMappingRoutesDeps {
  events: EventStore;
  /** The company's connected system (ERP_CONNECTION_MISSING when none): H4's openShopSystem. */
  openShopSystem: (companyId: string) => Promise<ShopSystem>;
}

const revisionOf = (expected: string | undefined) => (expected === undefined ? undefined : Number(expected));
function sendWritten(reply: FastifyReply, written: Written): CommandResult {
  reply.header(POSITION_HEADER, written.position.toString());
  return { id: written.id, revision: written.revision.toString(), position: written.position.toString() };
}

export function registerDataMappingRoutes(app: FastifyInstance, deps: DataMappingRoutesDeps): void {
  const api = zodRoutes(app);
  const commands = createDataMappingCommands(deps.events);
  const refusals = 'A rule of spec §5 broken answers 422 DATA_MAPPING_INVALID with `details.issues` ({ path, code, params }); a change made since `expectedRevision` 409 CONCURRENCY_CONFLICT. Company admins only.';

  api.put(
    '/api/company/:companyId/data-mapping/custom-values',
    {
      config: { access: { permission: PERMISSION } },
      schema: {
        summary: 'Set the custom value definitions',
        description: `Key, label and data type (text, number, percentage, boolean, list, JSON) of each custom value; a key the input mapping fills cannot be removed or retyped. ${refusals}`,
        params: companyParams,
        body: customValueDefinitionsBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, PERMISSION, companyId);
      const { definitions, expectedRevision } = request.body;
      return sendWritten(reply, await commands.setCustomValues(companyId, definitions, revisionOf(expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/company/:companyId/data-mapping/input',
    {
      config: { access: { permission: PERMISSION } },
      schema: {
        summary: 'Set the input data mapping',
        description: `Which field of the ERP/shop system fills which product field, country price or custom value, with data type and number format; list separator, values for true and false and the quantity unit mapping are required. ${refusals}`,
        params: companyParams,
        body: inputMappingBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, PERMISSION, companyId);
      const { mapping, expectedRevision } = request.body;
      return sendWritten(reply, await commands.setInputMapping(companyId, mapping, revisionOf(expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/company/:companyId/data-mapping/output',
    {
      config: { access: { permission: PERMISSION } },
      schema: {
        summary: 'Set the output data mapping',
        description: `Per sales channel of the company, the ERP sales price receiving the regular price and the one receiving the strike price (both required); an output channel receives the prices of only one sales channel. ${refusals}`,
        params: companyParams,
        body: outputMappingBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, PERMISSION, companyId);
      const { mapping, expectedRevision } = request.body;
      return sendWritten(reply, await commands.setOutputMapping(companyId, mapping, revisionOf(expectedRevision), contextOf(request, actor, companyId)));
    },
  );

  api.post(
    '/api/company/:companyId/data-mapping/preview',
    {
      config: { access: { permission: PERMISSION } },
      schema: {
        summary: 'Preview the input data mapping',
        description:
          'Reads the first rows of the connected system and answers them as the mapping given (else the saved one, else the default) reads them, with per-row errors. Nothing is written. ' +
          '`connected: false` when no system is connected; a system that fails answers its ERP_* code with the status it answered.',
        params: companyParams,
        body: previewBodySchema,
        response: { 200: previewAnswerSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      actorOf(request, PERMISSION, companyId);
      const mapping = request.body.mapping ?? (await loadDataMapping(deps.events, companyId)).input ?? DEFAULT_INPUT_MAPPING;
      let system: ShopSystem;
      try {
        system = await deps.openShopSystem(companyId);
      } catch (error) {
        if (error instanceof AppError && error.code === 'ERP_CONNECTION_MISSING') return { connected: false, rows: [], issues: [], sourceFields: [] };
        throw error;
      }
      return previewInputMapping(system, mapping);
    },
  );
}
