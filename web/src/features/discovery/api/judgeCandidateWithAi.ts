import { useMutation } from '@tanstack/react-query';
import { aiJudgementSchema, type AiJudgement } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

/** POST /discovery/requests/{id}/ai/judge: the model's verdict on one candidate (advice; nothing is written). */
export function judgeCandidateWithAi(companyId: string, requestId: string, candidateId: string): Promise<AiJudgement> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/discovery/requests/${encodeURIComponent(requestId)}/ai/judge`, aiJudgementSchema, { method: 'POST', body: { candidateId } });
}

export function useJudgeCandidateWithAi(companyId: string) {
  return useMutation<AiJudgement, ApiError, { requestId: string; candidateId: string }>({
    mutationKey: ['discovery', 'ai-judge'],
    mutationFn: ({ requestId, candidateId }) => judgeCandidateWithAi(companyId, requestId, candidateId),
  });
}
