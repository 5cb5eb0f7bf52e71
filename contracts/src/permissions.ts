/**
 * What each role may do (spec §6). The server enforces it; the web app mirrors it to hide or
 * disable actions. Platform admins (`isAdmin`) may do everything in every company.
 */
import type { Role } from './enums.ts';

export const PERMISSIONS = [
  /** Read price data, analyses and own settings. */
  'data.view',
  /** Create/change products, categories, sources, rules, adjustments. */
  'data.edit',
  /** See and change company details. */
  'company.manage',
  /** List, create, change and delete the company's users. */
  'users.manage',
  /** Scrape a product's competitor URLs now instead of at their next scheduled time. */
  'scrape.now',
  /** Change price-engine settings and rules, start rule-engine runs. */
  'pricing.configure',
  /** Confirm or discard price adjustments. */
  'prices.decide',
  /** Metric thresholds and the output feed id (company-wide settings). */
  'pricing.admin',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const byRole: Record<Role, readonly Permission[]> = {
  COMPANY_ADMIN: ['data.view', 'data.edit', 'company.manage', 'users.manage', 'scrape.now', 'pricing.configure', 'prices.decide', 'pricing.admin'],
  COMPANY_MAINTAINER: ['data.view', 'data.edit', 'pricing.configure', 'prices.decide'],
  COMPANY_VIEWER: ['data.view'],
};

export function roleAllows(role: Role, isAdmin: boolean, permission: Permission): boolean {
  return isAdmin || byRole[role].includes(permission);
}
