import { describe, it } from 'vitest';
import { deciderSpec } from '../../testing/index.ts';
import { emailReservationDecider, PENDING_EMAIL_RESERVATION_MS, type EmailHolderAccount } from './emailReservationDecider.ts';

const spec = deciderSpec(emailReservationDecider);
const email = 'a@b.de';
const T0 = '2026-03-10T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const reserved = (userId: string, reservedAt = T0) => ({ type: 'EmailReserved' as const, data: { email, userId, reservedAt } });
/** As written before reservations carried their time. */
const reservedLegacy = (userId: string) => ({ type: 'EmailReserved' as const, data: { email, userId } });
const confirmed = (userId: string) => ({ type: 'EmailReservationConfirmed' as const, data: { email, userId } });
const released = (userId: string) => ({ type: 'EmailReleased' as const, data: { email, userId } });
const reserve = (userId: string, now: string, holder?: EmailHolderAccount) => ({ type: 'ReserveEmail' as const, email, userId, now, holder });
const account = (userId: string, status: EmailHolderAccount['status'], accountEmail = email): EmailHolderAccount => ({ userId, status, email: accountEmail });

describe('email reservation decider', () => {
  it('reserves a free address, pending from now', () => spec.given([]).when(reserve('u1', T0)).then([reserved('u1')]));

  it('is idempotent for the holder', () => spec.given([reserved('u1')]).when(reserve('u1', later(1))).then([]));

  it('refuses an address whose holder has an active account with it', () => {
    spec.given([reserved('u1'), confirmed('u1')]).when(reserve('u2', later(1), account('u1', 'active'))).thenThrows('EMAIL_TAKEN');
    // Even long after, and even while the confirmation is still on its way.
    spec.given([reserved('u1')]).when(reserve('u2', later(10 * PENDING_EMAIL_RESERVATION_MS), account('u1', 'active'))).thenThrows('EMAIL_TAKEN');
  });

  it('does not let a concurrent request take over a pending reservation whose account is not written yet', () =>
    spec.given([reserved('u1')]).when(reserve('u2', later(5), account('u1', 'none'))).thenThrows('EMAIL_TAKEN'));

  it('lets a later request take over a pending reservation once its time has run out without an account', () => {
    spec.given([reserved('u1')]).when(reserve('u2', later(PENDING_EMAIL_RESERVATION_MS - 1), account('u1', 'none'))).thenThrows('EMAIL_TAKEN');
    spec.given([reserved('u1')]).when(reserve('u2', later(PENDING_EMAIL_RESERVATION_MS), account('u1', 'none'))).then([reserved('u2', later(PENDING_EMAIL_RESERVATION_MS))]);
  });

  it('counts a reservation written before reservations carried their time as run out', () =>
    spec.given([reservedLegacy('u1')]).when(reserve('u2', T0, account('u1', 'none'))).then([reserved('u2')]));

  it('lets the address of a deleted account be taken over at once', () =>
    spec.given([reserved('u1'), confirmed('u1')]).when(reserve('u2', later(1), account('u1', 'deleted'))).then([reserved('u2', later(1))]));

  it('lets a confirmed address whose holder moved to another one be taken over (its release was lost)', () => {
    spec.given([reserved('u1'), confirmed('u1')]).when(reserve('u2', later(1), account('u1', 'active', 'new@b.de'))).then([reserved('u2', later(1))]);
    // While the holder's change to this address is still pending, it keeps it.
    spec.given([reserved('u1')]).when(reserve('u2', later(1), account('u1', 'active', 'old@b.de'))).thenThrows('EMAIL_TAKEN');
  });

  it('decides again when the caller judged another holder than the stream has (or none)', () => {
    spec.given([reserved('u1')]).when(reserve('u3', later(1), account('u2', 'deleted'))).thenThrows('CONCURRENCY_CONFLICT');
    spec.given([reserved('u1')]).when(reserve('u3', later(1))).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('frees a released address', () => spec.given([reserved('u1'), released('u1')]).when(reserve('u2', later(1))).then([reserved('u2', later(1))]));

  it('is confirmed by its holder only; a request that lost its reservation hears EMAIL_TAKEN', () => {
    spec.given([reserved('u1')]).when({ type: 'ConfirmEmail', email, userId: 'u1' }).then([confirmed('u1')]);
    spec.given([reserved('u1'), confirmed('u1')]).when({ type: 'ConfirmEmail', email, userId: 'u1' }).then([]);
    spec.given([reserved('u1'), reserved('u2')]).when({ type: 'ConfirmEmail', email, userId: 'u1' }).thenThrows('EMAIL_TAKEN');
    spec.given([reserved('u1'), released('u1')]).when({ type: 'ConfirmEmail', email, userId: 'u1' }).thenThrows('EMAIL_TAKEN');
  });

  it('only the holder releases', () => {
    spec.given([reserved('u1')]).when({ type: 'ReleaseEmail', email, userId: 'u2' }).then([]);
    spec.given([reserved('u1')]).when({ type: 'ReleaseEmail', email, userId: 'u1' }).then([released('u1')]);
  });

  it('a stale confirmation of a former holder changes nothing', () =>
    spec.given([reserved('u1'), reserved('u2', later(PENDING_EMAIL_RESERVATION_MS)), confirmed('u1')]).when(reserve('u3', later(PENDING_EMAIL_RESERVATION_MS + 1), account('u2', 'none'))).thenThrows('EMAIL_TAKEN'));
});
