/** Query keys of the company's sources; the live socket invalidates everything under ['sources']. */
export const sourceKeys = {
  all: ['sources'],
  ofCompany: (companyId: string) => ['sources', companyId],
} as const;
