/** Money of the demo web is held in integer euro cents; these turn it into the texts pages show. */

/** 24999 → "249.99" (schema.org / JSON decimal). */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 129900 → "1.299,00" (German digits, no currency). */
export function germanAmount(cents: number): string {
  const [euros = '0', rest = '00'] = decimal(cents).split('.');
  return `${euros.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${rest}`;
}

/** 129900 → "1.299,00 €". */
export function euroDe(cents: number): string {
  return `${germanAmount(cents)} €`;
}

/** Cents to a euro number (for data exports whose schemas take numbers). */
export function euros(cents: number): number {
  return cents / 100;
}
