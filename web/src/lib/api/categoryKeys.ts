/** Query keys of category data; the live socket invalidates everything under ['categories']. */
export const categoryKeys = {
  all: ['categories'],
  ofCompany: (companyId: string) => ['categories', companyId],
} as const;
