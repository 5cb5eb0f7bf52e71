import { type Country, type OwnShopsBody, type UpdateCompanyBody } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { handleCommand, newId, type CommandContext, type EventStore } from '@pm/platform';
import { randomBytes } from 'node:crypto';
import { companyDecider } from './companyDecider.ts';
import type { UserCommands, Written } from '../users/userCommands.ts';

export interface CreateCompanyInput {
  companyId?: string;
  name: string;
  logoUrl?: string | null;
  logoPadding?: number;
  countries?: (Country | null)[];
  leadCountry?: Country | null;
}

export function createCompanyCommands(store: EventStore) {
  async function createCompany(input: CreateCompanyInput, context: CommandContext): Promise<Written> {
    const companyId = input.companyId ?? newId();
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, {
      type: 'CreateCompany',
      companyId,
      name: input.name,
      logoUrl: input.logoUrl ?? null,
      logoPadding: input.logoPadding ?? 4,
      countries: input.countries ?? ['de'],
      leadCountry: input.leadCountry ?? 'de',
      // The feed id is a secret in the output feed URL: unguessable.
      feedId: randomBytes(16).toString('base64url'),
    }, { ...context, companyId });
    return { id: companyId, revision: outcome.revision, position: outcome.position };
  }

  async function changeCompanyDetails(companyId: string, changes: UpdateCompanyBody, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, { type: 'ChangeCompanyDetails', ...changes }, context);
    return { id: companyId, revision: outcome.revision, position: outcome.position };
  }

  async function changeOwnShops(companyId: string, body: OwnShopsBody, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.company(companyId), companyDecider, { type: 'ChangeOwnShops', ownShops: body.ownShops }, context);
    return { id: companyId, revision: outcome.revision, position: outcome.position };
  }

  return { createCompany, changeCompanyDetails, changeOwnShops };
}

export type CompanyCommands = ReturnType<typeof createCompanyCommands>;

export interface FirstAdminInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Onboarding a company with its first administrator, all or nothing (a saga on the e-mail
 * reservation): the administrator's address is reserved first for the new account — the one
 * step that can be refused (409 EMAIL_TAKEN), decided before anything else is written, and a
 * reservation no concurrent request can take over — then the company is written, then the
 * administrator's account (which confirms the reservation). A failure writing the company gives
 * the reservation back. So parallel requests with one address write one company; the others
 * write nothing. Answers the company's id with the administrator's revision and position.
 */
export async function createCompanyWithAdmin(
  companies: CompanyCommands,
  users: UserCommands,
  input: Omit<CreateCompanyInput, 'companyId'> & { admin: FirstAdminInput },
  context: CommandContext,
): Promise<Written> {
  const { admin, ...company } = input;
  const userId = newId();
  const companyId = newId();
  await users.reserveEmail(admin.email, userId, context);
  try {
    await companies.createCompany({ ...company, companyId }, context);
  } catch (error) {
    await users.releaseEmail(admin.email, userId, context).catch(() => undefined);
    throw error;
  }
  const written = await users.createUser({ ...admin, userId, role: 'COMPANY_ADMIN', companyId }, { ...context, companyId });
  return { ...written, id: companyId };
}
