import { type CreateUserBody, type Role, type UpdateUserSettingsBody } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import {
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
import { emailReservationDecider } from '@pm/contracts/domain';
import { userDecider } from '@pm/contracts/domain';
import type { UserRepository } from './userRepository.ts';

export interface Written {
  id: string;
  revision: bigint;
  position: bigint;
}

/**
 * User commands span three streams: the user, their credentials and the email reservation.
 * The reservation is taken first (the race for an address is decided there); an address held
 * by an account that was never completed or is deleted may be taken over.
 */
export function createUserCommands(store: EventStore, users: UserRepository) {
  async function reserveEmail(email: string, userId: string, context: CommandContext): Promise<void> {
    const holder = await users.emailHolder(email);
    const holderIsGone = holder !== null && holder !== userId && (await users.loadUser(holder)).status !== 'active';
    await handleCommand(store, streams.userEmail(email), emailReservationDecider, { type: 'ReserveEmail', email, userId, holderIsGone }, context);
  }

  async function releaseEmail(email: string, userId: string, context: CommandContext): Promise<void> {
    await handleCommand(store, streams.userEmail(email), emailReservationDecider, { type: 'ReleaseEmail', email, userId }, context);
  }

  async function storePasswordHash(userId: string, passwordHash: string, context: CommandContext): Promise<void> {
    await store.append(streams.credentials(userId), [toEventToAppend({ type: 'PasswordSet', data: { userId, passwordHash } }, context)]);
  }

  /**
   * Order matters: the email reservation decides (and is the only thing that can be refused),
   * so it is written first; a crash before the user stream leaves only a reservation that the
   * next registration of that address takes over.
   */
  async function createUser(input: CreateUserBody & { companyId: string; isAdmin?: boolean; userId?: string }, context: CommandContext): Promise<Written> {
    const userId = input.userId ?? newId();
    const passwordHash = await hashPassword(input.password);
    await reserveEmail(input.email, userId, context);
    await storePasswordHash(userId, passwordHash, context);
    const outcome = await handleCommand(store, streams.user(userId), userDecider, {
      type: 'RegisterUser',
      userId,
      companyId: input.companyId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      isAdmin: input.isAdmin ?? false,
    }, context);
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
    const emailChanges = changes.email !== undefined && changes.email !== user.email;
    if (emailChanges && changes.email) await reserveEmail(changes.email, userId, context);
    let outcome = await handleCommand(store, streams.user(userId), userDecider, {
      type: 'ChangeUserDetails',
      firstName: changes.firstName,
      lastName: changes.lastName,
      email: changes.email,
    }, context);
    if (changes.role !== undefined) {
      const roleOutcome = await handleCommand(store, streams.user(userId), userDecider, { type: 'ChangeUserRole', role: changes.role }, context);
      if (roleOutcome.events.length > 0) outcome = roleOutcome;
    }
    if (emailChanges) await releaseEmail(user.email, userId, context);
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

  return { reserveEmail, createUser, updateUser, changeSettings, changePassword, deleteUser, verifyCredentials };
}

export type UserCommands = ReturnType<typeof createUserCommands>;
