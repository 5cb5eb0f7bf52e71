/**
 * The ERP/shop connection's commands (issue 15 items 3, 4), served by pricing-service, the one
 * writer of everything ERP: save the settings and test them (company admins), start a refresh of
 * the inputs or the output channels (admins and maintainers). What they wrote is read through the
 * projection's queries (`GET …/erp/connection`, `GET …/erp/output-channels`).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema, erpConnectionTestSchema, erpRefreshKindSchema, erpRefreshStartedSchema, POSITION_HEADER, setErpConnectionBodySchema } from '@pm/contracts';
import { actorOf, AppError, contextOf, zodRoutes } from '@pm/platform';
import { createErpConnectionCommands } from '../erpRefresh/erpConnectionCommands.ts';
import type { ErpRefreshRunner } from '../erpRefresh/erpRefreshRunner.ts';
import type { ShopSystemAccess } from '../shopSystem/openShopSystem.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

export interface ErpRoutesDeps {
  access: ShopSystemAccess;
  refreshes: ErpRefreshRunner;
}

export function registerErpConnectionRoutes(app: FastifyInstance, deps: ErpRoutesDeps): void {
  const api = zodRoutes(app);
  const commands = createErpConnectionCommands(deps.access);

  api.put(
    '/api/company/:companyId/erp/connection',
    {
      config: { access: { permission: 'pricing.admin' } },
      schema: {
        summary: 'Save the ERP/shop connection',
        description: 'System (Plenty or a CSV/JSON export URL), address, user name and password/API key. The password is encrypted (AES-256-GCM) before it is stored and never answered; without `secret` the saved one is kept. Company admins only.',
        params: companyParams,
        body: setErpConnectionBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.admin', companyId);
      const outcome = await commands.setConnection(companyId, request.body, contextOf(request, actor, companyId));
      reply.header(POSITION_HEADER, outcome.position.toString());
      return { id: companyId, revision: outcome.revision.toString(), position: outcome.position.toString() };
    },
  );

  api.post(
    '/api/company/:companyId/erp/connection/test',
    {
      config: { access: { permission: 'pricing.admin' } },
      schema: {
        summary: 'Test the ERP/shop connection',
        description: 'Signs in with the saved settings and reads the smallest thing proving the connection works. The answer says ok, or the ERP_* code and the status code the system answered with. Company admins only.',
        params: companyParams,
        response: { 200: erpConnectionTestSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.admin', companyId);
      return commands.testConnection(companyId, contextOf(request, actor, companyId));
    },
  );

  api.post(
    '/api/company/:companyId/erp/refreshes',
    {
      config: { access: { permission: 'pricing.configure' } },
      schema: {
        summary: 'Refresh inputs or output channels from the ERP/shop system',
        description:
          'Starts the refresh in the background (one per company at a time: 409 ERP_REFRESH_RUNNING). INPUTS reads every page first, then applies the valid rows to the products (created/updated/unchanged/rejected); OUTPUT_CHANNELS reads the sales price configurations. Progress and the result: GET …/erp/connection. Admins and maintainers.',
        params: companyParams,
        body: z.strictObject({ kind: erpRefreshKindSchema }),
        response: { 202: erpRefreshStartedSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const connection = await commands.load(companyId);
      if (!connection.system) throw new AppError('ERP_CONNECTION_MISSING', 'No ERP/shop system is connected yet.');
      const started = await deps.refreshes.start(companyId, request.body.kind, actor.userId, connection.system);
      reply.header(POSITION_HEADER, started.position.toString()).status(202);
      return { refreshId: started.refreshId, position: started.position.toString() };
    },
  );
}
