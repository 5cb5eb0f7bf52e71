import { MOBILE_TAB_IDS, MORE_PATH_PREFIXES } from './entries.ts';
import type { MainEntryId, NavEntry, NavEntryId } from './entries.ts';

/** Whether `pathname` is the entry's path or below it (`/settings/language` → `/settings`). */
export function pathMatches(entryPath: string, pathname: string): boolean {
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/** The entries to show: available ones, in config order. */
export function visibleEntries<Id extends NavEntryId>(entries: readonly NavEntry<Id>[]): NavEntry<Id>[] {
  return entries.filter((entry) => entry.available);
}

/** The entry the current path belongs to (highlighted in the sidebar), if any. */
export function activeEntryId<Id extends NavEntryId>(entries: readonly NavEntry<Id>[], pathname: string): Id | null {
  return entries.find((entry) => pathMatches(entry.path, pathname))?.id ?? null;
}

/** Mobile tab bar: available tabs in order; "more" always comes last. */
export function mobileTabs(entries: readonly NavEntry<MainEntryId>[]): NavEntry<MainEntryId>[] {
  return MOBILE_TAB_IDS.flatMap((id) => entries.filter((entry) => entry.id === id && entry.available));
}

/** Entries listed on /more: the available ones that have no tab of their own. */
export function moreEntries(entries: readonly NavEntry<MainEntryId>[]): NavEntry<MainEntryId>[] {
  return visibleEntries(entries).filter((entry) => !MOBILE_TAB_IDS.includes(entry.id));
}

/** The highlighted mobile tab: a tab's id, 'more' for the spec's overflow paths, else null. */
export function activeMobileTab(entries: readonly NavEntry<MainEntryId>[], pathname: string): MainEntryId | 'more' | null {
  if (MORE_PATH_PREFIXES.some((prefix) => pathMatches(prefix, pathname))) return 'more';
  const tab = entries.find((entry) => MOBILE_TAB_IDS.includes(entry.id) && pathMatches(entry.path, pathname));
  return tab?.id ?? null;
}
