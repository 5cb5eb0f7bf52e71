import { streams, type CredentialsEvent } from '@pm/contracts/events';
import { createEventStoreUsers, toDomainEvent, type EventStore } from '@pm/platform';

/** Reads users from their streams (the command side never depends on read models). */
export function createUserRepository(store: EventStore) {
  const users = createEventStoreUsers(store);

  async function passwordHash(userId: string): Promise<string | null> {
    const [last] = await store.readStream(streams.credentials(userId), { direction: 'backwards', maxCount: 1 });
    return last ? toDomainEvent<CredentialsEvent>(last).data.passwordHash : null;
  }

  return { ...users, passwordHash };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
