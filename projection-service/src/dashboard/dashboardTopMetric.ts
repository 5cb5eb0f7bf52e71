import { DEFAULT_COUNTRY, DEFAULT_METRIC_SETTINGS, type Country, type MetricSettings, type SalesChannelFields, type ShippingRateFields } from '@pm/contracts';
import type { Doc } from '@pm/platform';
import { PRICING_SETTINGS } from '../projectors/pricingSettingsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { MARKET_COMPANIES, type MarketCompanyDoc } from './dailyMarketAggregates.ts';
import { topMetricMemo, type TopMetricValue } from './dashboardMetric.ts';

export type PricingSettingsDoc = Doc & { metrics?: MetricSettings; channels?: Record<string, SalesChannelFields>; rates?: Record<string, ShippingRateFields> };

/** How often the projection service brings every company's top metric up to date after the first time (projectionService.ts). */
export const TOP_METRIC_REFRESH_MS = 60_000;

/**
 * The dashboard's top metric of a company and country under the company's settings, as running
 * totals (dashboardMetric.ts). The first answer under a company's settings reads every product of
 * the company (seconds at 100,000 products), so `warm` computes it for every company once the
 * projections have caught up after a start, and again every minute: after a change of the
 * metric settings, channels or shipping rates, or for a company created since, the manager who
 * opens the dashboard next does not wait for it either.
 */
export function createDashboardTopMetric(readModels: Pick<ReadModels, 'find' | 'findOne'>, options: { memoProducts?: number } = {}) {
  const memo = topMetricMemo(readModels, options.memoProducts);
  const of = (companyId: string, country: Country, company: MarketCompanyDoc | null, settings: PricingSettingsDoc | null): Promise<TopMetricValue> => {
    const metrics = settings?.metrics ?? DEFAULT_METRIC_SETTINGS;
    const channels = Object.values(settings?.channels ?? {}).filter((channel) => channel.country === country);
    const rates = Object.entries(settings?.rates ?? {}).map(([rateId, rate]) => ({ ...rate, rateId }));
    return memo.of({ companyId, country, inputsVersion: company?.metricInputs ?? 0, metric: metrics.topMetric, channels, rates });
  };
  return {
    of,
    /**
     * Every company's totals for the default country and each country it has sales channels in
     * (the countries its dashboard is opened for), brought up to date: computed when new or when
     * the settings changed, the changed products applied otherwise, nothing read when nothing
     * changed. A company not yet remembered is left to its first request once the memo is full
     * (warming it would make the memo forget another, and the next warm-up that one: a cycle of
     * full computations). Returns how many were brought up to date; stops between companies when
     * `stopped()` says so.
     */
    async warm(stopped: () => boolean = () => false): Promise<number> {
      let warmed = 0;
      for (const company of await readModels.find<MarketCompanyDoc>(MARKET_COMPANIES, {})) {
        if (stopped()) break;
        const settings = await readModels.findOne<PricingSettingsDoc>(PRICING_SETTINGS, { _id: company._id });
        const countries = new Set<Country>([DEFAULT_COUNTRY, ...Object.values(settings?.channels ?? {}).map((channel) => channel.country)]);
        for (const country of countries) {
          if (!memo.has(company._id, country) && memo.full()) continue;
          await of(company._id, country, company, settings);
          warmed++;
        }
      }
      return warmed;
    },
  };
}

export type DashboardTopMetric = ReturnType<typeof createDashboardTopMetric>;
