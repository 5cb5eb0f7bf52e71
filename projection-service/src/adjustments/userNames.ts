import type { Doc } from '@pm/platform';
import { USERS } from '../projectors/usersProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';

type UserDoc = Doc & { firstName?: string; lastName?: string; email?: string };

/** Ids some services write without the `service:` prefix (the price engine's runs and its scheduler). */
const BARE_SERVICE_IDS: Readonly<Record<string, string>> = { 'pricing-service': 'pricing', scheduler: 'scheduler' };

/**
 * The name of the service behind a user id, or null for a person. Acting services write
 * `service:<name>[:<instance>]` (e.g. `service:scraper:worker-1` is the scraper); the price
 * engine writes `pricing-service` and its scheduler `scheduler`; an event without a user id was
 * written by the system itself.
 */
export function serviceNameOf(userId: string | null | undefined): string | null {
  if (!userId) return 'system';
  if (userId.startsWith('service:')) return userId.slice('service:'.length).split(':')[0] || 'system';
  return BARE_SERVICE_IDS[userId] ?? null;
}

/** Whether a service (not a person) acted. */
export const isServiceActor = (userId: string | null | undefined) => serviceNameOf(userId) !== null;

/** Display names of the users (and services: their service name) that acted; a deleted user's name is empty. */
export async function userNames(readModels: ReadModels, userIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  const people = ids.filter((id) => !isServiceActor(id));
  const docs = people.length ? await readModels.find<UserDoc>(USERS, { _id: { $in: people } }) : [];
  const names = new Map<string, string>(ids.flatMap((id) => {
    const service = serviceNameOf(id);
    return service === null ? [] : [[id, service] as const];
  }));
  for (const doc of docs) names.set(doc._id, [doc.firstName, doc.lastName].filter(Boolean).join(' ') || (doc.email ?? ''));
  return names;
}
