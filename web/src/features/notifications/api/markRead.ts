import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { notificationKeys } from './notificationKeys.ts';
import { getNotifications } from './notificationsQuery.ts';

/** Either single alerts, or every alert up to the newest one shown (one that fires meanwhile stays unread). */
export type MarkRead = { alertIds: string[] } | { upToAlertId: string };

export function markRead(companyId: string, body: MarkRead): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/notifications/${'alertIds' in body ? 'read' : 'read-all'}`;
  return apiRequest(path, commandResultSchema, { method: 'POST', body });
}

export function useMarkRead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, MarkRead>({
    mutationKey: ['notifications', 'read'],
    mutationFn: (body) => markRead(companyId, body),
    onSuccess: (result) => refetchAfterWrite(queryClient, notificationKeys.ofCompany(companyId), (minPosition) => getNotifications(companyId, { minPosition }), result.position),
  });
}
