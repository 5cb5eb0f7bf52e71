/**
 * What the engine knows about one product in one sales channel: its prices in the channel's
 * country, VAT, own shipping cost, usable competitor offers and the metrics of its current price.
 * Filters, targets, constraints and the trace all read these facts; the costly ones (offers,
 * metrics) are computed on first use and kept, so a product is evaluated once per channel however
 * many rules look at it.
 */
import type { MetricValues, PricingChannel, PricingProduct, PricingShippingRate } from '@pm/contracts';
import { selectCompetitorOffers, type CompetitorSelection, type OfferPolicy } from './competitorOffers.ts';
import { metricsAt, type CostBasis } from './metrics.ts';
import { ownShippingCost, type OwnShippingCost } from './ownShippingCost.ts';
import { vatRateFor, type VatChoice } from './vat.ts';

type CountryPricing = NonNullable<PricingProduct['pricing'][keyof PricingProduct['pricing']]>;

/** Per channel, shared by all its products: built once per run. */
export interface ChannelSetup {
  channel: PricingChannel;
  ratesOfCountry: PricingShippingRate[];
  offerPolicy: OfferPolicy;
}

export class ProductChannelFacts {
  readonly product: PricingProduct;
  readonly setup: ChannelSetup;
  readonly countryPricing: CountryPricing | undefined;
  readonly currentPrice: number | null;
  readonly vat: VatChoice;
  /** Own net shipping cost; null: unknown (no rate fits, nothing precalculated). */
  readonly shipping: OwnShippingCost | null;
  readonly basis: CostBasis;
  #competitors: CompetitorSelection | undefined;
  #metrics: MetricValues | undefined;

  constructor(product: PricingProduct, setup: ChannelSetup) {
    this.product = product;
    this.setup = setup;
    const { channel } = setup;
    this.countryPricing = product.pricing[channel.country];
    this.currentPrice = this.countryPricing?.salesPrice ?? null;
    this.vat = vatRateFor(channel, this.countryPricing?.vatRate);
    this.shipping = ownShippingCost(product, channel, this.countryPricing?.precalculatedShippingCost, setup.ratesOfCountry);
    this.basis = { vatRate: this.vat.rate, commissionRate: channel.commissionRate, purchasePrice: product.purchasePrice, shippingCost: this.shipping?.cost ?? null };
  }

  get channel(): PricingChannel {
    return this.setup.channel;
  }

  get msrp(): number | null {
    return this.countryPricing?.msrp ?? null;
  }

  /** Gross shipping the own customers pay: 0 in a no-shipping-cost channel or when not known. */
  get ownShippingCharge(): number {
    return this.setup.channel.noShippingCost ? 0 : (this.countryPricing?.shippingPrice ?? 0);
  }

  get competitors(): CompetitorSelection {
    return (this.#competitors ??= selectCompetitorOffers(this.product.offers, this.setup.offerPolicy));
  }

  /** Metrics of the current price (filter fields profitMargin, purchaseMarkup, totalCostMarkup; trace metricsBefore). */
  get metrics(): MetricValues {
    return (this.#metrics ??= metricsAt(this.currentPrice, this.basis));
  }
}
