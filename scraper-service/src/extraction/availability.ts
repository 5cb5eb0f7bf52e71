/**
 * Stock texts and schema.org values → schema.org ItemAvailability names. Accepts
 * "http://schema.org/InStock", "InStock", OpenGraph's "in stock"/"out of stock"/"preorder", and
 * shop texts in German, English and the neighbouring languages ("auf Lager", "nicht lieferbar",
 * "ausverkauft", "only 3 left", "nicht mehr verfügbar").
 */
import { AVAILABILITIES, type Availability } from '@pm/contracts';

const BY_KEY = new Map<string, Availability>(AVAILABILITIES.map((a) => [a.toLowerCase(), a]));
for (const [key, value] of [
  ['available', 'InStock'],
  ['availablefororder', 'BackOrder'],
  ['oos', 'OutOfStock'],
  ['outofstock', 'OutOfStock'],
  ['instock', 'InStock'],
  ['preorder', 'PreOrder'],
  ['backorder', 'BackOrder'],
  ['limited', 'LimitedAvailability'],
  ['soldout', 'SoldOut'],
] as const) {
  BY_KEY.set(key, value);
}

/** Text patterns, checked in this order: negations before the positive words they contain. */
const TEXT_PATTERNS: readonly (readonly [RegExp, Availability])[] = [
  [/nicht mehr (?:lieferbar|verfügbar|erhältlich|im sortiment|bestellbar)|no longer (?:available|sold|in stock)|discontinued|(?:artikel|produkt|angebot)\s+(?:ist\s+)?(?:leider\s+)?(?:ausgelaufen|abgelaufen)|plus disponible|non più disponibile|ya no está disponible|niet meer leverbaar|niet meer verkrijgbaar|wycofany/u, 'Discontinued'],
  [/ausverkauft|sold out|épuisé|esaurito|agotado|uitverkocht|wyprzedany/u, 'SoldOut'],
  [/nicht (?:auf lager|lieferbar|verfügbar|vorrätig|erhältlich|bestellbar)|(?:derzeit|momentan|zurzeit|aktuell|vorübergehend) (?:nicht|leider nicht)|out of stock|currently unavailable|unavailable|not (?:available|in stock)|vergriffen|rupture de stock|indisponible|non disponibile|sin stock|no disponible|niet (?:op voorraad|leverbaar|beschikbaar)|niedostępny|brak w magazynie/u, 'OutOfStock'],
  [/nur (?:im|in der|in unseren?) (?:laden|markt|filiale|geschäft|filialen|märkten)|in[- ]store only|nur vor ort|solo in negozio/u, 'InStoreOnly'],
  [/nur online|online only|online[- ]exklusiv/u, 'OnlineOnly'],
  [/vorbestell|pre-?order|précommande|prenotazione|preventa|reserveren/u, 'PreOrder'],
  [/vorverkauf|pre-?sale/u, 'PreSale'],
  [/back-?order|nachbestell|wird nachgeliefert|auf bestellung|bestellartikel|lieferbar ab \d|available from \d/u, 'BackOrder'],
  [/nur noch (?:\d+|wenige)|only \d+ left|(?:wenige|geringer|niedriger) (?:bestand|stück|artikel)|low stock|limited (?:stock|availability)|restbestand|ultimi (?:\d+ )?pezzi|últimas unidades/u, 'LimitedAvailability'],
  [/auf lager|lagernd|sofort (?:lieferbar|versandfertig|verfügbar)|lieferbar|vorrätig|verfügbar|versandfertig|in stock|available|ready to ship|ships (?:today|within|in)|en stock|disponible|disponibile|op voorraad|leverbaar|dostępny|w magazynie|na stanie/u, 'InStock'],
];

export function normaliseAvailability(value: unknown): Availability | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, 400);
  if (!text) return null;
  const name = text.replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '').replace(/^schema:/i, '');
  const key = name.replace(/[\s_-]/g, '').toLowerCase();
  return BY_KEY.get(key) ?? matchText(text);
}

/**
 * A shop's own availability texts (a scrape exception's `availabilityValues`) before the
 * built-in recognition: the whole text first, then the longest listed text it contains, both
 * compared case-insensitively with spaces collapsed.
 */
export function availabilityFromText(value: string | null, values: Readonly<Record<string, Availability>> | undefined): Availability | null {
  if (value === null) return null;
  if (values) {
    const text = collapse(value);
    const entries = Object.entries(values).map(([key, availability]) => [collapse(key), availability] as const);
    const exact = entries.find(([key]) => key === text);
    if (exact) return exact[1];
    const contained = entries.filter(([key]) => key !== '' && text.includes(key)).sort((a, b) => b[0].length - a[0].length)[0];
    if (contained) return contained[1];
  }
  return normaliseAvailability(value);
}

const collapse = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function matchText(text: string): Availability | null {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  for (const [pattern, availability] of TEXT_PATTERNS) if (pattern.test(lower)) return availability;
  return null;
}

/** Availabilities under which the offer can be bought now. */
const BUYABLE = new Set<Availability>(['InStock', 'LimitedAvailability', 'OnlineOnly', 'InStoreOnly']);
export const isBuyable = (availability: Availability | null): boolean => availability !== null && BUYABLE.has(availability);

/** Availabilities that mean "not in stock" (the offer's out-of-stock flag). */
export { isOutOfStock } from '@pm/contracts/domain';
