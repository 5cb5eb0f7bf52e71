import type { CommandResult, EngineCompetitorsBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/pricing-settings/competitors ('pricing.configure'): connected sources only. */
export function setEngineCompetitors(companyId: string, body: EngineCompetitorsBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', '/pricing-settings/competitors', body);
}

export function useSetEngineCompetitors(companyId: string) {
  return useSettingsMutation(companyId, 'set-competitors', (body: EngineCompetitorsBody) => setEngineCompetitors(companyId, body));
}
