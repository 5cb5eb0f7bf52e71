import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@pm/contracts';
import { AppError } from '../errors/appError.ts';
import { isUuid } from '../ids/ids.ts';
import { actorOf } from './actorOf.ts';

/**
 * Who may call a route, declared on every route (`{ config: { access } }`) and enforced here,
 * before the handler:
 * - `public`: anyone (sign-in, the ERP's feed, health);
 * - `signed-in`: any account; a `:companyId` in the path must be the caller's (platform admins cross);
 * - `platform-admin`: platform administrators only;
 * - `socket`: a WebSocket that authenticates its first message itself;
 * - `{ permission }`: the role must allow it, for the `:companyId` in the path.
 */
export type RouteAccess = 'public' | 'signed-in' | 'platform-admin' | 'socket' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/** The company in the path; one that is not an id is bad input (400), not another company's (403). */
function companyOf(request: FastifyRequest): string | undefined {
  const params = request.params as { companyId?: unknown } | undefined;
  if (typeof params?.companyId !== 'string') return undefined;
  if (!isUuid(params.companyId)) throw new AppError('VALIDATION_FAILED', 'Invalid data provided.', { issues: [{ path: 'companyId', code: 'invalid_format', message: 'Invalid UUID' }] });
  return params.companyId;
}

/**
 * Records every route with its declared access (for the test that no route goes without one)
 * and enforces the declaration. An `/api` route without one fails closed.
 */
export function installRouteAccess(app: FastifyInstance): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access });
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    const url = request.routeOptions.url ?? '';
    if (access === undefined) {
      if (url.startsWith('/api')) throw new AppError('INTERNAL', `The route ${url} declares no access.`);
      return;
    }
    if (access === 'public' || access === 'socket') return;
    if (access === 'signed-in') {
      actorOf(request, undefined, companyOf(request));
      return;
    }
    if (access === 'platform-admin') {
      if (!actorOf(request).isAdmin) throw new AppError('FORBIDDEN', 'Only platform administrators may do this.');
      return;
    }
    actorOf(request, access.permission, companyOf(request));
  });
  return routes;
}
