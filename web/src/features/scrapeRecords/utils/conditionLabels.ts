import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ItemCondition } from '@pm/contracts';

/** schema.org item conditions as scraped. */
const CONDITION_LABELS: Record<ItemCondition, MessageDescriptor> = {
  NewCondition: msg`New`,
  UsedCondition: msg`Used`,
  RefurbishedCondition: msg`Refurbished`,
  DamagedCondition: msg`Damaged`,
};

/** The translated condition; an unknown scraped value is shown as it came. */
export function conditionLabel(condition: string | null | undefined, i18n: I18n): string | null {
  if (!condition) return null;
  const known = CONDITION_LABELS[condition as ItemCondition] as MessageDescriptor | undefined;
  return known ? i18n._(known) : condition;
}
