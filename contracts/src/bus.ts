/** Bus subjects and queues shared between services. */
export const subjects = {
  /** Live notices for one company's browsers: `live.<companyId>`. */
  live: (companyId: string) => `live.${companyId}`,
  liveAll: 'live.*',
} as const;
