import { DEFAULT_LANGUAGE } from '@pm/contracts';
import { type UserEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const USERS = 'users';

/**
 * One document per active user: what the profile and user management show. Version 2: a new
 * user's `settings.withShippingCost` stays unset until they choose (the profile answers the
 * company's default of Settings › Price analysis until then).
 */
export const usersProjector: Projector = {
  name: 'users',
  version: 2,
  collections: {
    [USERS]: [{ keys: { companyId: 1, lastName: 1, firstName: 1 } }, { keys: { email: 1 } }],
  },
  handles: ['UserRegistered', 'UserDetailsChanged', 'UserRoleChanged', 'UserSettingsChanged', 'UserDeleted'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<UserEvent>(recorded);
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, ...user } = event.data;
        return [{
          op: 'put',
          collection: USERS,
          doc: {
            _id: userId,
            ...user,
            settings: { language: DEFAULT_LANGUAGE, favoriteProducts: [] },
            createdAt: recorded.metadata.occurredAt,
          },
        }];
      }
      case 'UserDetailsChanged': {
        const { userId, ...changes } = event.data;
        return [{ op: 'update', collection: USERS, id: userId, update: { $set: changes } }];
      }
      case 'UserRoleChanged':
        return [{ op: 'update', collection: USERS, id: event.data.userId, update: { $set: { role: event.data.role } } }];
      case 'UserSettingsChanged': {
        const { userId, ...settings } = event.data;
        const set = Object.fromEntries(Object.entries(settings).map(([key, value]) => [`settings.${key}`, value]));
        return [{ op: 'update', collection: USERS, id: userId, update: { $set: set } }];
      }
      case 'UserDeleted':
        return [{ op: 'delete', collection: USERS, id: event.data.userId }];
    }
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['users'], ['profile']] }] : []),
};
