import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { notificationKeys } from './notificationKeys.ts';

/** GET /api/company/{companyId}/notifications: the user's alerts, newest first, and how many are unread. */
export function getNotifications(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<NotificationList> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/notifications?limit=50`, options.minPosition);
  return apiRequest(path, notificationListSchema, options.signal ? { signal: options.signal } : {});
}

export function useNotifications(companyId: string) {
  return useQuery(queryOptions({ queryKey: notificationKeys.ofCompany(companyId), queryFn: ({ signal }) => getNotifications(companyId, { signal }) }));
}
