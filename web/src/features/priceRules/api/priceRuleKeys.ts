/** Query keys of price-rule data; the live socket invalidates everything under ['price-rules']. */
export const priceRuleKeys = {
  all: ['price-rules'],
  ofCompany: (companyId: string) => ['price-rules', companyId],
} as const;
