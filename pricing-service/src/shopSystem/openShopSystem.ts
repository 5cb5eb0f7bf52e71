/**
 * `openShopSystem(companyId)`: the company's connection folded from its stream, the secret opened
 * with the process's key, and the adapter of its system built over erpHttp with the operator's
 * allow-list (the demo Plenty and tests only; every other address passes the public-address
 * check). The clear secret lives only inside the adapter returned.
 */
import { erpConnectionDecider, fold, type ErpConnectionState } from '@pm/contracts/domain';
import { streams, type ErpConnectionEvent } from '@pm/contracts/events';
import { AppError, toDomainEvent, type EventStore, type SecretBox } from '@pm/platform';
import { createExportUrlAdapter } from './exportUrlAdapter.ts';
import type { ErpHttpOptions } from './erpHttp.ts';
import { createPlentyAdapter, type PlentyAdapterOptions } from './plentyAdapter.ts';
import type { ShopSystem } from './shopSystem.ts';

export interface ShopSystemAccess {
  events: EventStore;
  /** Seals and opens secrets under ERP_SECRET_KEY; null: no key configured (nothing can be saved or opened). */
  secretBox: SecretBox | null;
  /** Hosts (`name:port`) reachable although local: the demo Plenty, tests' servers. */
  allowHosts: readonly string[];
  resolve?: ErpHttpOptions['resolve'];
  /** Adapter settings beyond the connection (tests: short time limits, no pacing). */
  plenty?: Partial<Pick<PlentyAdapterOptions, 'timeoutMs' | 'maxRequestsPerSecond' | 'maxRateLimitRetries' | 'maxBackoffMs' | 'sleep'>>;
  exportTimeoutMs?: number;
}

export async function loadErpConnection(events: EventStore, companyId: string): Promise<ErpConnectionState> {
  const recorded = await events.readStream(streams.erpConnection(companyId));
  return fold(erpConnectionDecider, recorded.map((r) => toDomainEvent<ErpConnectionEvent>(r)));
}

export const noSecretKey = () => new AppError('SECRET_UNREADABLE', 'No ERP_SECRET_KEY is configured: ERP passwords cannot be encrypted or read.', { reason: 'no-key' });

/** The adapter for settings (saved or about to be tested), with the clear secret. */
export function shopSystemFor(connection: Pick<ErpConnectionState, 'system' | 'url' | 'username'>, secret: string | null, access: ShopSystemAccess): ShopSystem {
  if (!connection.system || !connection.url) throw new AppError('ERP_CONNECTION_MISSING', 'No ERP/shop system is connected yet.');
  const net = { allowHosts: access.allowHosts, ...(access.resolve ? { resolve: access.resolve } : {}) };
  if (connection.system === 'EXPORT_URL') return createExportUrlAdapter({ url: connection.url, ...net, ...(access.exportTimeoutMs ? { timeoutMs: access.exportTimeoutMs } : {}) });
  return createPlentyAdapter({ baseUrl: connection.url, username: connection.username ?? '', password: secret ?? '', ...net, ...access.plenty });
}

export function openSecret(connection: ErpConnectionState, access: ShopSystemAccess): string | null {
  if (!connection.secret) return null;
  if (!access.secretBox) throw noSecretKey();
  return access.secretBox.open(connection.secret, connection.companyId);
}

export function createShopSystemOpener(access: ShopSystemAccess) {
  /** The company's connected system, ready to use; ERP_CONNECTION_MISSING when it has none. */
  return async function openShopSystem(companyId: string): Promise<ShopSystem> {
    const connection = await loadErpConnection(access.events, companyId);
    if (connection.status === 'none') throw new AppError('ERP_CONNECTION_MISSING', 'No ERP/shop system is connected yet.');
    return shopSystemFor(connection, openSecret(connection, access), access);
  };
}
export type OpenShopSystem = ReturnType<typeof createShopSystemOpener>;
