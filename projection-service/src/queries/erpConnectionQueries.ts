import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { erpConnectionViewSchema, erpOutputChannelsSchema, type ErpConnectionView, type ErpOutputChannels, type ErpRefreshView } from '@pm/contracts';
import { actorOf, zodRoutes } from '@pm/platform';
import { ERP_CONNECTIONS, ERP_OUTPUT_CHANNELS, ERP_REFRESHES, type ErpConnectionDoc, type ErpOutputChannelsDoc, type ErpRefreshDoc } from '../projectors/erpConnectionProjector.ts';
import { minPositionParam, type ReadModels } from '../runtime/readModels.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

const refreshView = (doc: ErpRefreshDoc | null): ErpRefreshView | null => {
  if (!doc) return null;
  const { _id: _omitId, companyId: _omitCompany, ...view } = doc;
  return view;
};

export function registerErpConnectionQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);

  api.get(
    '/api/company/:companyId/erp/connection',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's ERP/shop connection",
        description: 'System, address and user name (whether a password is set — never the password), the last test, and the last refresh of the inputs and of the output channels with progress and result.',
        params: companyParams,
        querystring: z.strictObject({ minPosition: minPositionParam }),
        response: { 200: erpConnectionViewSchema },
      },
    },
    async (request, reply): Promise<ErpConnectionView> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, ERP_CONNECTIONS);
      const doc = await readModels.findOne<ErpConnectionDoc>(ERP_CONNECTIONS, { _id: companyId });
      const refresh = async (id: string | undefined) => (id ? refreshView(await readModels.findOne<ErpRefreshDoc>(ERP_REFRESHES, { _id: id, companyId })) : null);
      return {
        connected: doc?.system !== undefined,
        system: doc?.system ?? null,
        url: doc?.url ?? null,
        username: doc?.username ?? null,
        secretSet: doc?.secretSet ?? false,
        lastTest: doc?.lastTest ?? null,
        lastInputsRefresh: await refresh(doc?.lastInputsRefreshId),
        lastOutputChannelsRefresh: await refresh(doc?.lastOutputChannelsRefreshId),
        revision: doc?.revision ?? '-1',
      };
    },
  );

  api.get(
    '/api/company/:companyId/erp/output-channels',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'The output channels read from the ERP/shop system',
        description: 'The sales price configurations (id, name, type, currencies, countries) the last "refresh output channels" read; empty before the first.',
        params: companyParams,
        querystring: z.strictObject({ minPosition: minPositionParam }),
        response: { 200: erpOutputChannelsSchema },
      },
    },
    async (request, reply): Promise<ErpOutputChannels> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, ERP_OUTPUT_CHANNELS);
      const doc = await readModels.findOne<ErpOutputChannelsDoc>(ERP_OUTPUT_CHANNELS, { _id: companyId });
      return { channels: doc?.channels ?? [], readAt: doc?.readAt ?? null };
    },
  );
}
