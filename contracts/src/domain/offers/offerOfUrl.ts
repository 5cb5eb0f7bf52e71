/**
 * The offer of one competitor (or own-shop) URL, folded from its `OfferObserved` events. The one
 * home of the rule every reader shares — the scraper's plausibility decider, the engine's
 * pricing view, the offers and price-analysis read models:
 *
 * - an observation is USABLE when the page was OK and it carries a price;
 * - a FLAGGED observation never becomes the current price; it waits as `flagged`;
 * - any observation that is not flagged clears the flag (a 404 after a jump ends the wait:
 *   the next price is compared with the last good one again), and a usable one becomes current.
 */
import type { OfferEvent, ScrapedOffer } from '../../events/scrapeEvents.ts';
import type { PageStatus } from '../../scraping.ts';

export type Plausibility = OfferEvent['data']['plausibility'];
export type OfferObservation = OfferEvent['data'];

/** A price that is used: accepted, or a flagged one that a later scrape confirmed. */
export type CurrentOffer = ScrapedOffer & { price: string; observedAt: string; eventId: string; confirmed: boolean };
/** A flagged observation waiting for confirmation (its price may be missing, e.g. a shop-wide out-of-stock). */
export type FlaggedOffer = ScrapedOffer & { observedAt: string; eventId: string; flagReason: string };
/** What the page said last, even when it gave no current price (a used or expired offer, an error page). */
export interface LastObservation {
  observedAt: string;
  pageStatus: PageStatus;
  plausibility: Plausibility;
  flagReason: string | null;
  jobId: string;
  eventId: string;
  offer: ScrapedOffer | null;
}

export interface OfferOfUrl {
  current: CurrentOffer | null;
  flagged: FlaggedOffer | null;
  last: LastObservation | null;
}

export const initialOfferOfUrl = (): OfferOfUrl => ({ current: null, flagged: null, last: null });

/** The observation's offer when it can be a price: page OK and a price given. */
export function usableOffer(observation: Pick<OfferObservation, 'pageStatus' | 'offer'>): (ScrapedOffer & { price: string }) | null {
  const offer = observation.offer;
  if (observation.pageStatus !== 'OK' || !offer || offer.price === null) return null;
  return { ...offer, price: offer.price };
}

/** The last good price a new observation is compared with. */
export const lastGoodPrice = (state: OfferOfUrl): string | null => state.current?.price ?? null;

/**
 * Folds one observation. `eventId` is the recorded event's id (the decision trace and audit trail
 * name the observation a price came from); deciders that only need prices may leave it empty.
 */
export function evolveOfferOfUrl(state: OfferOfUrl, observation: OfferObservation, eventId = ''): OfferOfUrl {
  const { observedAt, pageStatus, plausibility, flagReason, jobId, offer } = observation;
  const last: LastObservation = { observedAt, pageStatus, plausibility, flagReason, jobId, eventId, offer };
  const usable = usableOffer(observation);
  if (plausibility === 'FLAGGED') {
    const seen = offer ?? { price: null, currency: null };
    return { ...state, flagged: { ...seen, price: usable?.price ?? null, observedAt, eventId, flagReason: flagReason ?? 'UNKNOWN' }, last };
  }
  const current = usable ? { ...usable, observedAt, eventId, confirmed: plausibility === 'CONFIRMED' } : state.current;
  return { current, flagged: null, last };
}
