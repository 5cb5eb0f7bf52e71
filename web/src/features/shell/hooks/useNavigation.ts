import { useLocation } from 'react-router-dom';
import { useProfile } from '../../../lib/api/profileQuery.ts';
import { ADMIN_ENTRIES, MAIN_ENTRIES } from '../../../lib/navigation/entries.ts';
import type { AdminEntryId, MainEntryId, NavEntry, NavEntryId } from '../../../lib/navigation/entries.ts';
import { activeEntryId, visibleEntries } from '../../../lib/navigation/rules.ts';

export interface ShellNavigation {
  main: NavEntry<MainEntryId>[];
  /** Empty unless the user is a platform admin. */
  admin: NavEntry<AdminEntryId>[];
  /** The entry of the current screen (highlighted), if any. */
  activeId: NavEntryId | null;
}

/** The navigation entries this user sees, and which one the current path belongs to. */
export function useNavigation(): ShellNavigation {
  const { pathname } = useLocation();
  const isAdmin = useProfile().data?.isAdmin === true;
  const main = visibleEntries(MAIN_ENTRIES);
  const admin = isAdmin ? visibleEntries(ADMIN_ENTRIES) : [];
  return { main, admin, activeId: activeEntryId(main, pathname) ?? activeEntryId(admin, pathname) };
}
