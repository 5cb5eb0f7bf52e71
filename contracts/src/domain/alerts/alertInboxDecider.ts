import type { AlertInboxEvent } from '../../events/alertEvents.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

/** Which alerts of one user are read: every id up to `readUpTo` (UUIDv7, time-ordered), and single ones after it. */
export interface AlertInbox {
  readUpTo: string | null;
  readIds: string[];
  /** Days (UTC) whose digest e-mail was sent. */
  digestDays: string[];
}

/**
 * The read marks name alerts that live in the rules' streams, not in the inbox: the command
 * handler looks the named ids up in the log and passes `received`, the ones among them that
 * were delivered to this user in the company the request is for. The decider refuses any other.
 */
export type AlertInboxCommand =
  | { type: 'MarkAlertsRead'; userId: string; alertIds: string[]; received: string[] }
  | { type: 'MarkAllAlertsRead'; userId: string; upToAlertId: string; received: string[] }
  | { type: 'RecordDigestSent'; userId: string; day: string; alertIds: string[] };

export const initialAlertInbox = (): AlertInbox => ({ readUpTo: null, readIds: [], digestDays: [] });

export const isAlertRead = (inbox: AlertInbox, alertId: string): boolean => (inbox.readUpTo !== null && alertId <= inbox.readUpTo) || inbox.readIds.includes(alertId);

export function evolveAlertInbox(inbox: AlertInbox, event: AlertInboxEvent): AlertInbox {
  if (event.type === 'AlertDigestSent') return { ...inbox, digestDays: [...inbox.digestDays, event.data.day] };
  if (event.type === 'AlertsMarkedRead') return { ...inbox, readIds: [...new Set([...inbox.readIds, ...event.data.alertIds])] };
  const upTo = inbox.readUpTo !== null && inbox.readUpTo > event.data.upToAlertId ? inbox.readUpTo : event.data.upToAlertId;
  // Single marks covered by the new bound are dropped, so the list stays short.
  return { ...inbox, readUpTo: upTo, readIds: inbox.readIds.filter((id) => id > upTo) };
}

/** An id the user never received would be a read mark for nothing, or (read-all) hide every later alert. */
function requireReceived(ids: readonly string[], received: readonly string[]): void {
  const unknown = ids.find((id) => !received.includes(id));
  if (unknown !== undefined) throw appError('ALERT_NOT_FOUND', 'No such alert was delivered to you.', { alertId: unknown });
}

/** Only alerts the user received can be marked read; marking read what is read already writes nothing. */
export const alertInboxDecider: Decider<AlertInbox, AlertInboxCommand, AlertInboxEvent> = {
  initialState: initialAlertInbox,
  evolve: evolveAlertInbox,
  decide: (command, inbox) => {
    if (command.type === 'RecordDigestSent') {
      // One digest per user and day: a second report of the same day writes nothing.
      return inbox.digestDays.includes(command.day) ? [] : [{ type: 'AlertDigestSent', data: { userId: command.userId, day: command.day, alertIds: command.alertIds } }];
    }
    if (command.type === 'MarkAlertsRead') {
      requireReceived(command.alertIds, command.received);
      const fresh = [...new Set(command.alertIds)].filter((id) => !isAlertRead(inbox, id));
      return fresh.length === 0 ? [] : [{ type: 'AlertsMarkedRead', data: { userId: command.userId, alertIds: fresh } }];
    }
    requireReceived([command.upToAlertId], command.received);
    if (inbox.readUpTo !== null && command.upToAlertId <= inbox.readUpTo) return [];
    return [{ type: 'AllAlertsMarkedRead', data: { userId: command.userId, upToAlertId: command.upToAlertId } }];
  },
};
