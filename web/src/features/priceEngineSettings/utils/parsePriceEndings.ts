/**
 * Price endings typed as a list of cent values separated by commas, semicolons or spaces, e.g.
 * "99, 49" or ".99 .95"; each one 0–99 ("5" is 5 cents, shown as "05"). Returns the endings
 * without repeats, or null when an entry is not a cent value.
 */
export function parsePriceEndings(text: string): number[] | null {
  const endings: number[] = [];
  for (const part of text.split(/[\s,;]+/).filter((p) => p !== '')) {
    const match = /^\.?(\d{1,2})$/.exec(part);
    if (!match) return null;
    const cents = Number(match[1]);
    if (!endings.includes(cents)) endings.push(cents);
  }
  return endings;
}

/** The endings as the form shows them: "99, 49, 05". */
export function formatPriceEndings(endings: readonly number[]): string {
  return endings.map((cents) => cents.toString().padStart(2, '0')).join(', ');
}
