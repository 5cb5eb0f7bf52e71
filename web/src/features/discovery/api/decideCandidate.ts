import { useMutation } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type DeclineReason } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

export type CandidateDecision =
  | { kind: 'accept'; requestId: string; candidateId: string }
  | { kind: 'decline'; requestId: string; candidateId: string; reason: DeclineReason; note: string }
  | { kind: 'close'; requestId: string };

/** POST /discovery/requests/{id}/accept | decline | close. */
export function decideCandidate(companyId: string, decision: CandidateDecision): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/discovery/requests/${encodeURIComponent(decision.requestId)}/${decision.kind}`;
  switch (decision.kind) {
    case 'accept':
      return apiRequest(path, commandResultSchema, { method: 'POST', body: { candidateId: decision.candidateId } });
    case 'decline':
      return apiRequest(path, commandResultSchema, { method: 'POST', body: { candidateId: decision.candidateId, reason: decision.reason, ...(decision.note.trim() ? { note: decision.note.trim() } : {}) } });
    case 'close':
      return apiRequest(path, commandResultSchema, { method: 'POST' });
  }
}

export function useDecideCandidate(companyId: string) {
  return useMutation<CommandResult, ApiError, CandidateDecision>({
    mutationKey: ['discovery', 'decide'],
    mutationFn: (decision) => decideCandidate(companyId, decision),
  });
}
