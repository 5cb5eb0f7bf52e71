/**
 * The brands a picker offers: those found that contain the typed text (the server's answer may
 * still be for fewer letters while the next loads), and those already chosen; each once, sorted.
 */
export function brandChoices(brands: readonly (string | null | undefined)[], typed: string, chosen: readonly string[]): string[] {
  const needle = typed.trim().toLocaleLowerCase();
  const found = brands.filter((b): b is string => typeof b === 'string' && b.trim() !== '' && b.toLocaleLowerCase().includes(needle));
  return [...new Set([...chosen, ...found])].sort((a, b) => a.localeCompare(b));
}
