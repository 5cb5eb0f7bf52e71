import type { RecordedEvent } from '@pm/platform';
import { adjustmentsProjector } from '../projectors/adjustmentsProjector.ts';
import { pricingRunsProjector } from '../projectors/pricingRunsProjector.ts';
import { pricingSettingsProjector } from '../projectors/pricingSettingsProjector.ts';
import { scrapeRecordsProjector } from '../projectors/scrapeRecordsProjector.ts';
import type { Projector } from '../runtime/projector.ts';

/**
 * Writes nothing: tells open dashboards (query key `['dashboard']`) to refetch when the read
 * models behind their other tiles change — proposals, runs, scrape records, metric thresholds.
 * (Prices and offers: `dailyMarketProjector`'s notices.)
 */
export const dashboardNoticesProjector: Projector = {
  name: 'dashboardNotices',
  version: 1,
  collections: {},
  handles: [...new Set([...adjustmentsProjector.handles, ...pricingRunsProjector.handles, ...pricingSettingsProjector.handles, ...scrapeRecordsProjector.handles])],
  project: () => [],
  notices: (event: RecordedEvent) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['dashboard']] }] : []),
};
