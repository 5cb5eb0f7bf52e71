import type { CommandResult, OutputMapping } from '@pm/contracts';
import { sendDataMappingCommand, useDataMappingMutation } from './dataMappingMutation.ts';

export interface SetOutputMappingVariables {
  mapping: OutputMapping;
  expectedRevision: string;
}

/** PUT /api/company/{companyId}/data-mapping/output ('pricing.admin'): refused with DATA_MAPPING_INVALID and the issues. */
export function setOutputMapping(companyId: string, body: SetOutputMappingVariables): Promise<CommandResult> {
  return sendDataMappingCommand(companyId, 'output', body);
}

export function useSetOutputMapping(companyId: string) {
  return useDataMappingMutation(companyId, 'set-output', (body: SetOutputMappingVariables) => setOutputMapping(companyId, body));
}
