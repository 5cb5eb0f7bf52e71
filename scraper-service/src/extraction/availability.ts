/**
 * Stock texts and schema.org values → schema.org ItemAvailability names. Accepts
 * "http://schema.org/InStock", "InStock", OpenGraph's "in stock"/"out of stock"/"preorder", shop
 * system values ("onbackorder", "out_of_stock") and stock phrases in the languages of
 * stockPhrases.ts; and a buy button's state. The mapping to the in-stock flag is in
 * docs/extraction.md.
 */
import { AVAILABILITIES, type Availability } from '@pm/contracts';
import { availabilityFromPhrase, foldText } from './stockPhrases.ts';

const BY_KEY = new Map<string, Availability>(AVAILABILITIES.map((a) => [a.toLowerCase(), a]));
for (const [key, value] of [
  ['available', 'InStock'],
  ['availablefororder', 'BackOrder'],
  ['oos', 'OutOfStock'],
  ['outofstock', 'OutOfStock'],
  ['instock', 'InStock'],
  ['preorder', 'PreOrder'],
  ['backorder', 'BackOrder'],
  ['onbackorder', 'BackOrder'],
  ['madetoorder', 'BackOrder'],
  ['reserved', 'OutOfStock'],
  ['limited', 'LimitedAvailability'],
  ['soldout', 'SoldOut'],
  ['presale', 'PreSale'],
  ['instoreonly', 'InStoreOnly'],
  ['onlineonly', 'OnlineOnly'],
  ['discontinued', 'Discontinued'],
] as const) {
  BY_KEY.set(key, value);
}

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

const matchText = availabilityFromPhrase;

export interface BuyButtonState {
  /** Whether the main product's block has a buy button ("add to cart", "kaufen"). */
  present: boolean;
  /** `disabled`, `aria-disabled="true"` or a disabled/sold-out class on the button. */
  disabled?: boolean;
  /** The button's visible text or its aria-label. */
  text?: string | null;
}

export interface ButtonAvailability {
  availability: Availability;
  /** "strong": the button says it (disabled, "Ausverkauft", "Vorbestellen"); "weak": only its presence or absence. */
  strength: 'strong' | 'weak';
}

/** Buy-button words in the languages of stockPhrases.ts (folded: no diacritics). */
export const BUY_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${foldText(
    'warenkorb|einkaufswagen|kaufen|add to (?:cart|basket|bag|trolley)|buy|purchase|order now|panier|acheter|commander|carrello|acquista|compra|carrito|cesta|comprar|winkelwagen|winkelmand|bestellen|koop|koszyk|kup|košík|koupit|kúpiť|kosár|vásárl|varukorg|köp|kurv|køb|handlekurv|handlevogn|kjøp|carrinho|sacola|adaugă în coș|adauga in cos|cumpără|добави в количката|купи|в корзину|купить|sepete ekle|satın al|u košaricu|v košarico|keranjang|beli sekarang|thêm vào giỏ|chọn mua|mua ngay',
  )})|${foldText('カートに入れる|カートに追加|購入|장바구니|구매하기|바로구매|加入购物车|立即购买|เพิ่มไปยังรถเข็น|ซื้อเลย|หยิบใส่ตะกร้า')}`,
  'u',
);

/**
 * What a buy button says about stock: its text when that states an availability ("Ausverkauft",
 * "Notify me", "Vorbestellen"), else disabled → OutOfStock (strong), enabled buy button → InStock
 * (strong with a buy word, weak without), no button → OutOfStock (weak: the page extractor uses a
 * weak reading only when nothing else on the page states the availability).
 */
export function availabilityFromBuyButton(state: BuyButtonState | null): ButtonAvailability | null {
  if (!state || !state.present) return { availability: 'OutOfStock', strength: 'weak' };
  const text = state.text?.trim() ?? '';
  const stated = text ? availabilityFromPhrase(text) : null;
  if (stated && !(stated === 'InStock' && state.disabled)) return { availability: stated, strength: 'strong' };
  if (state.disabled) return { availability: 'OutOfStock', strength: 'strong' };
  return { availability: 'InStock', strength: BUY_WORDS.test(foldText(text)) ? 'strong' : 'weak' };
}

/** Availabilities under which the offer can be bought now. */
const BUYABLE = new Set<Availability>(['InStock', 'LimitedAvailability', 'OnlineOnly', 'InStoreOnly']);
export const isBuyable = (availability: Availability | null): boolean => availability !== null && BUYABLE.has(availability);

/** Availabilities that mean "not in stock" (the offer's out-of-stock flag). */
export { isOutOfStock } from '@pm/contracts/domain';
