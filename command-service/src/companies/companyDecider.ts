import type { Country, SourceKind, UpdateCompanyBody } from '@pm/contracts';
import type { CompanyEvent } from '@pm/contracts/events';
import { appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface CompanyState {
  exists: boolean;
  companyId: string;
  name: string;
  logoUrl: string | null;
  logoPadding: number;
  countries: (Country | null)[];
  leadCountry: Country | null;
  /** Connected stores/marketplaces/comparison sites: sourceId → kind. */
  sources: Record<string, SourceKind>;
}

export type CompanyCommand =
  | {
      type: 'CreateCompany';
      companyId: string;
      name: string;
      logoUrl: string | null;
      logoPadding: number;
      countries: (Country | null)[];
      leadCountry: Country | null;
      feedId: string;
    }
  | ({ type: 'ChangeCompanyDetails' } & UpdateCompanyBody)
  | { type: 'ConnectSource'; sourceId: string; kind: SourceKind }
  | { type: 'DisconnectSource'; sourceId: string };

const initialState = (): CompanyState => ({ exists: false, companyId: '', name: '', logoUrl: null, logoPadding: 4, countries: [], leadCountry: null, sources: {} });

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState,
  evolve: (state, event) => {
    switch (event.type) {
      case 'CompanyCreated': {
        const { feedId: _feedId, ...company } = event.data;
        return { ...state, exists: true, ...company };
      }
      case 'CompanyDetailsChanged': {
        const { companyId: _companyId, ...changes } = event.data;
        return { ...state, ...changes };
      }
      case 'CompanySourceConnected':
        return { ...state, sources: { ...state.sources, [event.data.sourceId]: event.data.kind } };
      case 'CompanySourceDisconnected': {
        const { [event.data.sourceId]: _removed, ...sources } = state.sources;
        return { ...state, sources };
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCompany': {
        if (state.exists) throw appError('COMPANY_EXISTS', 'The company exists already.');
        const { type: _type, ...data } = command;
        return [{ type: 'CompanyCreated', data }];
      }
      case 'ChangeCompanyDetails': {
        if (!state.exists) throw appError('COMPANY_NOT_FOUND', 'No company found.');
        const { type: _type, ...requested } = command;
        const changes = Object.fromEntries(
          Object.entries(requested).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(state[key as keyof CompanyState])),
        ) as UpdateCompanyBody;
        const countries = changes.countries ?? state.countries;
        const lead = changes.leadCountry ?? state.leadCountry;
        if (lead !== null && !countries.includes(lead)) {
          throw appError('LEAD_COUNTRY_NOT_IN_COUNTRIES', 'The lead country must be one of the company’s countries.');
        }
        return Object.keys(changes).length === 0 ? [] : [{ type: 'CompanyDetailsChanged', data: { companyId: state.companyId, ...changes } }];
      }
      case 'ConnectSource':
        if (!state.exists) throw appError('COMPANY_NOT_FOUND', 'No company found.');
        return state.sources[command.sourceId] ? [] : [{ type: 'CompanySourceConnected', data: { companyId: state.companyId, sourceId: command.sourceId, kind: command.kind } }];
      case 'DisconnectSource':
        if (!state.sources[command.sourceId]) throw appError('SOURCE_NOT_FOUND', 'This shop or price comparison site is not connected.');
        return [{ type: 'CompanySourceDisconnected', data: { companyId: state.companyId, sourceId: command.sourceId } }];
    }
  },
};
