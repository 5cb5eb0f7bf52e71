import type { CompanyEvent, Country } from '@pm/contracts';
import { conflict } from '@pm/platform';
import type { Decider } from '@pm/platform';

export interface CompanyState {
  exists: boolean;
  name: string;
}

export type CompanyCommand = {
  type: 'CreateCompany';
  companyId: string;
  name: string;
  logoUrl: string | null;
  logoPadding: number;
  countries: (Country | null)[];
  leadCountry: Country | null;
  feedId: string;
};

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ exists: false, name: '' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CompanyCreated':
        return { exists: true, name: event.data.name };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCompany': {
        if (state.exists) throw conflict('COMPANY_EXISTS', 'The company exists already.');
        const { type: _type, ...data } = command;
        return [{ type: 'CompanyCreated', data }];
      }
    }
  },
};
