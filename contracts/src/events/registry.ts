import type { z } from 'zod';
import { companyEvents } from './companyEvents.ts';
import type { EventDefinition } from './defineEvent.ts';
import { credentialEvents, userEvents } from './userEvents.ts';
import { productEvents, skuEvents } from './productEvents.ts';
import { sourceEvents } from './sourceEvents.ts';
import { categoryEvents } from './categoryEvents.ts';
import { scrapeEvents } from './scrapeEvents.ts';
import { scrapeExceptionEvents } from './scrapeExceptionEvents.ts';
import { productImportEvents } from './productImportEvents.ts';
import { pricingEvents } from './pricingEvents.ts';
import { ownPriceEvents } from './ownPriceEvents.ts';
import { alertEvents } from './alertEvents.ts';
import { priceAnalysisSettingsEvents } from './priceAnalysisSettingsEvents.ts';
import { erpEvents } from './erpEvents.ts';
import { dataMappingEvents } from './dataMappingEvents.ts';
import { erpWriteEvents } from './erpWriteEvents.ts';
import { morningSyncEvents } from './morningSyncEvents.ts';
import { discoveryEvents } from './discoveryEvents.ts';
import { projectionRebuildEvents } from './projectionRebuildEvents.ts';
import { agentJobEvents } from './agentJobEvents.ts';

type AnyDefinition = EventDefinition<string, z.ZodType>;

/** Every event type of the system. New event modules add their list here. */
const allDefinitions: readonly AnyDefinition[] = [...companyEvents, ...userEvents, ...credentialEvents, ...productEvents, ...skuEvents, ...sourceEvents, ...categoryEvents, ...scrapeEvents, ...scrapeExceptionEvents, ...productImportEvents, ...pricingEvents, ...alertEvents, ...ownPriceEvents, ...priceAnalysisSettingsEvents, ...erpEvents, ...dataMappingEvents, ...erpWriteEvents, ...morningSyncEvents, ...discoveryEvents, ...projectionRebuildEvents, ...agentJobEvents];

export const eventRegistry: ReadonlyMap<string, AnyDefinition> = new Map(allDefinitions.map((d) => [d.type, d]));

/** Stream categories, i.e. the `<category>` of `<category>-<id>`. */
export const streams = {
  company: (id: string) => `company-${id}`,
  user: (id: string) => `user-${id}`,
  credentials: (id: string) => `credentials-${id}`,
  userEmail: (email: string) => `useremail-${email.trim().toLowerCase()}`,
  product: (id: string) => `product-${id}`,
  productSku: (companyId: string, sku: string) => `productsku-${companyId}-${sku.trim().toLowerCase()}`,
  source: (id: string) => `source-${id}`,
  categories: (companyId: string) => `categories-${companyId}`,
  scrapeJob: (id: string) => `scrapejob-${id}`,
  scrapeRequest: (id: string) => `scraperequest-${id}`,
  offer: (urlId: string) => `offer-${urlId}`,
  sourceHost: (hostname: string) => `sourcehost-${hostname.trim().toLowerCase()}`,
  scrapeException: (id: string) => `scrapeexception-${id}`,
  scrapeExceptionCode: (code: string) => `scrapeexceptioncode-${code.trim().toLowerCase()}`,
  productImport: (importId: string) => `productimport-${importId}`,
  productImportQueue: () => 'productimportqueue-all',
  pricingSettings: (companyId: string) => `pricingsettings-${companyId}`,
  priceRules: (companyId: string) => `pricerules-${companyId}`,
  pricingRun: (runId: string) => `pricingrun-${runId}`,
  adjustment: (adjustmentId: string) => `adjustment-${adjustmentId}`,
  feedPull: (pullId: string) => `feedpull-${pullId}`,
  feedSync: (companyId: string) => `feedsync-${companyId}`,
  pricingRuns: (companyId: string) => `pricingruns-${companyId}`,
  ownPrice: (productId: string) => `ownprice-${productId}`,
  priceAlertRule: (ruleId: string) => `pricealertrule-${ruleId}`,
  alertInbox: (userId: string) => `alertinbox-${userId}`,
  priceAnalysisSettings: (companyId: string) => `priceanalysissettings-${companyId}`,
  erpConnection: (companyId: string) => `erpconnection-${companyId}`,
  erpRefresh: (refreshId: string) => `erprefresh-${refreshId}`,
  dataMapping: (companyId: string) => `datamapping-${companyId}`,
  erpWriteBack: (companyId: string) => `erpwriteback-${companyId}`,
  morningSync: (companyId: string) => `morningsync-${companyId}`,
  projectionRebuild: (readModel: string) => `projectionrebuild-${readModel}`,
  discoveryRequest: (requestId: string) => `discoveryrequest-${requestId}`,
  discoverySearch: (jobId: string) => `discoverysearch-${jobId}`,
  discoverySettings: (companyId: string) => `discoverysettings-${companyId}`,
  discoverySourceSettings: (sourceId: string) => `discoverysourcesettings-${sourceId}`,
  agentJob: (companyId: string) => `agentjob-${companyId}`,
} as const;

export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
