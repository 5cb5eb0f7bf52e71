import type { Country } from '@pm/contracts';

/**
 * Whether the cheapest-prices export counts shipping: what the user switched on this page, else
 * what the price analysis compares with — the user's own choice, or the company's default of
 * Settings › Price analysis when they never chose (the profile answers it, spec §4). Derived on
 * every render rather than copied once, so a default that arrives after the page first showed
 * still reaches the switch, and the file stays the screen's figures.
 */
export function cheapestOffersWithShipping(choice: boolean | null, analysisWithShipping: boolean): boolean {
  return choice ?? analysisWithShipping;
}

/** The query of the cheapest-prices export. */
export function cheapestOffersParams(country: Country, withShipping: boolean): string {
  return new URLSearchParams({ country, withShipping: String(withShipping) }).toString();
}
