/**
 * schema.org Product / ProductGroup / Offer / AggregateOffer nodes → product readings: identity
 * (name, brand, GTIN, MPN, SKU, image), and every offer with price, currency, strike price
 * (UnitPriceSpecification with priceType StrikethroughPrice/ListPrice), shipping
 * (OfferShippingDetails.shippingRate), delivery time, availability, condition and seller.
 * The same code reads JSON-LD, microdata and RDFa because their readers build the same nodes.
 */
import { normaliseAvailability } from './availability.ts';
import { readAmount, readShipping } from './amounts.ts';
import { normaliseCondition } from './condition.ts';
import { absoluteUrl, cleanText } from './document.ts';
import { readGtin } from './identifiers.ts';
import type { PriceHints } from './parsePrice.ts';
import { first, hasType, isNode, MAX_DEPTH, typesOf, values, type SchemaNode } from './schemaNodes.ts';
import { emptyOffer, emptyProduct, type OfferReading, type ProductReading } from './types.ts';

export interface SchemaContext {
  baseUrl: string;
  hints: PriceHints;
  /** Resolves {"@id": …} stubs (identity when the syntax has none). */
  resolve: (value: unknown) => unknown;
}

export const PRODUCT_TYPES: ReadonlySet<string> = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts', 'Vehicle', 'Car', 'Book']);
const OFFER_TYPES: ReadonlySet<string> = new Set(['Offer', 'AggregateOffer', 'Demand']);
export const LISTING_TYPES: ReadonlySet<string> = new Set(['CollectionPage', 'SearchResultsPage', 'ItemList', 'OfferCatalog', 'ProductCollection']);

export interface SchemaReading {
  products: ProductReading[];
  /** The data describes a collection/search page or a list of items. */
  listing: boolean;
  /** Items of the largest item list. */
  listItems: number;
}

export function readSchemaNodes(nodes: readonly SchemaNode[], ctx: SchemaContext): SchemaReading {
  const products: ProductReading[] = [];
  const groups = new Map<string, ProductReading>();
  let listing = false;
  let listItems = 0;
  const hasProducts = nodes.some((n) => typesOf(n).some((t) => PRODUCT_TYPES.has(t)));
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.some((t) => LISTING_TYPES.has(t))) {
      listing = true;
      const items = values(node, 'itemListElement').length || values(node, 'hasPart').length;
      listItems = Math.max(listItems, items);
      continue;
    }
    if (types.some((t) => PRODUCT_TYPES.has(t))) {
      const product = readProduct(node, ctx, 0);
      if (types.includes('ProductGroup')) {
        for (const key of [node['@id'], first(node, 'productGroupID')]) {
          if (typeof key === 'string' || typeof key === 'number') groups.set(String(key), product);
        }
        products.push(product);
        continue;
      }
      // Variants published as separate Products of one group (isVariantOf / inProductGroupWithID).
      const group = groupKey(node, ctx);
      const known = group ? groups.get(group) : undefined;
      const variantOffers = product.offers.map((o) => withVariant(o, product));
      if (known) {
        const seen = new Set(known.offers.map(offerKey));
        known.offers.push(...variantOffers.filter((o) => !seen.has(offerKey(o))));
      } else if (group) {
        const groupNode = ctx.resolve(first(node, 'isVariantOf'));
        const merged = { ...product, offers: variantOffers };
        if (isNode(groupNode)) {
          merged.name = cleanText(first(groupNode, 'name')) ?? merged.name;
          merged.brand = brandName(ctx.resolve(first(groupNode, 'brand'))) ?? merged.brand;
        }
        groups.set(group, merged);
        products.push(merged);
      } else {
        products.push(product);
      }
    } else if (types.some((t) => OFFER_TYPES.has(t)) && (first(node, 'itemOffered') !== undefined || !hasProducts)) {
      // A top-level offer counts by itself only when it names its item or no product refers to it.
      const offered = ctx.resolve(first(node, 'itemOffered'));
      const product = isNode(offered) ? readProduct(offered, ctx, 1) : emptyProduct();
      product.offers.push(...readOffers(node, ctx, 1));
      products.push(product);
    }
  }
  return { products, listing, listItems };
}

function groupKey(node: SchemaNode, ctx: SchemaContext): string | null {
  const group = ctx.resolve(first(node, 'isVariantOf'));
  if (isNode(group)) {
    const key = group['@id'] ?? first(group, 'productGroupID') ?? first(group, 'name');
    if (typeof key === 'string' || typeof key === 'number') return String(key);
  }
  const id = first(node, 'inProductGroupWithID');
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function withVariant(offer: OfferReading, product: ProductReading): OfferReading {
  return {
    ...offer,
    variant: {
      name: product.name,
      sku: product.sku,
      gtin: product.gtin,
      mpn: product.mpn,
      image: product.image,
      ...stripNulls(offer.variant),
    },
  };
}

const offerKey = (o: OfferReading): string => `${o.variant.sku ?? ''}|${o.variant.gtin ?? ''}|${o.url ?? ''}|${o.price ?? ''}`;

const stripNulls = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;

export function readProduct(node: SchemaNode, ctx: SchemaContext, depth: number): ProductReading {
  const product = emptyProduct();
  if (depth > MAX_DEPTH) return product;
  product.name = cleanText(first(node, 'name'));
  product.brand = brandName(ctx.resolve(first(node, 'brand')));
  product.gtin = readGtin(node);
  product.mpn = cleanText(first(node, 'mpn'), 100);
  product.sku = cleanText(first(node, 'sku'), 100);
  product.image = imageUrl(ctx.resolve(first(node, 'image')), ctx.baseUrl);
  product.url = absoluteUrl(first(node, 'url'), ctx.baseUrl);
  for (const offer of values(node, 'offers')) product.offers.push(...readOffers(ctx.resolve(offer), ctx, depth + 1));
  // Product-level condition/availability (not schema.org, but common) apply to offers that lack them.
  const condition = normaliseCondition(first(node, 'itemCondition'));
  const availability = normaliseAvailability(first(node, 'availability'));
  for (const offer of product.offers) {
    offer.condition ??= condition;
    offer.availability ??= availability;
  }
  if (hasType(node, new Set(['ProductGroup'])) || values(node, 'hasVariant').length > 0) {
    for (const raw of values(node, 'hasVariant')) {
      const variantNode = ctx.resolve(raw);
      if (!isNode(variantNode)) continue;
      const variant = readProduct(variantNode, ctx, depth + 1);
      product.offers.push(...variant.offers.map((o) => withVariant(o, variant)));
    }
  }
  return product;
}

function readOffers(raw: unknown, ctx: SchemaContext, depth: number, inherited: { currency?: string | null } = {}): OfferReading[] {
  if (!isNode(raw) || depth > MAX_DEPTH) return [];
  const currency = isoCurrency(first(raw, 'priceCurrency')) ?? inherited.currency ?? null;
  if (typesOf(raw).includes('AggregateOffer')) {
    const inner = values(raw, 'offers').flatMap((o) => readOffers(ctx.resolve(o), ctx, depth + 1, { currency }));
    if (inner.length > 0) return inner;
    const offer = readOffer(raw, ctx, currency);
    if (offer.price === null) {
      const low = readAmount(first(raw, 'lowPrice'), { ...ctx.hints, currencyHint: currency ?? ctx.hints.currencyHint ?? null });
      offer.price = low.amount;
      offer.currency = currency ?? low.currency;
      offer.currencyText = low.currencyText;
    }
    return [offer];
  }
  return [readOffer(raw, ctx, currency)];
}

const REGULAR_PRICE_TYPE = /strikethrough|listprice|msrp|srp|regular|original|uvp/i;

function readOffer(node: SchemaNode, ctx: SchemaContext, currency: string | null): OfferReading {
  const offer = emptyOffer();
  const specs = priceSpecifications(node, ctx, 0);
  let priceValue = first(node, 'price');
  let priceCurrency = currency;
  for (const spec of specs) {
    const type = String(first(spec, 'priceType') ?? '');
    const specCurrency = isoCurrency(first(spec, 'priceCurrency')) ?? priceCurrency;
    if (REGULAR_PRICE_TYPE.test(type)) {
      offer.regularPrice ??= readAmount(first(spec, 'price'), { ...ctx.hints, currencyHint: specCurrency }).amount;
    } else if (priceValue === undefined && !isBasePrice(spec)) {
      priceValue = first(spec, 'price') ?? first(spec, 'minPrice');
      priceCurrency = specCurrency;
    }
  }
  if (priceValue === undefined) priceValue = first(node, 'lowPrice');
  const parsed = readAmount(priceValue, { ...ctx.hints, currencyHint: priceCurrency ?? ctx.hints.currencyHint ?? null });
  offer.price = parsed.amount;
  offer.currency = priceCurrency ?? parsed.currency;
  offer.currencyText = parsed.currencyText;
  if (offer.regularPrice !== null && offer.regularPrice === offer.price) offer.regularPrice = null;
  offer.availability = normaliseAvailability(first(node, 'availability'));
  offer.condition = normaliseCondition(first(node, 'itemCondition'));
  const shipping = readShippingDetails(node, ctx, offer.currency);
  offer.shippingCost = shipping.cost;
  offer.deliveryTime = shipping.deliveryTime ?? quantityText(ctx.resolve(first(node, 'deliveryLeadTime')));
  const seller = ctx.resolve(first(node, 'seller') ?? first(node, 'offeredBy'));
  offer.sellerName = isNode(seller) ? cleanText(first(seller, 'name'), 200) : cleanText(seller, 200);
  offer.url = absoluteUrl(first(node, 'url'), ctx.baseUrl);
  const offered = ctx.resolve(first(node, 'itemOffered'));
  const identity = isNode(offered) && typesOf(offered).some((t) => PRODUCT_TYPES.has(t)) ? offered : node;
  offer.variant = stripNulls({
    sku: cleanText(first(identity, 'sku'), 100),
    gtin: readGtin(identity),
    mpn: cleanText(first(identity, 'mpn'), 100),
    name: identity === node ? null : cleanText(first(identity, 'name')),
  });
  return offer;
}

function priceSpecifications(node: SchemaNode, ctx: SchemaContext, depth: number): SchemaNode[] {
  if (depth > 3) return [];
  const out: SchemaNode[] = [];
  for (const raw of values(node, depth === 0 ? 'priceSpecification' : 'priceComponent')) {
    const spec = ctx.resolve(raw);
    if (!isNode(spec)) continue;
    const components = priceSpecifications(spec, ctx, depth + 1);
    if (components.length > 0) out.push(...components);
    if (first(spec, 'price') !== undefined || first(spec, 'minPrice') !== undefined) out.push(spec);
  }
  return out;
}

/** A unit/base price ("12,99 € / kg") carries a reference quantity other than one piece. */
function isBasePrice(spec: SchemaNode): boolean {
  const reference = first(spec, 'referenceQuantity');
  if (reference === undefined) return false;
  if (!isNode(reference)) return true;
  const value = Number(first(reference, 'value') ?? 1);
  const unit = String(first(reference, 'unitCode') ?? first(reference, 'unitText') ?? 'C62');
  return !(value === 1 && /^(?:C62|H87|EA|piece|stück|stk)$/i.test(unit));
}

function readShippingDetails(node: SchemaNode, ctx: SchemaContext, currency: string | null): { cost: string | null; deliveryTime: string | null } {
  let cost: string | null = null;
  let deliveryTime: string | null = null;
  for (const raw of values(node, 'shippingDetails')) {
    const details = ctx.resolve(raw);
    if (!isNode(details)) continue;
    if (first(details, 'doesShip') === false || first(details, 'doesShip') === 'False') continue;
    if (cost === null) {
      const rate = ctx.resolve(first(details, 'shippingRate'));
      const value = isNode(rate) ? (first(rate, 'value') ?? first(rate, 'maxValue') ?? first(rate, 'minValue')) : rate;
      const rateCurrency = isNode(rate) ? isoCurrency(first(rate, 'currency')) : null;
      cost = readShipping(value, { ...ctx.hints, currencyHint: rateCurrency ?? currency ?? null });
    }
    deliveryTime ??= deliveryText(ctx.resolve(first(details, 'deliveryTime')), ctx);
  }
  return { cost, deliveryTime };
}

/** ShippingDeliveryTime (handlingTime + transitTime) → "2–4 days"; a text stays as written. */
function deliveryText(raw: unknown, ctx: SchemaContext): string | null {
  if (!isNode(raw)) return cleanText(raw, 200);
  const parts = ['handlingTime', 'transitTime'].map((key) => ctx.resolve(first(raw, key))).filter(isNode);
  if (parts.length === 0) return quantityText(raw);
  let min = 0;
  let max = 0;
  let unit = 'DAY';
  for (const part of parts) {
    const lo = Number(first(part, 'minValue') ?? first(part, 'value') ?? 0);
    const hi = Number(first(part, 'maxValue') ?? first(part, 'value') ?? lo);
    if (!Number.isFinite(lo) || !Number.isFinite(hi)) return null;
    min += lo;
    max += hi;
    unit = String(first(part, 'unitCode') ?? unit);
  }
  return rangeText(min, max, unit);
}

function quantityText(raw: unknown): string | null {
  if (!isNode(raw)) return cleanText(raw, 200);
  const lo = Number(first(raw, 'minValue') ?? first(raw, 'value'));
  const hi = Number(first(raw, 'maxValue') ?? first(raw, 'value') ?? lo);
  if (!Number.isFinite(lo)) return null;
  return rangeText(lo, Number.isFinite(hi) ? hi : lo, String(first(raw, 'unitCode') ?? 'DAY'));
}

const UNITS: Record<string, [string, string]> = { DAY: ['day', 'days'], D: ['day', 'days'], HUR: ['hour', 'hours'], WEE: ['week', 'weeks'], WK: ['week', 'weeks'] };

function rangeText(min: number, max: number, unitCode: string): string {
  const [one, many] = UNITS[unitCode.toUpperCase()] ?? [unitCode, unitCode];
  const unit = max === 1 ? one : many;
  return min === max ? `${max} ${unit}` : `${min}–${max} ${unit}`;
}

export function isoCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

function brandName(raw: unknown): string | null {
  if (isNode(raw)) return cleanText(first(raw, 'name'), 200);
  return cleanText(raw, 200);
}

function imageUrl(raw: unknown, base: string): string | null {
  if (isNode(raw)) return absoluteUrl(first(raw, 'url') ?? first(raw, 'contentUrl') ?? first(raw, '@id'), base);
  return absoluteUrl(raw, base);
}
