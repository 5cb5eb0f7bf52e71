import { roleAllows, type Permission, type Role } from '@pm/contracts';
import { appError } from '../errors/appError.ts';

/** The authenticated caller of a request, as the server currently knows them. */
export interface Actor {
  userId: string;
  companyId: string;
  email: string;
  role: Role;
  isAdmin: boolean;
}

/** Looks up current user records, so deleted users and changed roles take effect at once. */
export interface ActorDirectory {
  byId(userId: string): Promise<Actor | null>;
  byEmail(email: string): Promise<Actor | null>;
}

export function assertAllowed(actor: Actor, permission: Permission): void {
  if (!roleAllows(actor.role, actor.isAdmin, permission)) {
    throw appError('ROLE_NOT_ALLOWED', `Your role may not do this (${permission}). Please talk to your administrator.`);
  }
}

/** Every company-scoped path is checked against the caller's company; platform admins may cross. */
export function assertCompany(actor: Actor, companyId: string): void {
  if (actor.companyId !== companyId && !actor.isAdmin) {
    throw appError('OTHER_COMPANY', 'This belongs to another company.');
  }
}
