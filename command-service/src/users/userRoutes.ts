import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  createUserBodySchema,
  updateUserBodySchema,
  updateUserSettingsBodySchema,
} from '@pm/contracts';
import { actorOf, appError, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { UserCommands } from './userCommands.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const userParams = z.strictObject({ userId: z.uuid() });
const companyUserParams = z.strictObject({ companyId: z.uuid(), userId: z.uuid() });

/** User administration (COMPANY_ADMIN) and each user's own details, password and settings. */
export function registerUserRoutes(app: FastifyInstance, commands: UserCommands): void {
  app.post('/api/user/:companyId', { config: { access: { permission: 'users.manage' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'users.manage', companyId);
    const body = parseInput(createUserBodySchema, request.body);
    const written = await commands.createUser({ ...body, companyId }, contextOf(request, actor, companyId));
    return sendWritten(reply, written, 201);
  });

  app.put('/api/company/:companyId/user/:userId', { config: { access: { permission: 'users.manage' } } }, async (request, reply) => {
    const { companyId, userId } = parseInput(companyUserParams, request.params);
    const actor = actorOf(request, 'users.manage', companyId);
    const body = parseInput(updateUserBodySchema, request.body);
    const written = await commands.updateUser(companyId, userId, body, actor.userId, contextOf(request, actor, companyId));
    return sendWritten(reply, written);
  });

  app.delete('/api/company/:companyId/user/:userId', { config: { access: { permission: 'users.manage' } } }, async (request, reply) => {
    const { companyId, userId } = parseInput(companyUserParams, request.params);
    const actor = actorOf(request, 'users.manage', companyId);
    const written = await commands.deleteUser(companyId, userId, actor.userId, contextOf(request, actor, companyId));
    return sendWritten(reply, written);
  });

  /** Personal details: every user may change their own names and email. */
  app.put('/api/user/:userId', { config: { access: 'signed-in' } }, async (request, reply) => {
    const { userId } = parseInput(userParams, request.params);
    const actor = actorOf(request);
    if (actor.userId !== userId) throw appError('FORBIDDEN', 'You can only change your own personal details.');
    const body = parseInput(updateUserBodySchema, request.body);
    if (body.role !== undefined) throw appError('CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role.');
    const written = await commands.updateUser(actor.companyId, userId, body, actor.userId, contextOf(request, actor));
    return sendWritten(reply, written);
  });

  app.put('/api/user/:userId/password', { config: { access: 'signed-in' } }, async (request, reply) => {
    const { userId } = parseInput(userParams, request.params);
    const actor = actorOf(request);
    if (actor.userId !== userId) throw appError('FORBIDDEN', 'You can only change your own password.');
    const body = parseInput(changePasswordBodySchema, request.body);
    const written = await commands.changePassword(userId, body.currentPassword, body.newPassword, contextOf(request, actor));
    return sendWritten(reply, written);
  });

  app.put('/api/user/:userId/settings', { config: { access: 'signed-in' } }, async (request, reply) => {
    const { userId } = parseInput(userParams, request.params);
    const actor = actorOf(request);
    if (actor.userId !== userId) throw appError('FORBIDDEN', 'You can only change your own settings.');
    const body = parseInput(updateUserSettingsBodySchema, request.body);
    const written = await commands.changeSettings(userId, body, contextOf(request, actor));
    return sendWritten(reply, written);
  });
}
