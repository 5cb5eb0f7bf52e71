import { useMutation } from '@tanstack/react-query';
import { testFilterResultSchema, type TestFilterBody, type TestFilterResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

/** POST /api/company/{companyId}/price-rules/test-filter: how many and which products the conditions match in a channel. */
export function testFilter(companyId: string, body: TestFilterBody): Promise<TestFilterResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/price-rules/test-filter`, testFilterResultSchema, { method: 'POST', body });
}

export function useTestFilter(companyId: string) {
  return useMutation<TestFilterResult, ApiError, TestFilterBody>({
    mutationKey: ['price-rules', 'test-filter'],
    mutationFn: (body) => testFilter(companyId, body),
  });
}
