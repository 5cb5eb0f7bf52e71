import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkDecisionResultSchema, commandResultSchema } from '@pm/contracts';
import type { BulkDecisionResult, CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { adjustmentKeys } from './adjustmentKeys.ts';

export type Decision = 'confirm' | 'discard';

/** What to decide on: one adjustment, a list of them, or every pending one (optionally of a channel). */
export type DecisionTarget = { kind: 'one'; adjustmentId: string } | { kind: 'several'; adjustmentIds: string[] } | { kind: 'all'; channelId?: string | undefined };

const base = (companyId: string) => `/company/${encodeURIComponent(companyId)}/adjustments`;

/** POST …/adjustments/{id}/confirm|discard ('prices.decide'). */
export function decideOne(companyId: string, decision: Decision, adjustmentId: string): Promise<CommandResult> {
  return apiRequest(`${base(companyId)}/${encodeURIComponent(adjustmentId)}/${decision}`, commandResultSchema, { method: 'POST' });
}

/** POST …/adjustments/confirm|discard with ids, or …/confirm-all|discard-all: partial success, every refusal reported. */
export function decideMany(companyId: string, decision: Decision, target: Exclude<DecisionTarget, { kind: 'one' }>): Promise<BulkDecisionResult> {
  if (target.kind === 'several') return apiRequest(`${base(companyId)}/${decision}`, bulkDecisionResultSchema, { method: 'POST', body: { adjustmentIds: target.adjustmentIds } });
  return apiRequest(`${base(companyId)}/${decision}-all`, bulkDecisionResultSchema, { method: 'POST', body: target.channelId ? { channelId: target.channelId } : {} });
}

/** Normalised to the bulk answer, so the screen reports one way. */
export async function decide(companyId: string, decision: Decision, target: DecisionTarget): Promise<BulkDecisionResult> {
  if (target.kind !== 'one') return decideMany(companyId, decision, target);
  const written = await decideOne(companyId, decision, target.adjustmentId);
  return { succeeded: [target.adjustmentId], failed: [], position: written.position };
}

export function useDecideAdjustments(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<BulkDecisionResult, ApiError, { decision: Decision; target: DecisionTarget }>({
    mutationKey: ['adjustments', 'decide'],
    mutationFn: ({ decision, target }) => decide(companyId, decision, target),
    // The live notice follows; refetching now shows the user's own decision at once.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }), queryClient.invalidateQueries({ queryKey: ['price-engine'] })]),
  });
}
