import type { z } from 'zod';
import { companyEvents } from './companyEvents.ts';
import type { EventDefinition } from './defineEvent.ts';
import { credentialEvents, userEvents } from './userEvents.ts';

type AnyDefinition = EventDefinition<string, z.ZodType>;

/** Every event type of the system. New event modules add their list here. */
const allDefinitions: readonly AnyDefinition[] = [...companyEvents, ...userEvents, ...credentialEvents];

export const eventRegistry: ReadonlyMap<string, AnyDefinition> = new Map(allDefinitions.map((d) => [d.type, d]));

/** Stream categories, i.e. the `<category>` of `<category>-<id>`. */
export const streams = {
  company: (id: string) => `company-${id}`,
  user: (id: string) => `user-${id}`,
  credentials: (id: string) => `credentials-${id}`,
  userEmail: (email: string) => `useremail-${email.trim().toLowerCase()}`,
} as const;

export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
