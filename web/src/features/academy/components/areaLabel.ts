import type { I18n } from '@lingui/core';
import { MAIN_ENTRY_IDS } from '../../../lib/navigation/entries.ts';
import type { MainEntryId } from '../../../lib/navigation/entries.ts';
import { NAV_PRESENTATION } from '../../../lib/navigation/presentation.ts';

const isMainEntry = (area: string): area is MainEntryId => (MAIN_ENTRY_IDS as readonly string[]).includes(area);

/** Areas named like navigation entries get the entry's translated label; others show as configured. */
export function areaLabel(area: string, i18n: I18n): string {
  if (isMainEntry(area)) return i18n._(NAV_PRESENTATION[area].label);
  const words = area.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
