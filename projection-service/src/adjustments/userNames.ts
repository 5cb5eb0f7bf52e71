import type { Doc } from '@pm/platform';
import { USERS } from '../projectors/usersProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

type UserDoc = Doc & { firstName?: string; lastName?: string; email?: string };

/** Acting services write `service:<name>` as the user id. */
export const isServiceActor = (userId: string) => userId.startsWith('service:');

/** Display names of the users (and services) that acted; a deleted user's name is empty. */
export async function userNames(readModels: ReadModels, userIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  const people = ids.filter((id) => !isServiceActor(id));
  const docs = people.length ? await readModels.find<UserDoc>(USERS, { _id: { $in: people } }) : [];
  const names = new Map<string, string>(ids.filter(isServiceActor).map((id) => [id, id.slice('service:'.length)]));
  for (const doc of docs) names.set(doc._id, [doc.firstName, doc.lastName].filter(Boolean).join(' ') || (doc.email ?? ''));
  return names;
}
