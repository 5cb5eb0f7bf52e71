import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createCompanyBodySchema, updateCompanyBodySchema } from '@pm/contracts';
import { actorOf, appError, newId, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { UserCommands } from '../users/userCommands.ts';
import type { CompanyCommands } from './companyCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

export function registerCompanyRoutes(app: FastifyInstance, companies: CompanyCommands, users: UserCommands): void {
  app.put('/api/company/:companyId', { config: { access: { permission: 'company.manage' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'company.manage', companyId);
    const body = parseInput(updateCompanyBodySchema, request.body);
    return sendWritten(reply, await companies.changeCompanyDetails(companyId, body, contextOf(request, actor, companyId)));
  });

  /** Platform admins onboard a company together with its first administrator. */
  app.post('/api/admin/companies', { config: { access: 'platform-admin' } }, async (request, reply) => {
    const actor = actorOf(request);
    if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators may create companies.');
    const body = parseInput(createCompanyBodySchema, request.body);
    const context = contextOf(request, actor, undefined);
    // The administrator's address is reserved first: a taken address refuses the whole request
    // before the company exists.
    const userId = newId();
    await users.reserveEmail(body.admin.email, userId, context);
    const company = await companies.createCompany({ name: body.name, logoUrl: body.logoUrl ?? null, countries: body.countries, leadCountry: body.leadCountry }, context);
    const admin = await users.createUser({ ...body.admin, userId, role: 'COMPANY_ADMIN', companyId: company.id }, { ...context, companyId: company.id });
    return sendWritten(reply, { ...admin, id: company.id }, 201);
  });
}
