/**
 * Query keys of the ERP/shop connection. The projection's live notices name ['erp-connection']
 * (every connection, test and refresh event) and ['erp-output-channels'] (output channels read).
 */
export const erpKeys = {
  connection: (companyId: string) => ['erp-connection', companyId],
  outputChannels: (companyId: string) => ['erp-output-channels', companyId],
} as const;
