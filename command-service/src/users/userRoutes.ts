import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  commandResultSchema,
  createUserBodySchema,
  updateUserBodySchema,
  updateUserSettingsBodySchema,
} from '@pm/contracts';
import { actorOf, appError, contextOf, zodRoutes, type Actor } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { UserCommands } from './userCommands.ts';

const userParams = z.strictObject({ userId: z.uuid() });
const companyUserParams = companyParams.extend({ userId: z.uuid() });

/** The signed-in account, when the path names it: everyone changes their own details, password and settings, nobody else's. */
function ownAccount(request: FastifyRequest, userId: string, what: string): Actor {
  const actor = actorOf(request);
  if (actor.userId !== userId) throw appError('FORBIDDEN', `You can only change your own ${what}.`);
  return actor;
}

/** User administration (COMPANY_ADMIN) and each user's own details, password and settings. */
export function registerUserRoutes(app: FastifyInstance, commands: UserCommands): void {
  const api = zodRoutes(app);
  const manage = { permission: 'users.manage' } as const;

  api.post(
    '/api/user/:companyId',
    {
      config: { access: manage },
      schema: { summary: 'Create a user in the company', description: 'Answers the new user\'s id. A taken email is refused.', params: companyParams, body: createUserBodySchema, response: { 201: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'users.manage', companyId);
      const written = await commands.createUser({ ...request.body, companyId }, contextOf(request, actor, companyId));
      return sendWritten(reply, written, 201);
    },
  );

  api.put(
    '/api/company/:companyId/user/:userId',
    {
      config: { access: manage },
      schema: { summary: 'Change a user of the company', description: 'Names, email and role; nobody changes their own role.', params: companyUserParams, body: updateUserBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, userId } = request.params;
      const actor = actorOf(request, 'users.manage', companyId);
      const written = await commands.updateUser(companyId, userId, request.body, actor.userId, contextOf(request, actor, companyId));
      return sendWritten(reply, written);
    },
  );

  api.delete(
    '/api/company/:companyId/user/:userId',
    {
      config: { access: manage },
      schema: { summary: 'Delete a user of the company', description: 'Nobody deletes their own account.', params: companyUserParams, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { companyId, userId } = request.params;
      const actor = actorOf(request, 'users.manage', companyId);
      const written = await commands.deleteUser(companyId, userId, actor.userId, contextOf(request, actor, companyId));
      return sendWritten(reply, written);
    },
  );

  /** Personal details: every user may change their own names and email. */
  api.put(
    '/api/user/:userId',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'Change your own names and email', description: 'Only for your own account; the role cannot be changed here.', params: userParams, body: updateUserBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const actor = ownAccount(request, userId, 'personal details');
      const body = request.body;
      if (body.role !== undefined) throw appError('CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role.');
      const written = await commands.updateUser(actor.companyId, userId, body, actor.userId, contextOf(request, actor));
      return sendWritten(reply, written);
    },
  );

  api.put(
    '/api/user/:userId/password',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'Change your own password', description: 'Needs the current password.', params: userParams, body: changePasswordBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const actor = ownAccount(request, userId, 'password');
      const written = await commands.changePassword(userId, request.body.currentPassword, request.body.newPassword, contextOf(request, actor));
      return sendWritten(reply, written);
    },
  );

  api.put(
    '/api/user/:userId/settings',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'Change your own settings', description: 'Favourite products, language, prices with shipping cost.', params: userParams, body: updateUserSettingsBodySchema, response: { 200: commandResultSchema } },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const actor = ownAccount(request, userId, 'settings');
      const written = await commands.changeSettings(userId, request.body, contextOf(request, actor));
      return sendWritten(reply, written);
    },
  );
}
