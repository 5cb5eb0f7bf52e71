import { describe, it } from 'vitest';
import { deciderSpec } from '../../testing/index.ts';
import { emailReservationDecider } from './emailReservationDecider.ts';

const spec = deciderSpec(emailReservationDecider);
const email = 'a@b.de';
const reserved = (userId: string) => ({ type: 'EmailReserved' as const, data: { email, userId } });
const released = (userId: string) => ({ type: 'EmailReleased' as const, data: { email, userId } });

describe('email reservation decider', () => {
  it('reserves a free address', () => spec.given([]).when({ type: 'ReserveEmail', email, userId: 'u1', holderIsGone: false }).then([reserved('u1')]));
  it('refuses an address another active user holds', () =>
    spec.given([reserved('u1')]).when({ type: 'ReserveEmail', email, userId: 'u2', holderIsGone: false }).thenThrows('EMAIL_TAKEN'));
  it('lets an address of a gone account be taken over', () =>
    spec.given([reserved('u1')]).when({ type: 'ReserveEmail', email, userId: 'u2', holderIsGone: true }).then([reserved('u2')]));
  it('is idempotent for the holder', () => spec.given([reserved('u1')]).when({ type: 'ReserveEmail', email, userId: 'u1', holderIsGone: false }).then([]));
  it('frees a released address', () =>
    spec.given([reserved('u1'), released('u1')]).when({ type: 'ReserveEmail', email, userId: 'u2', holderIsGone: false }).then([reserved('u2')]));
  it('only the holder releases', () => {
    spec.given([reserved('u1')]).when({ type: 'ReleaseEmail', email, userId: 'u2' }).then([]);
    spec.given([reserved('u1')]).when({ type: 'ReleaseEmail', email, userId: 'u1' }).then([released('u1')]);
  });
});
