import { streams } from '@pm/contracts/events';
import { AppError, handleCommand, type CommandContext, type EventStore } from '@pm/platform';
import type { Written } from '../users/userCommands.ts';
import { adjustmentDecider, type AdjustmentCommand } from '@pm/contracts/domain';
import { createPendingAdjustmentIndex } from './pendingAdjustmentIndex.ts';

export type Decision = 'confirm' | 'discard';

export interface BulkOutcome {
  succeeded: string[];
  failed: { adjustmentId: string; code: string }[];
  position: bigint;
}

/** Decisions in flight at once: many, so the event store commits them in few large groups (one fsync each). */
const CONCURRENCY = 1000;

function commandOf(decision: Decision, companyId: string, context: CommandContext): AdjustmentCommand {
  const at = new Date().toISOString();
  return decision === 'confirm'
    ? { type: 'ConfirmAdjustment', companyId, userId: context.userId, at }
    : { type: 'DiscardAdjustment', companyId, userId: context.userId, at };
}

/** Confirm and discard price adjustments: one, several (partial success) or all pending ones. */
export function createAdjustmentCommands(store: EventStore) {
  const pending = createPendingAdjustmentIndex(store);

  async function decideOnce(decision: Decision, companyId: string, adjustmentId: string, context: CommandContext) {
    return handleCommand(store, streams.adjustment(adjustmentId), adjustmentDecider, commandOf(decision, companyId, context), context);
  }

  /** A writer that got in between loses its race cleanly: decided again on the new state, it tells why (already confirmed, …). */
  async function decide(decision: Decision, companyId: string, adjustmentId: string, context: CommandContext): Promise<Written> {
    let outcome;
    try {
      outcome = await decideOnce(decision, companyId, adjustmentId, context);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'CONCURRENCY_CONFLICT') throw error;
      outcome = await decideOnce(decision, companyId, adjustmentId, context);
    }
    return { id: adjustmentId, revision: outcome.revision, position: outcome.position };
  }

  async function decideMany(decision: Decision, companyId: string, adjustmentIds: readonly string[], context: CommandContext): Promise<BulkOutcome> {
    const unique = [...new Set(adjustmentIds)];
    const results: ({ ok: true; position: bigint } | { ok: false; code: string })[] = new Array(unique.length);
    let next = 0;
    async function worker(): Promise<void> {
      while (next < unique.length) {
        const index = next++;
        try {
          results[index] = { ok: true, position: (await decide(decision, companyId, unique[index]!, context)).position };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results[index] = { ok: false, code: error.code };
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
    const outcome: BulkOutcome = { succeeded: [], failed: [], position: 0n };
    unique.forEach((adjustmentId, index) => {
      const result = results[index]!;
      if (result.ok) {
        outcome.succeeded.push(adjustmentId);
        if (result.position > outcome.position) outcome.position = result.position;
      } else outcome.failed.push({ adjustmentId, code: result.code });
    });
    return outcome;
  }

  async function decideAllPending(decision: Decision, companyId: string, channelId: string | undefined, context: CommandContext): Promise<BulkOutcome> {
    return decideMany(decision, companyId, await pending.pendingIds(companyId, channelId), context);
  }

  return { decide, decideMany, decideAllPending, pending };
}

export type AdjustmentCommands = ReturnType<typeof createAdjustmentCommands>;
