import { useMutation } from '@tanstack/react-query';
import { probeAnswerSchema, type ProbeAnswer, type ProbeBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

/** POST /api/admin/source-wizard/probe (platform admins): fetch a sample page with the crawler kinds and read it. */
export function probePage(body: ProbeBody): Promise<ProbeAnswer> {
  return apiRequest('/admin/source-wizard/probe', probeAnswerSchema, { method: 'POST', body });
}

/** A probe is a read of someone else's page: nothing to invalidate. */
export function useProbePage() {
  return useMutation<ProbeAnswer, ApiError, ProbeBody>({ mutationKey: ['admin', 'source-wizard', 'probe'], mutationFn: probePage });
}

/** Several pages one after another (the API runs one probe per admin at a time). */
export function useProbePages() {
  return useMutation<ProbeAnswer[], ApiError, ProbeBody[]>({
    mutationKey: ['admin', 'source-wizard', 'probe-many'],
    mutationFn: async (bodies) => {
      const answers: ProbeAnswer[] = [];
      for (const body of bodies) answers.push(await probePage(body));
      return answers;
    },
  });
}
