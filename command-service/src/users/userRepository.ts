import { streams, type CredentialsEvent, type UserEvent } from '@pm/contracts';
import { fold, toDomainEvent, type Actor, type ActorDirectory, type EventStore } from '@pm/platform';
import { emailReservationDecider } from './emailReservationDecider.ts';
import { userDecider, type UserState } from './userDecider.ts';
import type { EmailReservationEvent } from '@pm/contracts';

/** Reads users from their streams (the command side never depends on read models). */
export function createUserRepository(store: EventStore) {
  async function loadUser(userId: string): Promise<UserState> {
    const events = await store.readStream(streams.user(userId));
    return fold(userDecider, events.map((e) => toDomainEvent<UserEvent>(e)));
  }

  async function emailHolder(email: string): Promise<string | null> {
    const events = await store.readStream(streams.userEmail(email));
    return fold(emailReservationDecider, events.map((e) => toDomainEvent<EmailReservationEvent>(e))).userId;
  }

  async function passwordHash(userId: string): Promise<string | null> {
    const [last] = await store.readStream(streams.credentials(userId), { direction: 'backwards', maxCount: 1 });
    return last ? toDomainEvent<CredentialsEvent>(last).data.passwordHash : null;
  }

  const toActor = (user: UserState): Actor | null =>
    user.status === 'active'
      ? { userId: user.userId, companyId: user.companyId, email: user.email, role: user.role, isAdmin: user.isAdmin }
      : null;

  const directory: ActorDirectory = {
    byId: async (userId) => toActor(await loadUser(userId)),
    byEmail: async (email) => {
      const userId = await emailHolder(email);
      return userId ? toActor(await loadUser(userId)) : null;
    },
  };

  return { loadUser, emailHolder, passwordHash, directory };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
