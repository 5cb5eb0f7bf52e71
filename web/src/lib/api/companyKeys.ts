/** Query keys of company data; the live socket invalidates everything under ['company']. */
export const companyKeys = {
  all: ['company'],
  details: (companyId: string) => ['company', 'details', companyId],
} as const;
