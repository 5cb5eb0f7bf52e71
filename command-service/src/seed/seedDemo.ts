import type { CommandService } from '../commandService.ts';
import type { Role } from '@pm/contracts';
import { newId, type CommandContext } from '@pm/platform';

export const DEMO_COMPANY_NAME = 'Demo Outdoor GmbH';
export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isAdmin: boolean;
}

/** The accounts a first start creates (all share DEMO_PASSWORD). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.example', firstName: 'Anna', lastName: 'Admin', role: 'COMPANY_ADMIN', isAdmin: false },
  { email: 'maintainer@demo.example', firstName: 'Max', lastName: 'Maintainer', role: 'COMPANY_MAINTAINER', isAdmin: false },
  { email: 'viewer@demo.example', firstName: 'Vera', lastName: 'Viewer', role: 'COMPANY_VIEWER', isAdmin: false },
  /** Platform admin (the operator's staff): sees the Admin area and may act across companies. */
  { email: 'platform@demo.example', firstName: 'Paul', lastName: 'Platform', role: 'COMPANY_ADMIN', isAdmin: true },
];

/**
 * Creates the demo company and accounts through the same commands the API uses (so they exist
 * only as events and projections). Does nothing when the demo admin exists already.
 */
export async function seedDemo(commands: CommandService, password: string): Promise<{ created: false } | { created: true; companyId: string }> {
  const [first] = DEMO_ACCOUNTS;
  if (!first || (await commands.users.emailHolder(first.email))) return { created: false };
  const context: CommandContext = { companyId: null, userId: 'service:seed', correlationId: newId(), causationId: null };
  const company = await commands.companyCommands.createCompany(
    { name: DEMO_COMPANY_NAME, countries: ['de', 'at', 'ch'], leadCountry: 'de', logoPadding: 4 },
    context,
  );
  for (const account of DEMO_ACCOUNTS) {
    await commands.userCommands.createUser({ ...account, password, companyId: company.id }, { ...context, companyId: company.id });
  }
  return { created: true, companyId: company.id };
}
