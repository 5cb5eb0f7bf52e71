import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCompanyOverviewSchema, adminCompanySchema, companyDetailsSchema, companySetupSchema, type AdminCompany, type AdminCompanyOverview, type CompanyDetails, type CompanySetup, type Country, type OwnShop } from '@pm/contracts';
import { actorOf, appError, zodRoutes, type Doc } from '@pm/platform';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { COMPANY_SETUP } from '../projectors/companySetupProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';

type CompanyDoc = Doc & { name: string; logoUrl: string | null; logoPadding: number; countries: (Country | null)[]; leadCountry: Country | null; feedId: string; createdAt: string; ownShops?: OwnShop[] };
type SetupDoc = Doc & Partial<CompanySetup>;

const companyParams = z.strictObject({ companyId: z.uuid() });

const toSetup = (doc: SetupDoc | null | undefined): CompanySetup => ({
  users: doc?.users ?? 0,
  products: doc?.products ?? 0,
  sources: doc?.sources ?? 0,
  priceRules: doc?.priceRules ?? 0,
});

function toAdminCompany(company: CompanyDoc, setup: SetupDoc | null | undefined): AdminCompany {
  return {
    id: company._id,
    name: company.name,
    logoUrl: company.logoUrl,
    logoPadding: company.logoPadding,
    countries: company.countries,
    leadCountry: company.leadCountry,
    createdAt: company.createdAt,
    userCount: toSetup(setup).users,
    ownShops: company.ownShops ?? [],
  };
}

export function registerCompanyQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  api.get(
    '/api/company/:companyId',
    {
      config: { access: { permission: 'company.manage' } },
      schema: { summary: "The company's details with its feed id", params: companyParams, querystring: minPositionQuery, response: { 200: companyDetailsSchema } },
    },
    async (request, reply): Promise<CompanyDetails> => {
      const { companyId } = request.params;
      actorOf(request, 'company.manage', companyId);
      await readModels.consistent(request, reply, COMPANIES, COMPANY_SETUP);
      const company = await readModels.findOne<CompanyDoc>(COMPANIES, { _id: companyId });
      if (!company) throw appError('COMPANY_NOT_FOUND', 'No company found.');
      const setup = await readModels.findOne<SetupDoc>(COMPANY_SETUP, { _id: companyId });
      return { ...toAdminCompany(company, setup), feedId: company.feedId };
    },
  );

  api.get(
    '/api/company/:companyId/setup',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'What the company has set up so far',
        description: 'The numbers of users, products, sources and price rules (the guided start of the dashboard).',
        params: companyParams,
        querystring: minPositionQuery,
        response: { 200: companySetupSchema },
      },
    },
    async (request, reply): Promise<CompanySetup> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, COMPANY_SETUP);
      return toSetup(await readModels.findOne<SetupDoc>(COMPANY_SETUP, { _id: companyId }));
    },
  );

  api.get(
    '/api/admin/companies',
    { config: { access: 'platform-admin' }, schema: { summary: 'Every company, by name', querystring: minPositionQuery, response: { 200: z.array(adminCompanySchema) } } },
    async (request, reply): Promise<AdminCompany[]> => {
      const actor = actorOf(request);
      if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators may list companies.');
      await readModels.consistent(request, reply, COMPANIES, COMPANY_SETUP);
      const companies = await readModels.find<CompanyDoc>(COMPANIES, {}, { sort: { name: 1 } });
      const setups = new Map((await readModels.find<SetupDoc>(COMPANY_SETUP, {})).map((s) => [s._id, s]));
      return companies.map((company) => toAdminCompany(company, setups.get(company._id)));
    },
  );

  api.get(
    '/api/admin/companies/:companyId',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'One company for its admin page',
        description: 'Details, what it has set up (users, products, sources, price rules) and whether its output feed has an id. Platform administrators only (others: 403 FORBIDDEN).',
        params: companyParams,
        querystring: minPositionQuery,
        response: { 200: adminCompanyOverviewSchema },
      },
    },
    async (request, reply): Promise<AdminCompanyOverview> => {
      const actor = actorOf(request);
      if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators may open a company’s admin page.');
      const { companyId } = request.params;
      await readModels.consistent(request, reply, COMPANIES, COMPANY_SETUP);
      const company = await readModels.findOne<CompanyDoc>(COMPANIES, { _id: companyId });
      if (!company) throw appError('COMPANY_NOT_FOUND', 'No company found.');
      const setup = await readModels.findOne<SetupDoc>(COMPANY_SETUP, { _id: companyId });
      return { ...toAdminCompany(company, setup), setup: toSetup(setup), feedIdIssued: company.feedId.length > 0 };
    },
  );
}
