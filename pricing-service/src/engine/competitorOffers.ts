/**
 * Which competitor offers a run may use for a product in a channel, and why the others are not
 * used (docs/pricing.md "Competitor offers"). Checked in this order, the first reason found is
 * recorded: OWN_OFFER (own shop offers are never competitors), EXCLUDED_STORE (the engine's
 * competitors setting), NO_PRICE (none, or ≤ 0: never a usable competitor price), FLAGGED (implausible, waiting for confirmation), STALE (observed
 * more than maxOfferAgeHours before the run's `now`, or at an unreadable time), OUT_OF_STOCK
 * (OutOfStock, SoldOut, Discontinued, InStoreOnly), OTHER_MARKET (the offer's store sells in another
 * country than the channel: issue 12; an offer without a country counts in every market), OTHER_CURRENCY (not the channel's currency;
 * an offer without a currency counts as the channel's, as in the price analysis). A competitor's
 * total is price + shipping, shipping 0 where unknown (spec §9).
 */
import type { Availability, Country, Currency, EngineCompetitors, OfferExclusion, PricingOffer, TraceOffer } from '@pm/contracts';
import { compareTime, instant, type Instant } from './isoTime.ts';
import { exact, roundCents } from './money.ts';

/** Availabilities that cannot be bought online now; pre-order and back-order offers count. */
const NOT_AVAILABLE: ReadonlySet<Availability> = new Set(['OutOfStock', 'SoldOut', 'Discontinued', 'InStoreOnly']);

export interface OfferPolicy {
  currency: Currency;
  /** The channel's market: offers of another country's store are not compared (an offer without a country counts everywhere). */
  country: Country;
  /** Stores the competitors setting names, and whether it names the only ones (ONLY) or the excluded ones. */
  sourceIds: ReadonlySet<string>;
  onlyListed: boolean;
  /** Offers observed before this instant are stale. */
  staleBefore: Instant;
}

export function offerPolicy(currency: Currency, country: Country, competitors: EngineCompetitors, nowMs: number, maxOfferAgeHours: number): OfferPolicy {
  return { currency, country, sourceIds: new Set(competitors.sourceIds), onlyListed: competitors.mode === 'ONLY', staleBefore: instant(nowMs - maxOfferAgeHours * 3_600_000) };
}

export function exclusionOf(offer: PricingOffer, policy: OfferPolicy): OfferExclusion | null {
  if (offer.own) return 'OWN_OFFER';
  if (policy.sourceIds.has(offer.sourceId) !== policy.onlyListed) return 'EXCLUDED_STORE';
  // A price of zero or below is no price, even when confirmed (a "price on request" page, issue 12).
  if (offer.price == null || !(offer.price > 0)) return 'NO_PRICE';
  if (offer.flagged) return 'FLAGGED';
  if (!(compareTime(offer.observedAt, policy.staleBefore) >= 0)) return 'STALE';
  if (offer.availability != null && NOT_AVAILABLE.has(offer.availability)) return 'OUT_OF_STOCK';
  if (offer.country != null && offer.country !== policy.country) return 'OTHER_MARKET';
  if (offer.currency !== null && offer.currency !== policy.currency) return 'OTHER_CURRENCY';
  return null;
}

export interface CompetitorSelection {
  /** Every offer of the product with its verdict (for the decision trace). */
  offers: TraceOffer[];
  used: number;
  /** The used offer with the lowest price, and the one with the lowest price + shipping (first on ties). */
  cheapestByPrice: TraceOffer | null;
  cheapestByTotal: TraceOffer | null;
}

export function selectCompetitorOffers(offers: readonly PricingOffer[], policy: OfferPolicy): CompetitorSelection {
  const traced: TraceOffer[] = [];
  let used = 0;
  let cheapestByPrice: TraceOffer | null = null;
  let cheapestByTotal: TraceOffer | null = null;
  for (const offer of offers) {
    const excludedBecause = exclusionOf(offer, policy);
    const total = offer.price == null ? null : roundCents(exact(offer.price).plus(exact(offer.shippingCost ?? 0)));
    const entry: TraceOffer = {
      urlId: offer.urlId,
      sourceId: offer.sourceId,
      sourceName: offer.sourceName,
      price: offer.price,
      shippingCost: offer.shippingCost,
      total,
      observedAt: offer.observedAt,
      eventId: offer.eventId,
      used: excludedBecause === null,
      excludedBecause,
    };
    traced.push(entry);
    if (excludedBecause !== null) continue;
    used++;
    if (cheapestByPrice === null || entry.price! < cheapestByPrice.price!) cheapestByPrice = entry;
    if (cheapestByTotal === null || entry.total! < cheapestByTotal.total!) cheapestByTotal = entry;
  }
  return { offers: traced, used, cheapestByPrice, cheapestByTotal };
}
