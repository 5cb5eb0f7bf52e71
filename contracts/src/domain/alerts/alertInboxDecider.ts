import type { AlertInboxEvent } from '../../events/alertEvents.ts';
import type { Decider } from '../decider.ts';

/** Which alerts of one user are read: every id up to `readUpTo` (UUIDv7, time-ordered), and single ones after it. */
export interface AlertInbox {
  readUpTo: string | null;
  readIds: string[];
  /** Days (UTC) whose digest e-mail was sent. */
  digestDays: string[];
}

export type AlertInboxCommand =
  | { type: 'MarkAlertsRead'; userId: string; alertIds: string[] }
  | { type: 'MarkAllAlertsRead'; userId: string; upToAlertId: string }
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

/** Marking read what is read already writes nothing. */
export const alertInboxDecider: Decider<AlertInbox, AlertInboxCommand, AlertInboxEvent> = {
  initialState: initialAlertInbox,
  evolve: evolveAlertInbox,
  decide: (command, inbox) => {
    if (command.type === 'RecordDigestSent') {
      // One digest per user and day: a second report of the same day writes nothing.
      return inbox.digestDays.includes(command.day) ? [] : [{ type: 'AlertDigestSent', data: { userId: command.userId, day: command.day, alertIds: command.alertIds } }];
    }
    if (command.type === 'MarkAlertsRead') {
      const fresh = [...new Set(command.alertIds)].filter((id) => !isAlertRead(inbox, id));
      return fresh.length === 0 ? [] : [{ type: 'AlertsMarkedRead', data: { userId: command.userId, alertIds: fresh } }];
    }
    if (inbox.readUpTo !== null && command.upToAlertId <= inbox.readUpTo) return [];
    return [{ type: 'AllAlertsMarkedRead', data: { userId: command.userId, upToAlertId: command.upToAlertId } }];
  },
};
