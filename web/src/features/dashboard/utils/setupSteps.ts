import type { CompanySetup } from '@pm/contracts';
import { LINKED_SCREENS, MAIN_ENTRIES } from '../../../lib/navigation/entries.ts';
import type { MainEntryId } from '../../../lib/navigation/entries.ts';

export type SetupStepId = 'products' | 'sources' | 'priceRules' | 'users';

export interface SetupStep {
  id: SetupStepId;
  count: number;
  done: boolean;
  /** Where to take the step; null when that screen does not exist yet or the user may not use it. */
  path: string | null;
}

function entryPath(id: MainEntryId): string | null {
  const entry = MAIN_ENTRIES.find((candidate) => candidate.id === id);
  return entry?.available ? entry.path : null;
}

function screenPath(screen: { path: string; available: boolean }): string | null {
  return screen.available ? screen.path : null;
}

/**
 * The guided start of the dashboard from the company's real counts. The company's first
 * administrator is always a user, so the team step is done once there is a second user.
 */
export function setupSteps(setup: CompanySetup, canManageUsers: boolean): SetupStep[] {
  return [
    { id: 'products', count: setup.products, done: setup.products > 0, path: entryPath('assortment') },
    { id: 'sources', count: setup.sources, done: setup.sources > 0, path: entryPath('sources') },
    { id: 'priceRules', count: setup.priceRules, done: setup.priceRules > 0, path: screenPath(LINKED_SCREENS.priceRules) },
    {
      id: 'users',
      count: setup.users,
      done: setup.users > 1,
      path: canManageUsers ? screenPath(LINKED_SCREENS.userManagement) : null,
    },
  ];
}
