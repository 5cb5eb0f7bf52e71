/**
 * The ERP side of a pricing-service process: the secret box from ERP_SECRET_KEY, the shop-system
 * access (allow-list: the demo Plenty's host only), the opener, the refresh runner (rows read with
 * the company's saved input data mapping, the default until one is saved) and the write-back of
 * confirmed prices (through the company's output data mapping).
 */
import { DEFAULT_INPUT_MAPPING, mapInputRow, outputMappingOf, type DataMappingState } from '@pm/contracts/domain';
import type { InputMapping } from '@pm/contracts';
import { createSecretBox, secretKeyFromBase64, type EventStore } from '@pm/platform';
import { loadDataMapping } from '../dataMapping/dataMappingCommands.ts';
import { createShopSystemOpener, type ShopSystemAccess } from '../shopSystem/openShopSystem.ts';
import type { ShopVariation } from '../shopSystem/shopSystem.ts';
import { createErpWriteBack, type ErpWriteBackOptions } from '../erpWrite/erpWriteBack.ts';
import type { ChannelPriceTargets } from '../erpWrite/erpWritePorts.ts';
import type { MappedVariation } from './defaultInputMapping.ts';
import { createErpRefreshRunner, type ErpRefreshLog, type ErpRefreshRunnerDeps } from './erpRefreshRunner.ts';

/** Variations per page a refresh reads (Plenty answers at most 250 per page). */
export const REFRESH_PAGE_SIZE = 250;
/** Products written at once while a refresh applies its rows: the store commits concurrent appends together (bench: 64 applies 2.4× faster than 16, 128 no faster). */
export const REFRESH_CONCURRENCY = 64;

export interface ErpSetupLog extends ErpRefreshLog {
  warn(obj: unknown, msg?: string): void;
}

export interface ErpSetupOptions {
  events: EventStore;
  /** ERP_SECRET_KEY (base64 of 32 bytes); absent: connections cannot be saved. */
  secretKey: string | undefined;
  /** Hosts (`name:port`) allowed although local: the demo Plenty of this process, tests' servers. */
  allowHosts?: readonly string[];
  log: ErpSetupLog;
  access?: Partial<ShopSystemAccess>;
  runner?: Partial<ErpRefreshRunnerDeps>;
  writeBack?: Pick<ErpWriteBackOptions, 'now' | 'hooks' | 'automaticDelayMs'>;
}

/** A variation read with the input mapping, as the refresh applies it: product fields, country prices and custom values together. */
export function mapperOf(mapping: InputMapping): (variation: ShopVariation) => MappedVariation {
  return (variation) => {
    const row = mapInputRow(variation, mapping);
    const fields: MappedVariation['fields'] = { ...row.fields };
    if (Object.keys(row.countryPricing).length > 0) fields.pricing = row.countryPricing as MappedVariation['fields']['pricing'];
    if (Object.keys(row.customValues).length > 0) fields.customValues = row.customValues;
    return { fields, errors: row.errors.map((e) => ({ field: e.field, code: e.code, params: e.params })) };
  };
}

/** The output mapping as the writer asks for it: a channel's two ERP sales prices, or null. */
export function priceTargetsOf(state: DataMappingState): (channelId: string) => ChannelPriceTargets | null {
  return (channelId) => {
    const entry = outputMappingOf(state.output, channelId);
    return entry ? { regularSalesPriceId: entry.regularSalesPriceId, strikeSalesPriceId: entry.strikeSalesPriceId } : null;
  };
}

export function createErpSetup(options: ErpSetupOptions) {
  const { events } = options;
  const access: ShopSystemAccess = {
    events,
    secretBox: options.secretKey ? createSecretBox(secretKeyFromBase64(options.secretKey)) : null,
    allowHosts: options.allowHosts ?? [],
    ...options.access,
  };
  const openShopSystem = createShopSystemOpener(access);
  const refreshes = createErpRefreshRunner({
    events,
    openShopSystem,
    mapperFor: async (companyId) => mapperOf((await loadDataMapping(events, companyId)).input ?? DEFAULT_INPUT_MAPPING),
    log: options.log,
    // Plenty's largest page: at its rate limit every call counts (100,000 variations are 400 calls).
    input: { pageSize: REFRESH_PAGE_SIZE, concurrency: REFRESH_CONCURRENCY },
    ...options.runner,
  });
  const writeBack = createErpWriteBack({
    events,
    log: options.log,
    shopSystemOf: openShopSystem,
    outputMappingOf: async (companyId) => priceTargetsOf(await loadDataMapping(events, companyId)),
    ...options.writeBack,
  });
  return { access, openShopSystem, refreshes, writeBack };
}
export type ErpSetup = ReturnType<typeof createErpSetup>;

/** `host:port` of a URL, for the allow-list. */
export const hostOf = (url: string): string => new URL(url).host;
