/**
 * Query keys of the data mapping screens. The live socket invalidates everything under
 * ['data-mapping'] and ['erp-output-channels'] when the projection changes them.
 */
export const dataMappingKeys = {
  ofCompany: (companyId: string) => ['data-mapping', companyId],
  preview: (companyId: string, mapping: unknown) => ['data-mapping-preview', companyId, mapping],
  outputChannels: (companyId: string) => ['erp-output-channels', companyId],
} as const;
