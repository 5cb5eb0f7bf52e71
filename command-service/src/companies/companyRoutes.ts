import type { FastifyInstance } from 'fastify';
import { commandResultSchema, createCompanyBodySchema, ownShopsBodySchema, updateCompanyBodySchema } from '@pm/contracts';
import { actorOf, appError, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { UserCommands } from '../users/userCommands.ts';
import { createCompanyWithAdmin, type CompanyCommands } from './companyCommands.ts';

export function registerCompanyRoutes(app: FastifyInstance, companies: CompanyCommands, users: UserCommands): void {
  const api = zodRoutes(app);

  api.put(
    '/api/company/:companyId',
    {
      config: { access: { permission: 'company.manage' } },
      schema: { summary: 'Change the company details', description: 'Name, logo, countries and lead country; the lead country must be one of the countries.', params: companyParams, body: updateCompanyBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'company.manage', companyId);
      return sendWritten(reply, await companies.changeCompanyDetails(companyId, request.body, contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/company/:companyId/own-shops',
    {
      config: { access: { permission: 'company.manage' } },
      schema: {
        summary: "Set the company's own shops",
        description:
          'The names and web addresses (http or https) under which the company sells itself — the whole list as it is to be, at most 20, names up to 100 characters, no name or host twice (400 VALIDATION_FAILED otherwise). An offer of one of them on a price comparison site is the company\'s own and never counted as a competitor. Company administrators and platform admins.',
        params: companyParams,
        body: ownShopsBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'company.manage', companyId);
      return sendWritten(reply, await companies.changeOwnShops(companyId, request.body, contextOf(request, actor, companyId)));
    },
  );

  /** Platform admins onboard a company together with its first administrator. */
  api.post(
    '/api/admin/companies',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Create a company with its first administrator',
        description: 'Answers the new company\'s id; `revision` and `position` are those of the administrator\'s account. A taken email refuses the whole request.',
        body: createCompanyBodySchema,
        response: { 201: commandResultSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators may create companies.');
      const body = request.body;
      // All or nothing: a taken address refuses the whole request before the company exists.
      const written = await createCompanyWithAdmin(companies, users, { name: body.name, logoUrl: body.logoUrl ?? null, countries: body.countries, leadCountry: body.leadCountry, admin: body.admin }, contextOf(request, actor, undefined));
      return sendWritten(reply, written, 201);
    },
  );
}
