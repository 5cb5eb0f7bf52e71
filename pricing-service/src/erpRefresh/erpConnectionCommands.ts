/**
 * The connection settings of a company (admins only, enforced by the routes): saved through the
 * connection decider with the secret sealed (AES-256-GCM under ERP_SECRET_KEY, bound to the
 * company) — the clear secret is never stored, logged or answered. "Test connection" opens the
 * saved settings and records what the system said.
 */
import type { ErpConnectionTest, SetErpConnectionBody } from '@pm/contracts';
import { erpConnectionDecider } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { AppError, handleCommand, type CommandContext } from '@pm/platform';
import { loadErpConnection, noSecretKey, openSecret, shopSystemFor, type ShopSystemAccess } from '../shopSystem/openShopSystem.ts';
import { failureOf } from './refreshAppend.ts';

export function createErpConnectionCommands(access: ShopSystemAccess, now: () => Date = () => new Date()) {
  async function setConnection(companyId: string, body: SetErpConnectionBody, context: CommandContext) {
    if (body.secret !== undefined && !access.secretBox) throw noSecretKey();
    const secret = body.secret === undefined ? ('keep' as const) : access.secretBox!.seal(body.secret, companyId);
    return handleCommand(access.events, streams.erpConnection(companyId), erpConnectionDecider, {
      type: 'SetErpConnection',
      companyId,
      system: body.system,
      url: body.url,
      username: body.username ?? '',
      secret,
    }, context);
  }

  /** Never throws for the system's trouble: the answer says ok, or the ERP_* code and the ERP's status. */
  async function testConnection(companyId: string, context: CommandContext): Promise<ErpConnectionTest> {
    const connection = await loadErpConnection(access.events, companyId);
    if (connection.status === 'none') throw new AppError('ERP_CONNECTION_MISSING', 'No ERP/shop system is connected yet.');
    let result: Omit<ErpConnectionTest, 'testedAt'>;
    try {
      const shop = shopSystemFor(connection, openSecret(connection, access), access);
      result = { ok: true, description: (await shop.testConnection()).description, code: null, statusCode: null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const failure = failureOf(error);
      result = { ok: false, description: null, code: failure.code, statusCode: failure.statusCode };
    }
    const test = { ...result, testedAt: now().toISOString() };
    await handleCommand(access.events, streams.erpConnection(companyId), erpConnectionDecider, { type: 'RecordErpConnectionTest', companyId, ...test }, context);
    return test;
  }

  return { setConnection, testConnection, load: (companyId: string) => loadErpConnection(access.events, companyId) };
}
