import type { Role, UpdateUserSettingsBody } from '../../index.ts';
import type { UserEvent } from '../../events/index.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface UserState {
  status: 'none' | 'active' | 'deleted';
  userId: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isAdmin: boolean;
}

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; companyId: string; email: string; firstName: string; lastName: string; role: Role; isAdmin: boolean }
  | { type: 'ChangeUserDetails'; firstName?: string | undefined; lastName?: string | undefined; email?: string | undefined }
  | { type: 'ChangeUserRole'; role: Role }
  | ({ type: 'ChangeUserSettings' } & UpdateUserSettingsBody)
  | { type: 'DeleteUser' };

const initialState = (): UserState => ({
  status: 'none',
  userId: '',
  companyId: '',
  email: '',
  firstName: '',
  lastName: '',
  role: 'COMPANY_VIEWER',
  isAdmin: false,
});

function requireActive(state: UserState): void {
  if (state.status !== 'active') throw appError('USER_NOT_FOUND', 'No company or user found.');
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState,
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, status: 'active', ...event.data };
      case 'UserDetailsChanged': {
        const { userId: _userId, ...changes } = event.data;
        return { ...state, ...changes };
      }
      case 'UserRoleChanged':
        return { ...state, role: event.data.role };
      case 'UserSettingsChanged':
        return state;
      case 'UserDeleted':
        return { ...state, status: 'deleted' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'none') throw appError('USER_EXISTS', 'The user exists already.');
        const { type: _type, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      case 'ChangeUserDetails': {
        requireActive(state);
        const changes: { firstName?: string; lastName?: string; email?: string } = {};
        if (command.firstName !== undefined && command.firstName !== state.firstName) changes.firstName = command.firstName;
        if (command.lastName !== undefined && command.lastName !== state.lastName) changes.lastName = command.lastName;
        if (command.email !== undefined && command.email !== state.email) changes.email = command.email;
        return Object.keys(changes).length === 0 ? [] : [{ type: 'UserDetailsChanged', data: { userId: state.userId, ...changes } }];
      }
      case 'ChangeUserRole':
        requireActive(state);
        return command.role === state.role ? [] : [{ type: 'UserRoleChanged', data: { userId: state.userId, role: command.role } }];
      case 'ChangeUserSettings': {
        requireActive(state);
        const { type: _type, ...settings } = command;
        return [{ type: 'UserSettingsChanged', data: { userId: state.userId, ...settings } }];
      }
      case 'DeleteUser':
        requireActive(state);
        return [{ type: 'UserDeleted', data: { userId: state.userId, companyId: state.companyId } }];
    }
  },
};
