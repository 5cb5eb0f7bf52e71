import { DEFAULT_PRICE_ANALYSIS_SETTINGS, type PriceAnalysisSettings, type PriceAnalysisSettingsView } from '@pm/contracts';
import type { PriceAnalysisSettingsEvent } from '@pm/contracts/events';
import { evolvePriceAnalysisSettings, initialPriceAnalysisSettings } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRICE_ANALYSIS_SETTINGS = 'priceAnalysisSettings';

export interface PriceAnalysisSettingsDoc extends Doc {
  companyId: string;
  settings: PriceAnalysisSettings;
  revision: string;
  updatedAt: string;
}

const eventOf = (recorded: RecordedEvent) => toDomainEvent<PriceAnalysisSettingsEvent>(recorded);

/**
 * One document per company (`_id` = companyId): its price-analysis defaults as the domain fold
 * makes them (each event sets the whole section), and the stream revision the web sends back.
 */
export const priceAnalysisSettingsProjector: Projector = {
  name: 'priceAnalysisSettings',
  version: 1,
  collections: { [PRICE_ANALYSIS_SETTINGS]: [] },
  handles: ['PriceAnalysisSettingsSet'],
  project(recorded) {
    const event = eventOf(recorded);
    const { companyId } = event.data;
    const doc: PriceAnalysisSettingsDoc = { _id: companyId, companyId, settings: evolvePriceAnalysisSettings(initialPriceAnalysisSettings(), event), revision: recorded.revision.toString(), updatedAt: recorded.metadata.occurredAt };
    return [{ op: 'put', collection: PRICE_ANALYSIS_SETTINGS, doc }];
  },
  // The analysis, the dashboard, the settings page and the profile (shipping default) read these settings.
  notices: (recorded) => [{ companyId: eventOf(recorded).data.companyId, queryKeys: [['price-analysis-settings'], ['price-analysis'], ['dashboard'], ['profile']] }],
};

/** The view of a company's settings: the defaults where it saved none. */
export const toPriceAnalysisSettingsView = (doc: PriceAnalysisSettingsDoc | null): PriceAnalysisSettingsView => ({
  settings: doc ? { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, ...doc.settings } : DEFAULT_PRICE_ANALYSIS_SETTINGS,
  revision: doc?.revision ?? '-1',
  updatedAt: doc?.updatedAt ?? null,
});
