import { describe, it } from 'vitest';
import type { UserEvent } from '../../events/index.ts';
import { deciderSpec } from '../../testing/index.ts';
import { userDecider } from './userDecider.ts';

const spec = deciderSpec(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', companyId: 'c1', email: 'a@b.de', firstName: 'Ann', lastName: 'Bee', role: 'COMPANY_VIEWER', isAdmin: false },
};
const register = { type: 'RegisterUser' as const, ...registered.data };

describe('user decider', () => {
  it('registers a new user', () => spec.given([]).when(register).then([registered]));
  it('refuses to register twice', () => spec.given([registered]).when(register).thenThrows('USER_EXISTS'));

  it('records only the details that change', () =>
    spec.given([registered]).when({ type: 'ChangeUserDetails', firstName: 'Ann', lastName: 'Cee' }).then([
      { type: 'UserDetailsChanged', data: { userId: 'u1', lastName: 'Cee' } },
    ]));
  it('records nothing when no detail changes', () => spec.given([registered]).when({ type: 'ChangeUserDetails', firstName: 'Ann' }).then([]));

  it('changes the role, and does nothing for the same role', () => {
    spec.given([registered]).when({ type: 'ChangeUserRole', role: 'COMPANY_ADMIN' }).then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'COMPANY_ADMIN' } }]);
    spec.given([registered]).when({ type: 'ChangeUserRole', role: 'COMPANY_VIEWER' }).then([]);
  });

  it('changes settings', () =>
    spec.given([registered]).when({ type: 'ChangeUserSettings', language: 'en', favoriteProducts: ['p1'] }).then([
      { type: 'UserSettingsChanged', data: { userId: 'u1', language: 'en', favoriteProducts: ['p1'] } },
    ]));

  it('deletes a user once; a deleted user cannot be changed', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', companyId: 'c1' } };
    spec.given([registered]).when({ type: 'DeleteUser' }).then([deleted]);
    spec.given([registered, deleted]).when({ type: 'DeleteUser' }).thenThrows('USER_NOT_FOUND');
    spec.given([registered, deleted]).when({ type: 'ChangeUserRole', role: 'COMPANY_ADMIN' }).thenThrows('USER_NOT_FOUND');
    spec.given([]).when({ type: 'ChangeUserSettings', language: 'en' }).thenThrows('USER_NOT_FOUND');
  });
});
