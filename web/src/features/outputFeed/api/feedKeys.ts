/** Query keys of the output feed; the live socket invalidates everything under ['feed']. */
export const feedKeys = {
  all: ['feed'],
  status: (companyId: string) => ['feed', companyId],
  preview: (companyId: string, channelId: string) => ['feed', companyId, 'rows', channelId],
} as const;
