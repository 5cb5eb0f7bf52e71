/** schema.org availabilities under which an offer cannot be bought now. */
const OUT_OF_STOCK = new Set(['OutOfStock', 'SoldOut', 'Discontinued']);

/** Whether the availability means out of stock; null when the page did not state one. */
export function outOfStockState(availability: string | null | undefined): boolean | null {
  if (!availability) return null;
  return OUT_OF_STOCK.has(availability);
}

/** Whether the offer cannot be bought now (an unstated availability counts as buyable). */
export const isOutOfStock = (availability: string | null | undefined): boolean => outOfStockState(availability) === true;
