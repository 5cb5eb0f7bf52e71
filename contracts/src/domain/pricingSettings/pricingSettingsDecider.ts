import type { PricingSettingsEvent } from '../../events/pricingEvents.ts';
import { channelMarkupLimitsCross, exchangeRateIssueMessage, exchangeRateIssues } from '../../http/pricingSettings.ts';
import type { Currency } from '../../enums.ts';
import type { EngineCompetitors, EngineSettings, ExchangeRate, GuardrailSettings, MetricSettings, PriceEndings, SalesChannelFields, ShippingRateFields } from '../../pricing/pricingSettings.ts';
import { isValidTimeZone } from '../../pricing/timeZone.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';
import { evolvePricingSettings, initialPricingSettings, type PricingSettings } from './pricingSettingsFold.ts';

/** What the settings stream holds that a command must check against: the shared fold, plus revisions. */
export interface PricingSettingsState {
  settings: PricingSettings;
  /** Stream revision of the last event (-1: none yet). */
  revision: number;
  /** Revision at which each item or section (`channel:<id>`, `rate:<id>`, `metrics`, …) last changed. */
  changedAt: Record<string, number>;
}

type Section = 'competitors' | 'metrics' | 'priceEndings' | 'engine' | 'guardrails' | 'exchangeRates' | 'purchaseCurrency';

/** `expectedRevision`: the view revision the user edited (see expectedRevisionSchema). */
export type PricingSettingsCommand =
  | { type: 'CreateSalesChannel'; companyId: string; channelId: string; fields: SalesChannelFields }
  | { type: 'UpdateSalesChannel'; companyId: string; channelId: string; fields: SalesChannelFields; expectedRevision?: number | undefined }
  /** `usedByRules`: names of the company's price rules on this channel (from the price-rules stream). */
  | { type: 'DeleteSalesChannel'; companyId: string; channelId: string; usedByRules: string[]; expectedRevision?: number | undefined }
  | { type: 'CreateShippingRate'; companyId: string; rateId: string; fields: ShippingRateFields }
  | { type: 'UpdateShippingRate'; companyId: string; rateId: string; fields: ShippingRateFields; expectedRevision?: number | undefined }
  | { type: 'DeleteShippingRate'; companyId: string; rateId: string; expectedRevision?: number | undefined }
  /** `connectedSourceIds`: the sources connected to the company now. */
  | { type: 'SetEngineCompetitors'; companyId: string; competitors: EngineCompetitors; connectedSourceIds: string[]; expectedRevision?: number | undefined }
  | { type: 'SetMetricSettings'; companyId: string; metrics: MetricSettings; expectedRevision?: number | undefined }
  | { type: 'SetPriceEndings'; companyId: string; priceEndings: PriceEndings; expectedRevision?: number | undefined }
  | { type: 'SetEngineSettings'; companyId: string; settings: EngineSettings; expectedRevision?: number | undefined }
  | { type: 'SetGuardrailSettings'; companyId: string; guardrails: GuardrailSettings; expectedRevision?: number | undefined }
  /** The whole list: it replaces the one before. */
  | { type: 'SetExchangeRates'; companyId: string; exchangeRates: ExchangeRate[]; expectedRevision?: number | undefined }
  /** null: each channel's currency. */
  | { type: 'SetPurchaseCurrency'; companyId: string; currency: Currency | null; expectedRevision?: number | undefined };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function assertNameFree(state: PricingSettingsState, name: string, except?: string): void {
  if (Object.entries(state.settings.channels).some(([id, c]) => id !== except && sameName(c.name, name))) {
    throw appError('SALES_CHANNEL_NAME_TAKEN', 'A sales channel with this name already exists.');
  }
}

/** Refuses when the item or section changed after the revision the user edited. */
function assertUnchangedSince(state: PricingSettingsState, key: string, expected: number | undefined): void {
  if (expected === undefined) return;
  // Later than the item's last change but not later than the stream: a revision from the future was never read by anyone.
  if ((state.changedAt[key] ?? -1) > expected || expected > state.revision) throw appError('CONCURRENCY_CONFLICT', 'Someone else changed this setting in the meantime. Please reload and try again.');
}

function requireChannel(state: PricingSettingsState, channelId: string): void {
  if (!state.settings.channels[channelId]) throw appError('SALES_CHANNEL_NOT_FOUND', 'The sales channel was not found.');
}

function requireRate(state: PricingSettingsState, rateId: string): void {
  if (!state.settings.shippingRates[rateId]) throw appError('SHIPPING_RATE_NOT_FOUND', 'The shipping rate was not found.');
}

/** A channel's fields as stored: own price endings without repeats, crossing markup limits refused. */
function checkedChannel(fields: SalesChannelFields): SalesChannelFields {
  if (channelMarkupLimitsCross(fields)) {
    throw appError('VALIDATION_FAILED', 'The minimum total-cost markup must not be above the maximum.', { issues: [{ path: 'minTotalCostMarkup', code: 'custom', message: 'The minimum must not be above the maximum' }] });
  }
  return fields.priceEndings ? { ...fields, priceEndings: { ...fields.priceEndings, endings: [...new Set(fields.priceEndings.endings)] } } : fields;
}

const byRateOrder = (a: ExchangeRate, b: ExchangeRate) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to) || a.validFrom.localeCompare(b.validFrom);

const sectionOf: Partial<Record<PricingSettingsEvent['type'], Section>> = {
  EngineCompetitorsSet: 'competitors',
  MetricSettingsSet: 'metrics',
  PriceEndingsSet: 'priceEndings',
  EngineSettingsSet: 'engine',
  GuardrailSettingsSet: 'guardrails',
  ExchangeRatesSet: 'exchangeRates',
  PurchaseCurrencySet: 'purchaseCurrency',
};

/** One company's price-engine settings (stream `pricingsettings-<companyId>`, spec §3, §5). */
export const pricingSettingsDecider: Decider<PricingSettingsState, PricingSettingsCommand, PricingSettingsEvent> = {
  initialState: () => ({ settings: initialPricingSettings(), revision: -1, changedAt: {} }),
  evolve: (state, event) => {
    const revision = state.revision + 1;
    const changedAt = { ...state.changedAt };
    switch (event.type) {
      case 'SalesChannelCreated':
      case 'SalesChannelUpdated':
      case 'SalesChannelDeleted':
        changedAt[`channel:${event.data.channelId}`] = revision;
        break;
      case 'ShippingRateCreated':
      case 'ShippingRateUpdated':
      case 'ShippingRateDeleted':
        changedAt[`rate:${event.data.rateId}`] = revision;
        break;
      default: {
        const section = sectionOf[event.type];
        if (section) changedAt[section] = revision;
      }
    }
    return { settings: evolvePricingSettings(state.settings, event), revision, changedAt };
  },
  decide: (command, state) => {
    const { companyId } = command;
    switch (command.type) {
      case 'CreateSalesChannel':
        assertNameFree(state, command.fields.name);
        return [{ type: 'SalesChannelCreated', data: { companyId, channelId: command.channelId, fields: checkedChannel(command.fields) } }];
      case 'UpdateSalesChannel':
        requireChannel(state, command.channelId);
        assertUnchangedSince(state, `channel:${command.channelId}`, command.expectedRevision);
        assertNameFree(state, command.fields.name, command.channelId);
        return [{ type: 'SalesChannelUpdated', data: { companyId, channelId: command.channelId, fields: checkedChannel(command.fields) } }];
      case 'DeleteSalesChannel':
        requireChannel(state, command.channelId);
        assertUnchangedSince(state, `channel:${command.channelId}`, command.expectedRevision);
        if (command.usedByRules.length > 0) {
          throw appError('SALES_CHANNEL_IN_USE', 'Price rules still use this sales channel. Change or delete them first.', { rules: command.usedByRules });
        }
        return [{ type: 'SalesChannelDeleted', data: { companyId, channelId: command.channelId } }];
      case 'CreateShippingRate':
        return [{ type: 'ShippingRateCreated', data: { companyId, rateId: command.rateId, fields: command.fields } }];
      case 'UpdateShippingRate':
        requireRate(state, command.rateId);
        assertUnchangedSince(state, `rate:${command.rateId}`, command.expectedRevision);
        return [{ type: 'ShippingRateUpdated', data: { companyId, rateId: command.rateId, fields: command.fields } }];
      case 'DeleteShippingRate':
        requireRate(state, command.rateId);
        assertUnchangedSince(state, `rate:${command.rateId}`, command.expectedRevision);
        return [{ type: 'ShippingRateDeleted', data: { companyId, rateId: command.rateId } }];
      case 'SetEngineCompetitors': {
        assertUnchangedSince(state, 'competitors', command.expectedRevision);
        const sourceIds = [...new Set(command.competitors.sourceIds)];
        if (sourceIds.some((id) => !command.connectedSourceIds.includes(id))) throw appError('SOURCE_UNKNOWN', 'Only shops and marketplaces connected to the company can be chosen.');
        return [{ type: 'EngineCompetitorsSet', data: { companyId, competitors: { mode: command.competitors.mode, sourceIds } } }];
      }
      case 'SetMetricSettings': {
        assertUnchangedSince(state, 'metrics', command.expectedRevision);
        const visibleMetrics = [...new Set(command.metrics.visibleMetrics)];
        return [{ type: 'MetricSettingsSet', data: { companyId, metrics: { ...command.metrics, visibleMetrics } } }];
      }
      case 'SetPriceEndings': {
        assertUnchangedSince(state, 'priceEndings', command.expectedRevision);
        const endings = [...new Set(command.priceEndings.endings)];
        return [{ type: 'PriceEndingsSet', data: { companyId, priceEndings: { endings, rounding: command.priceEndings.rounding } } }];
      }
      case 'SetEngineSettings':
        assertUnchangedSince(state, 'engine', command.expectedRevision);
        if (!isValidTimeZone(command.settings.timeZone)) throw appError('VALIDATION_FAILED', `Unknown time zone "${command.settings.timeZone}".`, { issues: [{ path: 'settings.timeZone', code: 'custom', message: 'Unknown time zone' }] });
        return [{ type: 'EngineSettingsSet', data: { companyId, settings: command.settings } }];
      case 'SetGuardrailSettings':
        assertUnchangedSince(state, 'guardrails', command.expectedRevision);
        return [{ type: 'GuardrailSettingsSet', data: { companyId, guardrails: command.guardrails } }];
      case 'SetExchangeRates': {
        assertUnchangedSince(state, 'exchangeRates', command.expectedRevision);
        const issues = exchangeRateIssues(command.exchangeRates);
        if (issues.length > 0) {
          throw appError('VALIDATION_FAILED', 'The exchange rates contain an unusable rate.', { issues: issues.map((issue) => ({ path: `exchangeRates.${issue.index}.${issue.field}`, code: 'custom', message: exchangeRateIssueMessage(issue) })) });
        }
        return [{ type: 'ExchangeRatesSet', data: { companyId, exchangeRates: [...command.exchangeRates].sort(byRateOrder) } }];
      }
      case 'SetPurchaseCurrency':
        assertUnchangedSince(state, 'purchaseCurrency', command.expectedRevision);
        return [{ type: 'PurchaseCurrencySet', data: { companyId, currency: command.currency } }];
    }
  },
};
