import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, Profile, UpdateUserSettingsBody } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import type { ApiError } from '../apiError.ts';
import { knownErrorMessageFor } from '../errorMessages.ts';
import { useNotify } from '../notify.tsx';
import { profileKeys } from './profileQuery.ts';
import { refetchProfile } from './refetchProfile.ts';

const SAVE_FAILED = msg`Your setting could not be saved.`;

/** PUT /api/user/{userId}/settings: the signed-in user's own settings. */
export function updateUserSettings(userId: string, body: UpdateUserSettingsBody): Promise<CommandResult> {
  return apiRequest(`/user/${encodeURIComponent(userId)}/settings`, commandResultSchema, { method: 'PUT', body });
}

interface Snapshot {
  previous: Profile | undefined;
}

/**
 * Changes user settings (language, favourites, shipping cost) through the cached profile:
 * applied at once (optimistic), restored with an error toast when the server refuses, and
 * reloaded from the server either way.
 */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { i18n } = useLingui();

  return useMutation<CommandResult, ApiError, UpdateUserSettingsBody, Snapshot>({
    mutationKey: ['profile', 'settings'],
    mutationFn: (settings) => {
      const profile = queryClient.getQueryData<Profile>(profileKeys.all);
      if (!profile) throw new Error('The profile must be loaded before settings can change');
      return updateUserSettings(profile.id, settings);
    },
    onMutate: async (settings) => {
      // An older profile response arriving now would overwrite the optimistic value.
      await queryClient.cancelQueries({ queryKey: profileKeys.all });
      const previous = queryClient.getQueryData<Profile>(profileKeys.all);
      if (previous) queryClient.setQueryData<Profile>(profileKeys.all, { ...previous, settings: { ...previous.settings, ...settings } });
      return { previous };
    },
    onError: (error, _settings, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData(profileKeys.all, snapshot.previous);
      notify.error(i18n._(knownErrorMessageFor(error) ?? SAVE_FAILED));
    },
    onSettled: async (result) => {
      // With several changes in flight, only the last one reloads, so earlier answers do not
      // briefly undo the later optimistic values.
      if (queryClient.isMutating({ mutationKey: ['profile', 'settings'] }) > 1) return;
      await refetchProfile(queryClient, result?.position);
    },
  });
}
