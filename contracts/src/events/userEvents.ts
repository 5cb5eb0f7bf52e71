import { z } from 'zod';
import { languageSchema, roleSchema } from '../enums.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Stream `user-<userId>`. The password hash lives in its own stream (`credentials-<userId>`). */
export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({
    userId: z.string(),
    companyId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleSchema,
    isAdmin: z.boolean(),
  }),
);

export const UserDetailsChanged = defineEvent(
  'UserDetailsChanged',
  1,
  z.object({
    userId: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
  }),
);

export const UserRoleChanged = defineEvent('UserRoleChanged', 1, z.object({ userId: z.string(), role: roleSchema }));

export const UserSettingsChanged = defineEvent(
  'UserSettingsChanged',
  1,
  z.object({
    userId: z.string(),
    language: languageSchema.optional(),
    withShippingCost: z.boolean().optional(),
    favoriteProducts: z.array(z.string()).optional(),
  }),
);

export const UserDeleted = defineEvent('UserDeleted', 1, z.object({ userId: z.string(), companyId: z.string() }));

export type UserEvent =
  | DomainEvent<typeof UserRegistered>
  | DomainEvent<typeof UserDetailsChanged>
  | DomainEvent<typeof UserRoleChanged>
  | DomainEvent<typeof UserSettingsChanged>
  | DomainEvent<typeof UserDeleted>;
export const userEvents = [UserRegistered, UserDetailsChanged, UserRoleChanged, UserSettingsChanged, UserDeleted] as const;

/** Stream `credentials-<userId>`: kept apart so audit views of the user stream never carry hashes. */
export const PasswordSet = defineEvent('PasswordSet', 1, z.object({ userId: z.string(), passwordHash: z.string() }));
export type CredentialsEvent = DomainEvent<typeof PasswordSet>;

/**
 * Stream `useremail-<normalised email>`: reserves an email address for one user, so two users
 * can never register the same address (expected revision decides the race). A reservation is
 * pending from `reservedAt` until its request confirms it (the account is written); see
 * emailReservationDecider for who may take a pending one over. Reservations written before
 * `reservedAt` existed count as pending since long ago.
 */
export const EmailReserved = defineEvent('EmailReserved', 1, z.object({ email: z.string(), userId: z.string(), reservedAt: z.string().optional() }));
export const EmailReservationConfirmed = defineEvent('EmailReservationConfirmed', 1, z.object({ email: z.string(), userId: z.string() }));
export const EmailReleased = defineEvent('EmailReleased', 1, z.object({ email: z.string(), userId: z.string() }));
export type EmailReservationEvent = DomainEvent<typeof EmailReserved> | DomainEvent<typeof EmailReservationConfirmed> | DomainEvent<typeof EmailReleased>;
export const credentialEvents = [PasswordSet, EmailReserved, EmailReservationConfirmed, EmailReleased] as const;
