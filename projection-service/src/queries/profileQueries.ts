import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companyUserSchema, DEFAULT_LANGUAGE, profileSchema, type CompanyUser, type Profile } from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc } from '@pm/platform';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { PRICE_ANALYSIS_SETTINGS } from '../projectors/priceAnalysisSettingsProjector.ts';
import { USERS } from '../projectors/usersProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';
import { priceAnalysisSettingsOf } from './priceAnalysisSettingsQueries.ts';

type UserDoc = Doc & Omit<Profile, 'id' | 'company'> & { companyId: string; createdAt: string };
type CompanyDoc = Doc & Omit<Profile['company'], 'id'> & { feedId: string };

const companyParams = z.strictObject({ companyId: z.uuid() });

export function registerProfileQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  api.get(
    '/api/profile',
    { config: { access: 'signed-in' }, schema: { summary: 'The signed-in user with their company and settings', querystring: minPositionQuery, response: { 200: profileSchema } } },
    async (request, reply): Promise<Profile> => {
      const actor = actorOf(request);
      await readModels.consistent(request, reply, USERS, COMPANIES, PRICE_ANALYSIS_SETTINGS);
      const user = await readModels.findOne<UserDoc>(USERS, { _id: actor.userId });
      const company = await readModels.findOne<CompanyDoc>(COMPANIES, { _id: actor.companyId });
      if (!user || !company) throw appError('NOT_FOUND', 'No company or user found.');
      // A user who never chose gets the company's default (Settings › Price analysis).
      const withShippingCost = user.settings?.withShippingCost ?? (await priceAnalysisSettingsOf(readModels, company._id)).withShippingCost;
      return {
        id: user._id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        isAdmin: user.isAdmin,
        company: {
          id: company._id,
          name: company.name,
          logoUrl: company.logoUrl ?? null,
          logoPadding: company.logoPadding ?? 4,
          countries: company.countries ?? [],
          leadCountry: company.leadCountry ?? null,
        },
        settings: {
          language: user.settings?.language ?? DEFAULT_LANGUAGE,
          withShippingCost,
          favoriteProducts: user.settings?.favoriteProducts ?? [],
        },
      };
    },
  );

  api.get(
    '/api/company/:companyId/users',
    {
      config: { access: { permission: 'users.manage' } },
      schema: { summary: "The company's users, by last and first name", params: companyParams, querystring: minPositionQuery, response: { 200: z.array(companyUserSchema) } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      actorOf(request, 'users.manage', companyId);
      await readModels.consistent(request, reply, USERS);
      const users = await readModels.find<UserDoc>(USERS, { companyId }, { sort: { lastName: 1, firstName: 1 } });
      return users.map((u): CompanyUser => ({
        id: u._id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        isAdmin: u.isAdmin,
        createdAt: u.createdAt,
      }));
    },
  );
}
