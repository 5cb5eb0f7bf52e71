import type { EmailReservationEvent } from '../../events/index.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

/**
 * The e-mail reservation (`useremail-<address>`) is the lock of every request that gives an
 * account an address: the request reserves it (pending) at the stream's revision it read, writes
 * the account, then confirms the reservation, again at the revision it read. Two requests cannot
 * both win one revision, and a pending reservation is not taken over by a concurrent request:
 * it is released by its own request's compensation, or taken over only when a later request
 * proves its holder gone — the holder's account is deleted, or it does not hold the address
 * (never written, or moved to another address) and the reservation stayed pending for
 * PENDING_EMAIL_RESERVATION_MS. A request that lost its reservation that way learns it from its
 * confirmation (EMAIL_TAKEN) and undoes its account.
 */
export const PENDING_EMAIL_RESERVATION_MS = 10 * 60_000;

export interface EmailReservationState {
  /** The user holding the address, or null when free. */
  userId: string | null;
  status: 'free' | 'pending' | 'confirmed';
  /** When the holder reserved it (null: before reservations carried the time — long ago). */
  reservedAt: string | null;
}

/** The holder's account as the requesting side read it (its own stream), to prove the holder gone. */
export interface EmailHolderAccount {
  userId: string;
  status: 'none' | 'active' | 'deleted';
  /** The account's address ('' when it has none). */
  email: string;
}

export type EmailReservationCommand =
  /** `holder`: the current holder's account, read by the caller (required when another user holds the address); `now`: ISO time. */
  | { type: 'ReserveEmail'; email: string; userId: string; now: string; holder?: EmailHolderAccount | undefined }
  | { type: 'ConfirmEmail'; email: string; userId: string }
  | { type: 'ReleaseEmail'; email: string; userId: string };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the holder keeps the address against a request made at `now`. */
function holderKeeps(state: EmailReservationState, holder: EmailHolderAccount, email: string, now: string): boolean {
  if (holder.status === 'deleted') return false;
  if (holder.status === 'active' && sameAddress(holder.email, email)) return true;
  // No account with this address (yet): a confirmed reservation's holder moved away; a pending
  // one is the holder's request still running — until the time it may take has passed.
  if (state.status === 'confirmed') return false;
  if (state.reservedAt === null) return false;
  return Date.parse(now) - Date.parse(state.reservedAt) < PENDING_EMAIL_RESERVATION_MS;
}

export const emailReservationDecider: Decider<EmailReservationState, EmailReservationCommand, EmailReservationEvent> = {
  initialState: () => ({ userId: null, status: 'free', reservedAt: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailReserved':
        return { userId: event.data.userId, status: 'pending', reservedAt: event.data.reservedAt ?? null };
      case 'EmailReservationConfirmed':
        return state.userId === event.data.userId ? { ...state, status: 'confirmed' } : state;
      case 'EmailReleased':
        return state.userId === event.data.userId ? { userId: null, status: 'free', reservedAt: null } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveEmail': {
        if (state.userId === command.userId) return [];
        const reserved: EmailReservationEvent = { type: 'EmailReserved', data: { email: command.email, userId: command.userId, reservedAt: command.now } };
        if (state.userId === null) return [reserved];
        // The caller judged another holder than the one the stream has now: judge again.
        if (command.holder?.userId !== state.userId) throw appError('CONCURRENCY_CONFLICT', 'The email address changed hands while the request was decided.');
        if (holderKeeps(state, command.holder, command.email, command.now)) throw appError('EMAIL_TAKEN', 'A user with this email address exists already.');
        return [reserved];
      }
      case 'ConfirmEmail':
        if (state.userId !== command.userId) throw appError('EMAIL_TAKEN', 'A user with this email address exists already.');
        return state.status === 'confirmed' ? [] : [{ type: 'EmailReservationConfirmed', data: { email: command.email, userId: command.userId } }];
      case 'ReleaseEmail':
        return state.userId === command.userId ? [{ type: 'EmailReleased', data: { email: command.email, userId: command.userId } }] : [];
    }
  },
};
