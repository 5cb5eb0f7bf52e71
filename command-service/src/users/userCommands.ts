import { type CreateUserBody, type Role, type UpdateUserSettingsBody } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import {
  AppError,
  appError,
  dummyPasswordHash,
  handleCommand,
  hashPassword,
  newId,
  toEventToAppend,
  verifyPassword,
  type CommandContext,
  type EventStore,
} from '@pm/platform';
import { emailReservationDecider, userDecider, type EmailHolderAccount } from '@pm/contracts/domain';
import type { UserRepository } from './userRepository.ts';

export interface Written {
  id: string;
  revision: bigint;
  position: bigint;
}

/**
 * User commands span three streams: the user, their credentials and the email reservation.
 * The reservation is the lock (emailReservationDecider): taken first at the revision read (the
 * race for an address is decided there, before anything else is written), confirmed once the
 * account is written. A pending reservation is never taken over by a concurrent request; a
 * request that fails after reserving releases its own reservation.
 */
export function createUserCommands(store: EventStore, users: UserRepository) {
  /** Attempts at deciding a reservation whose stream another request changed in between. */
  const ATTEMPTS = 5;
  const isConflict = (error: unknown) => error instanceof AppError && error.code === 'CONCURRENCY_CONFLICT';

  async function holderAccount(email: string, userId: string): Promise<EmailHolderAccount | undefined> {
    const holder = await users.emailHolder(email);
    if (holder === null || holder === userId) return undefined;
    const account = await users.loadUser(holder);
    return { userId: holder, status: account.status, email: account.email };
  }

  /** Reserves the address for `userId` (pending until confirmed): EMAIL_TAKEN when its holder keeps it. */
  async function reserveEmail(email: string, userId: string, context: CommandContext): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const holder = await holderAccount(email, userId);
        await handleCommand(store, streams.userEmail(email), emailReservationDecider, { type: 'ReserveEmail', email, userId, now: new Date().toISOString(), holder }, context);
        return;
      } catch (error) {
        // Another request wrote the reservation in between: decide again on what it wrote (the
        // loser of a race hears EMAIL_TAKEN, not a bare conflict).
        if (!isConflict(error) || attempt === ATTEMPTS) throw error;
      }
    }
  }

  /** Confirms the holder's reservation; EMAIL_TAKEN when the request lost it (it ran past the pending time). */
  async function confirmEmail(email: string, userId: string, context: CommandContext): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await handleCommand(store, streams.userEmail(email), emailReservationDecider, { type: 'ConfirmEmail', email, userId }, context);
        return;
      } catch (error) {
        if (!isConflict(error) || attempt === ATTEMPTS) throw error;
      }
    }
  }

  async function releaseEmail(email: string, userId: string, context: CommandContext): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await handleCommand(store, streams.userEmail(email), emailReservationDecider, { type: 'ReleaseEmail', email, userId }, context);
        return;
      } catch (error) {
        if (!isConflict(error) || attempt === ATTEMPTS) throw error;
      }
    }
  }

  /** Compensation: gives back a reservation this request took (its failure is the one reported). */
  async function giveBack(email: string, userId: string, context: CommandContext): Promise<void> {
    await releaseEmail(email, userId, context).catch(() => undefined);
  }

  async function storePasswordHash(userId: string, passwordHash: string, context: CommandContext): Promise<void> {
    await store.append(streams.credentials(userId), [toEventToAppend({ type: 'PasswordSet', data: { userId, passwordHash } }, context)]);
  }

  /**
   * Order matters: the email reservation decides (and is the only thing that can be refused), so
   * it is taken first — after the password hash, to keep it pending briefly — then the account
   * is written and the reservation confirmed. A failure before the account exists gives the
   * reservation back. A request that ran so long that its pending reservation was taken over
   * hears EMAIL_TAKEN at the confirmation and deletes the account it wrote.
   */
  async function createUser(input: CreateUserBody & { companyId: string; isAdmin?: boolean; userId?: string }, context: CommandContext): Promise<Written> {
    const userId = input.userId ?? newId();
    const passwordHash = await hashPassword(input.password);
    await reserveEmail(input.email, userId, context);
    let outcome: { revision: bigint; position: bigint };
    try {
      await storePasswordHash(userId, passwordHash, context);
      outcome = await handleCommand(store, streams.user(userId), userDecider, {
        type: 'RegisterUser',
        userId,
        companyId: input.companyId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        isAdmin: input.isAdmin ?? false,
      }, context);
    } catch (error) {
      await giveBack(input.email, userId, context);
      throw error;
    }
    try {
      await confirmEmail(input.email, userId, context);
    } catch (error) {
      if (error instanceof AppError && error.code === 'EMAIL_TAKEN') await handleCommand(store, streams.user(userId), userDecider, { type: 'DeleteUser' }, context);
      throw error;
    }
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }

  async function requireUserOfCompany(userId: string, companyId: string) {
    const user = await users.loadUser(userId);
    // Another company's user answers exactly like a missing one: ids of other tenants reveal nothing.
    if (user.status !== 'active' || user.companyId !== companyId) throw appError('USER_NOT_FOUND', 'No company or user found.');
    return user;
  }

  async function updateUser(
    companyId: string,
    userId: string,
    changes: { firstName?: string | undefined; lastName?: string | undefined; email?: string | undefined; role?: Role | undefined },
    actorId: string,
    context: CommandContext,
  ): Promise<Written> {
    const user = await requireUserOfCompany(userId, companyId);
    if (changes.role !== undefined && changes.role !== user.role && userId === actorId) {
      throw appError('CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role.');
    }
    const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : null;
    if (newEmail) await reserveEmail(newEmail, userId, context);
    let outcome;
    try {
      outcome = await handleCommand(store, streams.user(userId), userDecider, {
        type: 'ChangeUserDetails',
        firstName: changes.firstName,
        lastName: changes.lastName,
        email: changes.email,
      }, context);
    } catch (error) {
      if (newEmail) await giveBack(newEmail, userId, context);
      throw error;
    }
    if (newEmail) {
      try {
        await confirmEmail(newEmail, userId, context);
      } catch (error) {
        // The pending reservation was taken over (this request ran too long): keep the old address.
        if (error instanceof AppError && error.code === 'EMAIL_TAKEN') await handleCommand(store, streams.user(userId), userDecider, { type: 'ChangeUserDetails', email: user.email }, context);
        throw error;
      }
    }
    if (changes.role !== undefined) {
      const roleOutcome = await handleCommand(store, streams.user(userId), userDecider, { type: 'ChangeUserRole', role: changes.role }, context);
      if (roleOutcome.events.length > 0) outcome = roleOutcome;
    }
    if (newEmail) await releaseEmail(user.email, userId, context);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }

  async function changeSettings(userId: string, settings: UpdateUserSettingsBody, context: CommandContext): Promise<Written> {
    const outcome = await handleCommand(store, streams.user(userId), userDecider, { type: 'ChangeUserSettings', ...settings }, context);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }

  async function changePassword(userId: string, currentPassword: string, newPassword: string, context: CommandContext): Promise<Written> {
    const hash = await users.passwordHash(userId);
    if (!hash || !(await verifyPassword(currentPassword, hash))) throw appError('WRONG_PASSWORD', 'The current password is not correct.');
    await storePasswordHash(userId, await hashPassword(newPassword), context);
    const revision = (await store.streamRevision(streams.user(userId))) ?? -1n;
    return { id: userId, revision, position: await store.headPosition() };
  }

  async function deleteUser(companyId: string, userId: string, actorId: string, context: CommandContext): Promise<Written> {
    if (userId === actorId) throw appError('CANNOT_DELETE_SELF', 'You cannot delete your own account.');
    const user = await requireUserOfCompany(userId, companyId);
    const outcome = await handleCommand(store, streams.user(userId), userDecider, { type: 'DeleteUser' }, context);
    await releaseEmail(user.email, userId, context);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }

  /** Checks email + password; answers the same for unknown accounts and wrong passwords. */
  async function verifyCredentials(email: string, password: string): Promise<{ userId: string; companyId: string }> {
    const userId = await users.emailHolder(email);
    const user = userId ? await users.loadUser(userId) : null;
    const hash = user?.status === 'active' ? await users.passwordHash(user.userId) : null;
    const ok = hash ? await verifyPassword(password, hash) : await verifyPassword(password, await dummyPasswordHash());
    if (!ok || !user || !hash) throw appError('INVALID_CREDENTIALS', 'Email or password is incorrect.');
    return { userId: user.userId, companyId: user.companyId };
  }

  return { reserveEmail, releaseEmail, createUser, updateUser, changeSettings, changePassword, deleteUser, verifyCredentials };
}

export type UserCommands = ReturnType<typeof createUserCommands>;
