import type { EmailReservationEvent } from '../../events/index.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface EmailReservationState {
  /** The user holding the address, or null when free. */
  userId: string | null;
}

export type EmailReservationCommand =
  /** `holderIsGone`: the current holder's account was never completed or is deleted, so the address may be taken over. */
  | { type: 'ReserveEmail'; email: string; userId: string; holderIsGone: boolean }
  | { type: 'ReleaseEmail'; email: string; userId: string };

export const emailReservationDecider: Decider<EmailReservationState, EmailReservationCommand, EmailReservationEvent> = {
  initialState: () => ({ userId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailReserved':
        return { userId: event.data.userId };
      case 'EmailReleased':
        return state.userId === event.data.userId ? { userId: null } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveEmail':
        if (state.userId === command.userId) return [];
        if (state.userId !== null && !command.holderIsGone) throw appError('EMAIL_TAKEN', 'A user with this email address exists already.');
        return [{ type: 'EmailReserved', data: { email: command.email, userId: command.userId } }];
      case 'ReleaseEmail':
        return state.userId === command.userId ? [{ type: 'EmailReleased', data: { email: command.email, userId: command.userId } }] : [];
    }
  },
};
