/** Query keys of the price-engine settings; the live socket invalidates everything under ['pricing-settings']. */
export const pricingSettingsKeys = {
  all: ['pricing-settings'],
  ofCompany: (companyId: string) => ['pricing-settings', companyId],
} as const;
