import type { QueryClient } from '@tanstack/react-query';
import { profileSchema } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { profileKeys } from './profileQuery.ts';
import { refetchAfterWrite } from './refetchAfterWrite.ts';
import { withMinPosition } from '../minPosition.ts';

/** Reloads the profile (shell name, logo, settings) once it reflects the write at `position`. */
export function refetchProfile(queryClient: QueryClient, position?: string): Promise<void> {
  return refetchAfterWrite(
    queryClient,
    profileKeys.all,
    (minPosition) => apiRequest(withMinPosition('/profile', minPosition), profileSchema),
    position,
  );
}
