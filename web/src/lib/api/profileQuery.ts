import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { warnIfSlow } from '../warnIfSlow.ts';

/** Query key prefix the live socket uses to invalidate the profile. */
export const profileKeys = { all: ['profile'] } as const;

const PROFILE_STALE_MS = 100;
const PROFILE_SLOW_MS = 5_000;

/** GET /api/profile: the signed-in user with company and settings. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/profile', profileSchema, signal ? { signal } : {});
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => warnIfSlow(getProfile(signal), 'GET /api/profile', PROFILE_SLOW_MS),
    staleTime: PROFILE_STALE_MS,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
