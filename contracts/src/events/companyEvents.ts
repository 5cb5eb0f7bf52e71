import { z } from 'zod';
import { countrySchema } from '../enums.ts';
import { ownShopSchema } from '../http/companies.ts';
import { companySourceSettingsSchema } from '../http/sources.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Stream `company-<companyId>`. */
export const CompanyCreated = defineEvent(
  'CompanyCreated',
  1,
  z.object({
    companyId: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    logoPadding: z.number(),
    countries: z.array(countrySchema.nullable()),
    leadCountry: countrySchema.nullable(),
    feedId: z.string(),
  }),
);

export const CompanyDetailsChanged = defineEvent(
  'CompanyDetailsChanged',
  1,
  z.object({
    companyId: z.string(),
    name: z.string().optional(),
    logoUrl: z.string().nullable().optional(),
    logoPadding: z.number().optional(),
    countries: z.array(countrySchema.nullable()).optional(),
    leadCountry: countrySchema.nullable().optional(),
  }),
);

/** A store/marketplace/comparison site the company compares itself with. */
export const CompanySourceConnected = defineEvent('CompanySourceConnected', 1, z.object({ companyId: z.string(), sourceId: z.string(), kind: z.enum(['STORE', 'MARKETPLACE', 'AGGREGATOR']) }));
export const CompanySourceDisconnected = defineEvent('CompanySourceDisconnected', 1, z.object({ companyId: z.string(), sourceId: z.string() }));
/**
 * The company's own settings of a connected source (all of them, as they are now): whether and
 * how often its URLs there are scraped and the id of the configured proxy its jobs go through.
 * A connection without this event has `DEFAULT_SOURCE_SETTINGS`.
 */
export const CompanySourceSettingsChanged = defineEvent('CompanySourceSettingsChanged', 1, z.object({ companyId: z.string(), sourceId: z.string(), ...companySourceSettingsSchema.shape }));

/** The company's own shops, the whole list as it is now (spec §3; none before the first change). */
export const CompanyOwnShopsChanged = defineEvent('CompanyOwnShopsChanged', 1, z.object({ companyId: z.string(), ownShops: z.array(ownShopSchema) }));

export type CompanyEvent =
  | DomainEvent<typeof CompanyCreated>
  | DomainEvent<typeof CompanyDetailsChanged>
  | DomainEvent<typeof CompanySourceConnected>
  | DomainEvent<typeof CompanySourceDisconnected>
  | DomainEvent<typeof CompanySourceSettingsChanged>
  | DomainEvent<typeof CompanyOwnShopsChanged>;
export const companyEvents = [CompanyCreated, CompanyDetailsChanged, CompanySourceConnected, CompanySourceDisconnected, CompanySourceSettingsChanged, CompanyOwnShopsChanged] as const;
