/** Query keys of the notification centre; the live socket invalidates everything under ['notifications']. */
export const notificationKeys = {
  all: ['notifications'],
  ofCompany: (companyId: string) => ['notifications', companyId],
} as const;
