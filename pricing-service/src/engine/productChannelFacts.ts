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
import { convert, ExchangeRateTable, type Conversion, type Converted } from './exchangeRates.ts';
import type { ConstraintFacts } from './constraints.ts';
import { metricsAt } from './metrics.ts';
import { ownShippingCharge } from '@pm/contracts/domain';
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
  /** The company's exchange rates valid at the run's time. */
  exchangeRates: ExchangeRateTable;
}

const NO_EXCHANGE_RATES = new ExchangeRateTable([], '1970-01-01');

export function channelSetup(channel: PricingChannel, ratesOfCountry: PricingShippingRate[], offerPolicy: OfferPolicy, exchangeRates: ExchangeRateTable = NO_EXCHANGE_RATES): ChannelSetup {
  const { channelId, name, commissionRate, vatRate, currency, noShippingCost, country } = channel;
  const traceChannel: DecisionTrace['channel'] = { channelId, name, commissionRate, vatRate, currency, noShippingCost, country };
  if (channel.commissionOnShipping) traceChannel.commissionOnShipping = true;
  return { channel, ratesOfCountry, offerPolicy, traceChannel, exchangeRates };
}

/** The product's own price limits in the channel's currency (converted where they are in another). */
export type ProductPriceLimits = Pick<PricingProduct, 'minPrice' | 'maxPrice' | 'minMarkup' | 'maxMarkup'>;

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
  /** The product's price limits in the channel's currency. */
  readonly limits: ProductPriceLimits;
  /** Amounts converted into the channel's currency (trace), and the first one that could not be (no exchange rate). */
  readonly conversions: Conversion[] = [];
  missingRate: Pick<Conversion, 'field' | 'from' | 'to'> | null = null;
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
    const inChannelCurrency = (field: Conversion['field'], amount: number | null, from: PricingProduct['purchasePriceCurrency']): number | null => {
      if (amount == null) return null;
      const converted: Converted = convert(setup.exchangeRates, field, amount, from, channel.currency);
      if (!converted.ok) {
        this.missingRate ??= converted.conversion;
        return null;
      }
      if (converted.conversion) this.conversions.push(converted.conversion);
      return converted.amount;
    };
    this.basis = {
      vatRate: this.vat.rate,
      commissionRate: channel.commissionRate,
      purchasePrice: inChannelCurrency('PURCHASE_PRICE', product.purchasePrice, product.purchasePriceCurrency),
      shippingCost: this.shipping?.cost ?? null,
      currentPrice: this.currentPrice,
      msrp: this.countryPricing?.msrp ?? null,
      commissionedShippingCharge: channel.commissionOnShipping ? this.ownShippingCharge : 0,
    };
    const { minMarkup, maxMarkup } = product;
    const minPrice = inChannelCurrency('PRODUCT_MIN_PRICE', product.minPrice, product.priceLimitsCurrency);
    const maxPrice = inChannelCurrency('PRODUCT_MAX_PRICE', product.maxPrice, product.priceLimitsCurrency);
    this.limits = this.conversions.length === 0 ? product : { minPrice, maxPrice, minMarkup, maxMarkup };
  }

  get channel(): PricingChannel {
    return this.setup.channel;
  }

  get msrp(): number | null {
    return this.basis.msrp;
  }

  /** Gross shipping the own customers pay: 0 in a no-shipping-cost channel or when not known; the channel's charge where it sets one, else the product's shipping price in the country. */
  get ownShippingCharge(): number {
    const { channel } = this.setup;
    return ownShippingCharge(channel, this.countryPricing?.shippingPrice);
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
