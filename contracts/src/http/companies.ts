import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';
import { countrySchema } from '../enums.ts';
import { createUserBodySchema } from './users.ts';

const countries = z.array(countrySchema).min(1).max(12).refine((list) => new Set(list).size === list.length, { message: 'Countries must not repeat' });

export const companyDetailsFields = {
  name: displayNameSchema(120),
  logoUrl: z.url({ protocol: /^https?$/ }).max(2_000).nullable(),
  logoPadding: z.number().int().min(0).max(64),
  countries,
  leadCountry: countrySchema,
};

/** PUT /company/{companyId} (COMPANY_ADMIN). The lead country must be one of the countries. */
export const updateCompanyBodySchema = z
  .strictObject({
    name: companyDetailsFields.name.optional(),
    logoUrl: companyDetailsFields.logoUrl.optional(),
    logoPadding: companyDetailsFields.logoPadding.optional(),
    countries: companyDetailsFields.countries.optional(),
    leadCountry: companyDetailsFields.leadCountry.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'At least one field is required' });
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

/**
 * The company's own shops (spec §3 'Company': own shop names and URLs): the names and web
 * addresses under which the company sells itself, so that its own offers on comparison sites are
 * recognised and never counted as a competitor's. Names and hosts must not repeat.
 */
export const OWN_SHOPS_MAX = 20;
export const OWN_SHOP_NAME_MAX = 100;
export const ownShopSchema = z.strictObject({
  name: displayNameSchema(OWN_SHOP_NAME_MAX),
  url: z.url({ protocol: /^https?$/ }).max(500),
});
export type OwnShop = z.infer<typeof ownShopSchema>;
/** Names compare without case and spacing ("Bergsport Shop" = "bergsport-shop"). */
export const ownShopNameKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** PUT /company/{companyId}/own-shops (company administrators, platform admins): the whole list as it is to be. */
export const ownShopsBodySchema = z.strictObject({
  ownShops: z
    .array(ownShopSchema)
    .max(OWN_SHOPS_MAX)
    .refine((list) => new Set(list.map((shop) => ownShopNameKey(shop.name))).size === list.length, { message: 'Own shop names must not repeat' })
    .refine((list) => new Set(list.map((shop) => (URL.canParse(shop.url) ? new URL(shop.url).hostname.replace(/^www\./, '') : shop.url))).size === list.length, { message: 'Own shop web addresses must not repeat' }),
});
export type OwnShopsBody = z.infer<typeof ownShopsBodySchema>;

/** POST /admin/companies (platform admin): a company and its first administrator. */
export const createCompanyBodySchema = z
  .strictObject({
    name: companyDetailsFields.name,
    logoUrl: companyDetailsFields.logoUrl.optional(),
    countries: companyDetailsFields.countries,
    leadCountry: companyDetailsFields.leadCountry,
    admin: createUserBodySchema.omit({ role: true }),
  })
  .refine((b) => b.countries.includes(b.leadCountry), { message: 'The lead country must be one of the countries', path: ['leadCountry'] });
export type CreateCompanyBody = z.infer<typeof createCompanyBodySchema>;

/** GET /company/{companyId}: company details (COMPANY_ADMIN). */
export const companyDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  logoPadding: z.number(),
  countries: z.array(countrySchema.nullable()),
  leadCountry: countrySchema.nullable(),
  feedId: z.string(),
  createdAt: z.string(),
  userCount: z.number().int(),
  ownShops: z.array(ownShopSchema),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** GET /admin/companies: every company (platform admin). */
export const adminCompanySchema = companyDetailsSchema.omit({ feedId: true });
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** GET /company/{companyId}/setup: what a new company has set up (dashboard guided start). */
export const companySetupSchema = z.object({
  users: z.number().int(),
  products: z.number().int(),
  sources: z.number().int(),
  priceRules: z.number().int(),
});
export type CompanySetup = z.infer<typeof companySetupSchema>;

/**
 * GET /admin/companies/{companyId} (platform admins): one company as its admin page opens it —
 * details, what it has set up, and whether its output feed has an id (the secret itself is not
 * answered: the company's administrators see and renew it on their feed page).
 */
export const adminCompanyOverviewSchema = adminCompanySchema.extend({
  setup: companySetupSchema,
  feedIdIssued: z.boolean(),
});
export type AdminCompanyOverview = z.infer<typeof adminCompanyOverviewSchema>;
