/**
 * A rule-engine run at the scale of issue 5: PRODUCTS products × OFFERS competitor offers ×
 * RULES rules (half per channel) × 2 sales channels, generated deterministically as the plain
 * PricingRunInput a real run builds, then priced by runEngine in chunks of CHUNK products (as
 * pricing-service calls it to report progress), keeping every result. Measures the computation
 * time of runEngine alone (wall and CPU time; CPU time includes the garbage collector's threads)
 * and the memory (heap, peak RSS of the process).
 */
import { loadavg } from 'node:os';
import { NO_CONSTRAINTS, type FilterCondition, type PricingOffer, type PricingProduct, type PricingRuleInput, type PricingRunInput } from '@pm/contracts';
import { runEngine, type ProductChannelResult } from '@pm/pricing-service';
import { seededRandom } from './seededRandom.ts';

export interface PricingRunBenchOptions {
  products: number;
  offers: number;
  rules: number;
  chunk: number;
  report(name: string, value: string): void;
}

const NOW = '2026-11-22T05:00:00.000Z';
const HOUR = 3_600_000;
const BRANDS = 40;
const CATEGORIES = 30;

const cents = (n: number) => Math.round(n * 100) / 100;

function generateProducts(count: number, offersPerProduct: number, rand: () => number): PricingProduct[] {
  const nowMs = Date.parse(NOW);
  const sources = Array.from({ length: offersPerProduct }, (_, i) => ({ sourceId: `source-${i}`, sourceName: `Shop ${i + 1}` }));
  const products: PricingProduct[] = [];
  for (let k = 0; k < count; k++) {
    const purchasePrice = cents(5 + rand() * 495);
    const salesPrice = cents(purchasePrice * (1.3 + rand() * 0.9));
    const offers: PricingOffer[] = sources.map(({ sourceId, sourceName }, o) => {
      const r = rand();
      return {
        urlId: `url-${k}-${o}`,
        sourceId,
        sourceName,
        price: r < 0.01 ? null : cents(salesPrice * (0.8 + rand() * 0.4)),
        shippingCost: o % 3 === 0 ? null : o % 3 === 1 ? 0 : 4.95,
        currency: r > 0.995 ? 'CHF' : 'EUR',
        availability: r < 0.1 ? 'OutOfStock' : 'InStock',
        observedAt: new Date(nowMs - (r > 0.95 ? 72 : rand() * 40) * HOUR).toISOString(),
        eventId: `event-${k}-${o}`,
        flagged: r > 0.98,
        own: o === 0 && k % 10 === 0,
      };
    });
    const history = [
      { at: new Date(nowMs - 45 * 24 * HOUR).toISOString(), price: cents(salesPrice * 1.05) },
      { at: new Date(nowMs - 12 * 24 * HOUR).toISOString(), price: cents(salesPrice * 0.97) },
      { at: new Date(nowMs - 2 * 24 * HOUR).toISOString(), price: salesPrice },
    ];
    products.push({
      productId: `product-${k}`,
      sku: `SKU-${String(k).padStart(6, '0')}`,
      name: `Produkt ${k}`,
      brand: `Marke ${k % BRANDS}`,
      gtin: null,
      mpn: `MPN-${k}`,
      variant: null,
      externalId: null,
      categoryId: `category-${k % CATEGORIES}`,
      purchasePrice: k % 97 === 0 ? null : purchasePrice,
      weightKg: cents(0.2 + rand() * 40),
      numberOfPackages: 1,
      targetMargin: null,
      minPrice: null,
      maxPrice: k % 11 === 0 ? cents(salesPrice * 1.2) : null,
      minMarkup: k % 13 === 0 ? 10 : null,
      maxMarkup: null,
      tradeGood: k % 5 !== 0,
      protectedSku: k % 50 === 0,
      dangerousGood: k % 41 === 0,
      limitedQuantity: k % 17 === 0,
      nonConveyableByMeasure: false,
      nonConveyableByVolume: k % 23 === 0,
      pallet: false,
      halfPallet: false,
      pricing: {
        de: { salesPrice, strikePrice: null, msrp: cents(salesPrice * 1.25), precalculatedShippingCost: k % 7 === 0 ? 5.9 : null, vatRate: k % 9 === 0 ? 7 : null, inStock: true, shippingPrice: 4.95 },
      },
      offers,
      priceHistory: { shop: history, marketplace: history },
    });
  }
  return products;
}

/** RULES rules split over both channels: selective filters first, a catch-all last, every target type. */
function generateRules(count: number): PricingRuleInput[] {
  const perChannel = Math.max(1, Math.floor(count / 2));
  const filters: FilterCondition[][] = [
    [{ field: 'brand', operator: 'IN', value: ['Marke 1', 'Marke 2', 'Marke 3', 'Marke 4'] }],
    [{ field: 'categoryId', operator: 'EQUALS', value: 'category-7' }],
    [{ field: 'salesPrice', operator: 'GREATER_THAN_OR_EQUAL', value: 500 }],
    [{ field: 'profitMargin', operator: 'LESS_THAN', value: 10 }],
    [{ field: 'competitorCount', operator: 'GREATER_THAN_OR_EQUAL', value: 8 }, { field: 'tradeGood', operator: 'EQUALS', value: true }],
    [{ field: 'name', operator: 'INCLUDES', value: 'produkt 12' }],
    [{ field: 'cheapestCompetitorPrice', operator: 'LESS_THAN', value: 50 }],
    [{ field: 'purchaseMarkup', operator: 'GREATER_THAN', value: 80 }, { field: 'inStock', operator: 'EQUALS', value: true }],
    [{ field: 'sku', operator: 'NOT_IN', value: ['SKU-000001', 'SKU-000002'] }, { field: 'weight', operator: 'LESS_THAN_OR_EQUAL', value: 20 }],
  ];
  const targets: PricingRuleInput['target'][] = [
    { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false },
    { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 0.5, withShipping: true },
    { type: 'PROFIT_MARGIN', percent: 25 },
    { type: 'TOTAL_COST_MARKUP', percent: 30 },
    { type: 'PURCHASE_MARKUP', percent: 60 },
  ];
  const rules: PricingRuleInput[] = [];
  for (const channelId of ['shop', 'marketplace']) {
    for (let i = 0; i < perChannel; i++) {
      const last = i === perChannel - 1;
      rules.push({
        ruleId: `rule-${channelId}-${i}`,
        position: rules.length + 1,
        name: `Regel ${i + 1}`,
        salesChannelId: channelId,
        conditions: last ? [] : filters[i % filters.length]!,
        target: targets[i % targets.length]!,
        constraints: { ...NO_CONSTRAINTS, minProfitMargin: i % 2 === 0 ? 15 : null, msrpCap: i % 3 === 0, maxChangePercent: i % 4 === 0 ? 10 : null, minPrice: 1 },
        active: true,
      });
    }
  }
  return rules;
}

const mb = (bytes: number) => `${Math.round(bytes / 1_048_576).toLocaleString('en-US')} MB`;

export function benchPricingRun({ products, offers, rules, chunk, report }: PricingRunBenchOptions): void {
  const rand = seededRandom(7);
  const base: Omit<PricingRunInput, 'products'> = {
    now: NOW,
    maxOfferAgeHours: 48,
    channels: [
      { channelId: 'shop', name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false },
      { channelId: 'marketplace', name: 'Marktplatz', country: 'de', currency: 'EUR', commissionRate: 15, vatRate: 19, noShippingCost: false },
    ],
    shippingRates: [
      { rateId: 'dhl', carrier: 'DHL', country: 'de', baseTariff: 4.5, maxWeight: 31.5, shippingMode: 'STANDARD', hazardSurcharge: 10, lqSurcharge: 3, ncGoodsSurcharge: 2, ncMeasuresSurcharge: 5, ncVolumeSurcharge: 7, hazardousAllowed: true, lqAllowed: true, ncAllowed: true },
      { rateId: 'dpd', carrier: 'DPD', country: 'de', baseTariff: 4.2, maxWeight: 20, shippingMode: 'STANDARD', hazardSurcharge: 0, lqSurcharge: 0, ncGoodsSurcharge: 0, ncMeasuresSurcharge: 0, ncVolumeSurcharge: 0, hazardousAllowed: false, lqAllowed: false, ncAllowed: false },
    ],
    competitors: { mode: 'ALL_EXCEPT', sourceIds: ['source-9'] },
    priceEndings: { endings: [99, 49], rounding: 'NEAREST' },
    rules: generateRules(rules),
  };
  const all = generateProducts(products, offers, rand);
  const heapBefore = process.memoryUsage().heapUsed;
  report(`pricing run: input (${products.toLocaleString('en-US')} products × ${offers} offers, ${base.rules.length} rules, 2 channels)`, `heap ${mb(heapBefore)}`);

  const results: ProductChannelResult[][] = [];
  const counts = { EXECUTED: 0, OVERWRITTEN: 0, ERROR: 0, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 };
  let unmatched = 0;
  let engineMs = 0;
  let peakHeap = heapBefore;
  const load = loadavg()[0]!;
  const cpu0 = process.cpuUsage();
  for (let from = 0; from < all.length; from += chunk) {
    const slice = all.slice(from, from + chunk);
    const t0 = performance.now();
    const result = runEngine({ ...base, products: slice });
    engineMs += performance.now() - t0;
    results.push(result.results);
    for (const [outcome, n] of Object.entries(result.counts)) counts[outcome as keyof typeof counts] += n;
    unmatched += result.unmatched;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  const cpu = process.cpuUsage(cpu0);
  const total = results.reduce((sum, r) => sum + r.length, 0);
  report(`pricing run: runEngine computation (chunks of ${chunk.toLocaleString('en-US')})`, `${(engineMs / 1000).toFixed(2)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`);
  report('pricing run: results', `${total.toLocaleString('en-US')} (${Object.entries(counts).map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ')}, unmatched ${unmatched.toLocaleString('en-US')})`);
  report('pricing run: heap with all results kept (peak)', mb(peakHeap));
  report('pricing run: peak RSS of the process', mb(process.resourceUsage().maxRSS * 1024));
  report('pricing run: load average (1 min, before / after)', `${load.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);
}
