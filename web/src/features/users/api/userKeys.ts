/** Query keys of user data; the live socket invalidates everything under ['users']. */
export const userKeys = {
  all: ['users'],
  ofCompany: (companyId: string) => ['users', companyId],
} as const;
