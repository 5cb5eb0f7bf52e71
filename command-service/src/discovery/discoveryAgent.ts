/**
 * The discovery agent (issue 17 item 1: "by a scheduled agent per company"): once a day, for each
 * company whose platform admin switched the agent on, a bulk discovery at every source the company
 * scrapes — the same command as the "all products without a URL" button, with trigger AGENT, so
 * products with a URL there or an undecided request are skipped. A restart may run a day's round
 * again; the skips make that harmless.
 */
import { scrapesSource } from '@pm/contracts/domain';
import type { DiscoverySettingsEvent } from '@pm/contracts/events';
import { newId, toDomainEvent, type ServiceView } from '@pm/platform';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import type { DiscoveryCommands } from './discoveryCommands.ts';
import type { ViewAt } from './discoveryIndex.ts';

export interface DiscoveryAgentLog {
  warn(obj: unknown, msg?: string): void;
}

export function createDiscoveryAgent(deps: { commands: DiscoveryCommands; sources: SourceCommands; log: DiscoveryAgentLog; headPosition: () => Promise<bigint>; intervalMs?: number; now?: () => Date }) {
  const enabled = new Map<string, boolean>();
  const lastRound = new Map<string, string>();
  const now = deps.now ?? (() => new Date());
  let viewAt: ViewAt | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const view: ServiceView = {
    name: 'discovery-agent',
    handles: new Set(['DiscoverySettingsChanged']),
    apply: (recorded) => {
      const event = toDomainEvent<Extract<DiscoverySettingsEvent, { type: 'DiscoverySettingsChanged' }>>(recorded);
      enabled.set(event.data.companyId, event.data.settings.agentEnabled);
    },
  };

  /** One round: every company with the agent on that has had no round today (UTC). Answers the requests written. */
  async function runOnce(): Promise<number> {
    if (viewAt) await viewAt(await deps.headPosition());
    const day = now().toISOString().slice(0, 10);
    let written = 0;
    for (const [companyId, on] of enabled) {
      if (!on || lastRound.get(companyId) === day) continue;
      lastRound.set(companyId, day);
      const context = { companyId, userId: 'service:discovery-agent', correlationId: newId(), causationId: null };
      const connected = await deps.sources.connectedSources(companyId);
      for (const [sourceId, connection] of Object.entries(connected)) {
        if (!scrapesSource(connection.settings)) continue;
        try {
          written += (await deps.commands.createBulk(companyId, { sourceId, searchType: 'FIND_SAME' }, context, 'AGENT')).requestIds.length;
        } catch (error) {
          deps.log.warn({ err: error, companyId, sourceId }, 'discovery agent could not start a search');
        }
      }
    }
    return written;
  }

  function start(at: ViewAt): void {
    viewAt = at;
    if (timer) return;
    timer = setInterval(() => void runOnce().catch((error: unknown) => deps.log.warn({ err: error }, 'discovery agent round failed')), deps.intervalMs ?? 15 * 60_000);
    // The agent never keeps a stopping process alive.
    timer.unref();
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return { view, runOnce, start, stop };
}
