import { DEFAULT_COUNTRY, DEFAULT_METRIC_SETTINGS, type Country, type MetricSettings, type SalesChannelFields, type ShippingRateFields } from '@pm/contracts';
import type { Doc } from '@pm/platform';
import { PRICING_SETTINGS } from '../projectors/pricingSettingsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { MARKET_COMPANIES, type MarketCompanyDoc } from './dailyMarketAggregates.ts';
import { topMetricMemo, type TopMetricValue } from './dashboardMetric.ts';

export type PricingSettingsDoc = Doc & { metrics?: MetricSettings; channels?: Record<string, SalesChannelFields>; rates?: Record<string, ShippingRateFields> };

/**
 * The dashboard's top metric of a company and country under the company's settings, as running
 * totals (dashboardMetric.ts). The first answer per process reads every product of the company
 * (seconds at 100,000 products), so `warm` computes it for every company once the projections
 * have caught up after a start — the first manager to open the dashboard does not wait for it.
 */
export function createDashboardTopMetric(readModels: Pick<ReadModels, 'find' | 'findOne'>) {
  const memo = topMetricMemo(readModels);
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
     * (the countries its dashboard is opened for). Returns how many were computed; stops between
     * companies when `stopped()` says so.
     */
    async warm(stopped: () => boolean = () => false): Promise<number> {
      let warmed = 0;
      for (const company of await readModels.find<MarketCompanyDoc>(MARKET_COMPANIES, {})) {
        if (stopped()) break;
        const settings = await readModels.findOne<PricingSettingsDoc>(PRICING_SETTINGS, { _id: company._id });
        const countries = new Set<Country>([DEFAULT_COUNTRY, ...Object.values(settings?.channels ?? {}).map((channel) => channel.country)]);
        for (const country of countries) {
          await of(company._id, country, company, settings);
          warmed++;
        }
      }
      return warmed;
    },
  };
}

export type DashboardTopMetric = ReturnType<typeof createDashboardTopMetric>;
