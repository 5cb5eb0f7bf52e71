/** Query keys of the user's alert rules; the live socket invalidates everything under ['price-alert-rules']. */
export const alertRuleKeys = {
  all: ['price-alert-rules'],
  ofCompany: (companyId: string) => ['price-alert-rules', companyId],
} as const;
