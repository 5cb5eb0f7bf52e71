import type { Country, OwnShop, SourceKind, SourceSettingsBody, UpdateCompanyBody } from '@pm/contracts';
import type { CompanyEvent } from '@pm/contracts/events';
import { evolveConnectedSources, sourceSettingsChange, type ConnectedSources } from '@pm/contracts/domain';
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
  /** Connected stores/marketplaces/comparison sites with the company's own settings of each (the domain core's fold). */
  sources: ConnectedSources;
  /** The company's own shops (spec §3), the whole list. */
  ownShops: OwnShop[];
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
  /** Connects a source (once) and applies the company's own settings given with it. */
  | { type: 'ConnectSource'; sourceId: string; kind: SourceKind; settings?: SourceSettingsBody; configuredProxyIds?: readonly string[] }
  | { type: 'DisconnectSource'; sourceId: string }
  /** The company's own settings of a connected source; a proxy must be one of `configuredProxyIds`. */
  | { type: 'ChangeSourceSettings'; sourceId: string; settings: SourceSettingsBody; configuredProxyIds: readonly string[] }
  /** The own shops as they are to be (checked by the body schema: http(s), bounded, no repeats). */
  | { type: 'ChangeOwnShops'; ownShops: OwnShop[] };

const initialState = (): CompanyState => ({ exists: false, companyId: '', name: '', logoUrl: null, logoPadding: 4, countries: [], leadCountry: null, sources: {}, ownShops: [] });

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
      case 'CompanySourceDisconnected':
      case 'CompanySourceSettingsChanged':
        return { ...state, sources: evolveConnectedSources(state.sources, event) };
      case 'CompanyOwnShopsChanged':
        return { ...state, ownShops: event.data.ownShops };
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
      case 'ConnectSource': {
        if (!state.exists) throw appError('COMPANY_NOT_FOUND', 'No company found.');
        const connected: CompanyEvent[] = state.sources[command.sourceId] ? [] : [{ type: 'CompanySourceConnected', data: { companyId: state.companyId, sourceId: command.sourceId, kind: command.kind } }];
        const sources = connected.reduce(evolveConnectedSources, state.sources);
        const current = sources[command.sourceId]?.settings;
        const settings = current && command.settings ? sourceSettingsChange(state.companyId, command.sourceId, current, command.settings, command.configuredProxyIds ?? []) : [];
        return [...connected, ...settings];
      }
      case 'DisconnectSource':
        if (!state.sources[command.sourceId]) throw appError('SOURCE_NOT_FOUND', 'This shop or price comparison site is not connected.');
        return [{ type: 'CompanySourceDisconnected', data: { companyId: state.companyId, sourceId: command.sourceId } }];
      case 'ChangeSourceSettings': {
        const connected = state.sources[command.sourceId];
        if (!connected) throw appError('SOURCE_NOT_FOUND', 'This shop or price comparison site is not connected.');
        return sourceSettingsChange(state.companyId, command.sourceId, connected.settings, command.settings, command.configuredProxyIds);
      }
      case 'ChangeOwnShops':
        if (!state.exists) throw appError('COMPANY_NOT_FOUND', 'No company found.');
        // The same list again writes nothing.
        if (JSON.stringify(command.ownShops) === JSON.stringify(state.ownShops)) return [];
        return [{ type: 'CompanyOwnShopsChanged', data: { companyId: state.companyId, ownShops: command.ownShops } }];
    }
  },
};
