/** Item condition texts and schema.org values → schema.org OfferItemCondition names. */
import type { ItemCondition } from '@pm/contracts';

const PATTERNS: readonly (readonly [RegExp, ItemCondition])[] = [
  [/refurbished|generalüberholt|überholt|renewed|reconditionn[ée]|ricondizionat|reacondicionad|odnowion/u, 'RefurbishedCondition'],
  [/damaged|beschädigt|defekt|endommagé|danneggiat|dañado|uszkodzon/u, 'DamagedCondition'],
  [/used|gebraucht|b-ware|second[- ]hand|pre-?owned|occasion|usato|usado|używan|gebruikt|wie neu|neuwertig|like new/u, 'UsedCondition'],
  [/new|neu|neuf|nuovo|nuevo|nowy|nieuw|originalverpackt/u, 'NewCondition'],
];

export function normaliseCondition(value: unknown): ItemCondition | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, 200).toLowerCase();
  if (!text) return null;
  const name = text.replace(/^https?:\/\/(?:www\.)?schema\.org\//, '').replace(/^schema:/, '');
  for (const [pattern, condition] of PATTERNS) if (pattern.test(name)) return condition;
  return null;
}

export const isUsedCondition = (condition: ItemCondition | null): boolean => condition !== null && condition !== 'NewCondition';
