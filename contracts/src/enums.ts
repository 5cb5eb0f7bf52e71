/** Enumerations of the product spec (§3, §9). */
import { z } from 'zod';

export const ROLES = ['COMPANY_ADMIN', 'COMPANY_MAINTAINER', 'COMPANY_VIEWER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const COUNTRIES = ['de', 'es', 'fr', 'it', 'nl', 'pl', 'gb', 'us', 'at', 'ch', 'be', 'lu'] as const;
export const countrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof countrySchema>;
export const DEFAULT_COUNTRY: Country = 'de';

export const LANGUAGES = ['de-DE', 'en-US', 'de', 'en'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'de-DE';

export const CURRENCIES = ['EUR', 'GBP', 'PLN', 'USD', 'CHF'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
