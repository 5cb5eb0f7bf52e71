/** Query keys of the data mapping (custom values, input and output mapping); the live socket invalidates everything under ['data-mapping']. */
export const dataMappingKeys = {
  all: ['data-mapping'],
  ofCompany: (companyId: string) => ['data-mapping', companyId],
} as const;
