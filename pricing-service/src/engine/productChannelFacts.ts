/**
 * What the engine knows about one product in one sales channel: its prices in the channel's
 * country, VAT, own shipping cost, usable competitor offers and the metrics of its current price.
 * Filters, targets, constraints and the trace all read these facts; the costly ones (offers,
 * metrics) are computed on first use and kept, so a product is evaluated once per channel however
 * many rules look at it. Channels with the same offer policy (currency) share the product's offer
 * selection.
 */
import type { DecisionTrace, MetricValues, PricingChannel, PricingProduct, PricingShippingRate } from '@pm/contracts';
import { selectCompetitorOffers, type CompetitorSelection, type OfferPolicy } from './competitorOffers.ts';
import type { ConstraintFacts } from './constraints.ts';
import { metricsAt } from './metrics.ts';
import { ownShippingCost, type OwnShippingCost } from './ownShippingCost.ts';
import { vatRateFor, type VatChoice } from './vat.ts';

type CountryPricing = NonNullable<PricingProduct['pricing'][keyof PricingProduct['pricing']]>;

/** Per channel, shared by all its products: built once per run. */
export interface ChannelSetup {
  channel: PricingChannel;
  ratesOfCountry: PricingShippingRate[];
  /** Channels of the same currency get the same policy object and channels of the same country the same rates array, so a product's offer selection and shipping cost are shared between them. */
  offerPolicy: OfferPolicy;
  /** The channel as the decision trace shows it (one object for all products). */
  traceChannel: DecisionTrace['channel'];
}

export function channelSetup(channel: PricingChannel, ratesOfCountry: PricingShippingRate[], offerPolicy: OfferPolicy): ChannelSetup {
  const { channelId, name, commissionRate, vatRate, currency, noShippingCost } = channel;
  return { channel, ratesOfCountry, offerPolicy, traceChannel: { channelId, name, commissionRate, vatRate, currency, noShippingCost } };
}

export class ProductChannelFacts {
  readonly product: PricingProduct;
  readonly setup: ChannelSetup;
  readonly countryPricing: CountryPricing | undefined;
  readonly currentPrice: number | null;
  readonly vat: VatChoice;
  /** Own net shipping cost; null: unknown (no rate fits, nothing precalculated). */
  readonly shipping: OwnShippingCost | null;
  /** VAT, commission, purchase price, shipping cost, current price and MSRP: what targets, limits and metrics compute with. */
  readonly basis: ConstraintFacts;
  readonly #sibling: ProductChannelFacts | null;
  #competitors: CompetitorSelection | undefined;
  #metrics: MetricValues | undefined;

  /** `sibling`: the same product's facts in another channel, whose offer selection may be reused. */
  constructor(product: PricingProduct, setup: ChannelSetup, sibling: ProductChannelFacts | null = null) {
    this.product = product;
    this.setup = setup;
    this.#sibling = sibling;
    const { channel } = setup;
    this.countryPricing = product.pricing[channel.country];
    // A confirmed adjustment of this channel is its price now, until the sales price changes again.
    this.currentPrice = product.currentPrices?.[channel.channelId] ?? this.countryPricing?.salesPrice ?? null;
    this.vat = vatRateFor(channel, this.countryPricing?.vatRate);
    // Same country, rates and shipping mode as the sibling channel: the same shipping cost.
    const shared = sibling !== null && sibling.setup.ratesOfCountry === setup.ratesOfCountry && sibling.channel.noShippingCost === channel.noShippingCost;
    this.shipping = shared ? sibling.shipping : ownShippingCost(product, channel, this.countryPricing?.precalculatedShippingCost, setup.ratesOfCountry);
    this.basis = {
      vatRate: this.vat.rate,
      commissionRate: channel.commissionRate,
      purchasePrice: product.purchasePrice,
      shippingCost: this.shipping?.cost ?? null,
      currentPrice: this.currentPrice,
      msrp: this.countryPricing?.msrp ?? null,
    };
  }

  get channel(): PricingChannel {
    return this.setup.channel;
  }

  get msrp(): number | null {
    return this.basis.msrp;
  }

  /** Gross shipping the own customers pay: 0 in a no-shipping-cost channel or when not known. */
  get ownShippingCharge(): number {
    return this.setup.channel.noShippingCost ? 0 : (this.countryPricing?.shippingPrice ?? 0);
  }

  get competitors(): CompetitorSelection {
    if (this.#competitors) return this.#competitors;
    const sibling = this.#sibling;
    this.#competitors = sibling && sibling.setup.offerPolicy === this.setup.offerPolicy ? sibling.competitors : selectCompetitorOffers(this.product.offers, this.setup.offerPolicy);
    return this.#competitors;
  }

  /** Metrics of the current price (filter fields profitMargin, purchaseMarkup, totalCostMarkup; trace metricsBefore). */
  get metrics(): MetricValues {
    return (this.#metrics ??= metricsAt(this.currentPrice, this.basis));
  }
}
