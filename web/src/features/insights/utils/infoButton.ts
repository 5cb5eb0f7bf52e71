/**
 * The props of Fluent's InfoLabel `infoButton` slot that give the button its own (translated)
 * accessible name. Fluent names it "information" (English, whatever the locale) and prefixes the
 * label through `aria-labelledby` when that is unset: pointing `aria-labelledby` at the button
 * itself makes the name exactly `name` (the accessible-name computation then takes `aria-label`).
 */
export function namedInfoButton(id: string, name: string): { id: string; 'aria-label': string; 'aria-labelledby': string } {
  return { id, 'aria-label': name, 'aria-labelledby': id };
}
