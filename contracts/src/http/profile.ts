import { z } from 'zod';
import { countrySchema, languageSchema, roleSchema } from '../enums.ts';

export const userSettingsSchema = z.object({
  language: languageSchema,
  withShippingCost: z.boolean(),
  favoriteProducts: z.array(z.string()),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const profileCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  logoPadding: z.number(),
  countries: z.array(countrySchema.nullable()),
  leadCountry: countrySchema.nullable(),
});

/** The user object of spec §3, answered by GET /profile. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  company: profileCompanySchema,
  settings: userSettingsSchema,
});
export type Profile = z.infer<typeof profileSchema>;
