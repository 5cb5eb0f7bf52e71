import type { PriceAnalysisSettingsEvent } from '../../events/priceAnalysisSettingsEvents.ts';
import { priceAnalysisSettingsSchema, type PriceAnalysisSettings } from '../../http/priceAnalysisSettings.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';
import { evolvePriceAnalysisSettings, initialPriceAnalysisSettings } from './priceAnalysisSettingsFold.ts';

export interface PriceAnalysisSettingsState {
  settings: PriceAnalysisSettings;
  /** Stream revision of the last event (-1: none yet). */
  revision: number;
}

/** `expectedRevision`: the revision of the settings the user edited. */
export type PriceAnalysisSettingsCommand = { type: 'SetPriceAnalysisSettings'; companyId: string; settings: PriceAnalysisSettings; expectedRevision?: number | undefined };

/** One company's price-analysis defaults (stream `priceanalysissettings-<companyId>`). */
export const priceAnalysisSettingsDecider: Decider<PriceAnalysisSettingsState, PriceAnalysisSettingsCommand, PriceAnalysisSettingsEvent> = {
  initialState: () => ({ settings: initialPriceAnalysisSettings(), revision: -1 }),
  evolve: (state, event) => ({ settings: evolvePriceAnalysisSettings(state.settings, event), revision: state.revision + 1 }),
  decide: (command, state) => {
    // One section per stream: any other revision than the current one is stale (or made up).
    if (command.expectedRevision !== undefined && state.revision !== command.expectedRevision) {
      throw appError('CONCURRENCY_CONFLICT', 'Someone else changed this setting in the meantime. Please reload and try again.');
    }
    // The bounds hold for every writer, not only the HTTP route that validates them first.
    const checked = priceAnalysisSettingsSchema.safeParse(command.settings);
    if (!checked.success) {
      throw appError('VALIDATION_FAILED', 'The price analysis settings are out of range.', {
        issues: checked.error.issues.map((issue) => ({ path: `settings.${issue.path.join('.')}`, code: issue.code, message: issue.message })),
      });
    }
    return [{ type: 'PriceAnalysisSettingsSet', data: { companyId: command.companyId, settings: checked.data } }];
  },
};
