import type { CommandResult, InputMapping } from '@pm/contracts';
import { sendDataMappingCommand, useDataMappingMutation } from './dataMappingMutation.ts';

export interface SetInputMappingVariables {
  mapping: InputMapping;
  expectedRevision: string;
}

/** PUT /api/company/{companyId}/data-mapping/input ('pricing.admin'): refused with DATA_MAPPING_INVALID and the issues. */
export function setInputMapping(companyId: string, body: SetInputMappingVariables): Promise<CommandResult> {
  return sendDataMappingCommand(companyId, 'input', body);
}

export function useSetInputMapping(companyId: string) {
  return useDataMappingMutation(companyId, 'set-input', (body: SetInputMappingVariables) => setInputMapping(companyId, body));
}
