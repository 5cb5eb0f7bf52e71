import { describe, expect, it } from 'vitest';
import { ADMIN_ENTRIES, MAIN_ENTRIES } from './entries.ts';
import type { MainEntryId, NavEntry } from './entries.ts';
import { activeEntryId, activeMobileTab, mobileTabs, moreEntries, pathMatches, visibleEntries } from './rules.ts';

const all = (available: boolean): NavEntry<MainEntryId>[] => MAIN_ENTRIES.map((entry) => ({ ...entry, available }));

describe('navigation config', () => {
  it('lists the sidebar entries of spec §2 in order', () => {
    expect(MAIN_ENTRIES.map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/price-analysis',
      '/price-engine',
      '/insights',
      '/scrape-records',
      '/assortment',
      '/discovery',
      '/categories',
      '/sources',
      '/settings',
      '/academy',
    ]);
    expect(ADMIN_ENTRIES).toHaveLength(10);
  });

  it('shows only the screens that exist today', () => {
    expect(visibleEntries(MAIN_ENTRIES).map((entry) => entry.id)).toEqual(['dashboard', 'price-analysis', 'price-engine', 'insights', 'scrape-records', 'assortment', 'discovery', 'categories', 'sources', 'settings', 'academy']);
    expect(visibleEntries(ADMIN_ENTRIES).map((entry) => entry.id)).toEqual(['admin-discovery', 'admin-assortments', 'admin-records', 'admin-health', 'admin-scrape-exceptions', 'admin-scrape-jobs', 'admin-stores', 'admin-aggregators', 'admin-companies', 'admin-agent-jobs']);
  });
});

describe('pathMatches', () => {
  it('matches the path and anything below it, not lookalike prefixes', () => {
    expect(pathMatches('/settings', '/settings')).toBe(true);
    expect(pathMatches('/settings', '/settings/language')).toBe(true);
    expect(pathMatches('/settings', '/settingsx')).toBe(false);
  });
});

describe('activeEntryId', () => {
  it('highlights the entry of the current screen', () => {
    expect(activeEntryId(MAIN_ENTRIES, '/settings/user-management')).toBe('settings');
    expect(activeEntryId(MAIN_ENTRIES, '/dashboard')).toBe('dashboard');
    expect(activeEntryId(ADMIN_ENTRIES, '/admin/company')).toBe('admin-companies');
    expect(activeEntryId(MAIN_ENTRIES, '/more')).toBeNull();
  });
});

describe('mobile tab bar', () => {
  it('offers the available tabs in spec order', () => {
    expect(mobileTabs(MAIN_ENTRIES).map((entry) => entry.id)).toEqual(['dashboard', 'price-analysis', 'price-engine', 'insights']);
    expect(mobileTabs(all(true)).map((entry) => entry.id)).toEqual(['dashboard', 'price-analysis', 'price-engine', 'insights']);
  });

  it('lists the other available entries under more', () => {
    expect(moreEntries(MAIN_ENTRIES).map((entry) => entry.id)).toEqual(['scrape-records', 'assortment', 'discovery', 'categories', 'sources', 'settings', 'academy']);
    expect(moreEntries(all(true))).toHaveLength(7);
  });

  it('highlights more for the overflow paths of the spec', () => {
    for (const path of ['/scrape-records', '/assortment/p1', '/categories', '/sources', '/settings/language', '/academy', '/admin/company', '/more']) {
      expect(activeMobileTab(MAIN_ENTRIES, path), path).toBe('more');
    }
  });

  it('highlights the tab of its own paths', () => {
    expect(activeMobileTab(MAIN_ENTRIES, '/dashboard')).toBe('dashboard');
    expect(activeMobileTab(MAIN_ENTRIES, '/price-engine/review')).toBe('price-engine');
    expect(activeMobileTab(MAIN_ENTRIES, '/insights/brands/x')).toBe('insights');
    expect(activeMobileTab(MAIN_ENTRIES, '/nowhere')).toBeNull();
  });
});
