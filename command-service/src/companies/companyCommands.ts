import { type Country, type UpdateCompanyBody } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { handleCommand, newId, type CommandContext, type EventStore } from '@pm/platform';
import { randomBytes } from 'node:crypto';
import { companyDecider } from './companyDecider.ts';
import type { Written } from '../users/userCommands.ts';

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

  return { createCompany, changeCompanyDetails };
}

export type CompanyCommands = ReturnType<typeof createCompanyCommands>;
