import { z } from 'zod';
import { countrySchema } from '../enums.ts';
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

export type CompanyEvent = DomainEvent<typeof CompanyCreated> | DomainEvent<typeof CompanyDetailsChanged>;
export const companyEvents = [CompanyCreated, CompanyDetailsChanged] as const;
