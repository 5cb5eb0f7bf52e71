import type { Role } from '@pm/contracts';
import type { Actor, ActorDirectory, Doc } from '@pm/platform';
import { USERS } from '../projectors/usersProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

type UserDoc = Doc & { companyId: string; email: string; role: Role; isAdmin: boolean };

const toActor = (doc: UserDoc | null): Actor | null =>
  doc ? { userId: doc._id, companyId: doc.companyId, email: doc.email, role: doc.role, isAdmin: doc.isAdmin } : null;

/** The query side's view of users (from the users read model) for authenticating requests. */
export function createReadModelDirectory(readModels: ReadModels): ActorDirectory {
  return {
    byId: async (userId) => toActor(await readModels.findOne<UserDoc>(USERS, { _id: userId })),
    byEmail: async (email) => toActor(await readModels.findOne<UserDoc>(USERS, { email })),
  };
}
