/**
 * The ERP side of a pricing-service process: the secret box from ERP_SECRET_KEY, the shop-system
 * access (allow-list: the demo Plenty's host only), the opener and the refresh runner.
 */
import { createSecretBox, secretKeyFromBase64, type EventStore } from '@pm/platform';
import { createShopSystemOpener, type ShopSystemAccess } from '../shopSystem/openShopSystem.ts';
import { createErpRefreshRunner, type ErpRefreshLog, type ErpRefreshRunnerDeps } from './erpRefreshRunner.ts';

export interface ErpSetupOptions {
  events: EventStore;
  /** ERP_SECRET_KEY (base64 of 32 bytes); absent: connections cannot be saved. */
  secretKey: string | undefined;
  /** Hosts (`name:port`) allowed although local: the demo Plenty of this process, tests' servers. */
  allowHosts?: readonly string[];
  log?: ErpRefreshLog;
  access?: Partial<ShopSystemAccess>;
  runner?: Partial<ErpRefreshRunnerDeps>;
}

export function createErpSetup(options: ErpSetupOptions) {
  const access: ShopSystemAccess = {
    events: options.events,
    secretBox: options.secretKey ? createSecretBox(secretKeyFromBase64(options.secretKey)) : null,
    allowHosts: options.allowHosts ?? [],
    ...options.access,
  };
  const openShopSystem = createShopSystemOpener(access);
  const refreshes = createErpRefreshRunner({ events: options.events, openShopSystem, ...(options.log ? { log: options.log } : {}), ...options.runner });
  return { access, openShopSystem, refreshes };
}
export type ErpSetup = ReturnType<typeof createErpSetup>;

/** `host:port` of a URL, for the allow-list. */
export const hostOf = (url: string): string => new URL(url).host;
