import { streams, type EmailReservationEvent, type UserEvent } from '@pm/contracts/events';
import { emailReservationDecider, fold, userDecider, type UserState } from '@pm/contracts/domain';
import type { EventStore } from '../eventStore/eventStore.ts';
import { toDomainEvent } from '../commands/eventCodec.ts';
import type { Actor, ActorDirectory } from './actor.ts';

/**
 * Accounts read from their own streams with the domain core's user folds (the command side and
 * services without read models authenticate with it; never a read model).
 */
export function createEventStoreUsers(store: EventStore) {
  async function loadUser(userId: string): Promise<UserState> {
    const events = await store.readStream(streams.user(userId));
    return fold(userDecider, events.map((e) => toDomainEvent<UserEvent>(e)));
  }

  async function emailHolder(email: string): Promise<string | null> {
    const events = await store.readStream(streams.userEmail(email));
    return fold(emailReservationDecider, events.map((e) => toDomainEvent<EmailReservationEvent>(e))).userId;
  }

  const toActor = (user: UserState): Actor | null =>
    user.status === 'active' ? { userId: user.userId, companyId: user.companyId, email: user.email, role: user.role, isAdmin: user.isAdmin } : null;

  const directory: ActorDirectory = {
    byId: async (userId) => toActor(await loadUser(userId)),
    byEmail: async (email) => {
      const userId = await emailHolder(email);
      return userId ? toActor(await loadUser(userId)) : null;
    },
  };

  return { loadUser, emailHolder, directory };
}
