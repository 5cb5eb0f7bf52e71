import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSourceSchema, saveWizardAnswerSchema, type SaveWizardAnswer, type SaveWizardBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';

/** Which list of Admin › Stores / Aggregators the wizard returns to. */
export type WizardGroup = 'store' | 'aggregator';

/** The query key prefix of the Admin › Stores / Aggregators lists (features/adminSources): refetched after a save. */
const ADMIN_SOURCES_KEY = ['admin', 'sources'] as const;

/** POST /api/admin/source-wizard/save (platform admins): the source and, when selectors were needed, its scrape exception. */
export function saveWizardSource(body: SaveWizardBody): Promise<SaveWizardAnswer> {
  return apiRequest('/admin/source-wizard/save', saveWizardAnswerSchema, { method: 'POST', body });
}

/** Saves, waits until the sources read model has the new source, then has the lists refetch (the screen returns to one). */
export function useSaveWizardSource(group: WizardGroup) {
  const queryClient = useQueryClient();
  return useMutation<SaveWizardAnswer, ApiError, SaveWizardBody>({
    mutationKey: ['admin', 'source-wizard', 'save'],
    mutationFn: async (body) => {
      const answer = await saveWizardSource(body);
      try {
        await apiRequest(withMinPosition(`/admin/sources?group=${group}`, answer.position), adminSourceSchema.array());
      } catch {
        // Saved all the same: the list refetches below and shows it once its read model has it.
      }
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SOURCES_KEY }),
  });
}
