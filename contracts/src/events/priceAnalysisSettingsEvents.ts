import { z } from 'zod';
import { priceAnalysisSettingsSchema } from '../http/priceAnalysisSettings.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Stream `priceanalysissettings-<companyId>`: the company's defaults of the price analysis (issue 14 item 3). */
export const PriceAnalysisSettingsSet = defineEvent('PriceAnalysisSettingsSet', 1, z.object({ companyId: z.string(), settings: priceAnalysisSettingsSchema }));
export type PriceAnalysisSettingsEvent = DomainEvent<typeof PriceAnalysisSettingsSet>;

export const priceAnalysisSettingsEvents = [PriceAnalysisSettingsSet];
