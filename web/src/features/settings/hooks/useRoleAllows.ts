import { roleAllows } from '@pm/contracts';
import type { Permission } from '@pm/contracts';
import { useProfile } from '../../../lib/api/profileQuery.ts';

/** Whether the signed-in user's role may do `permission`; undefined until the profile is loaded. */
export function useRoleAllows(permission: Permission): boolean | undefined {
  const profile = useProfile().data;
  return profile ? roleAllows(profile.role, profile.isAdmin, permission) : undefined;
}
