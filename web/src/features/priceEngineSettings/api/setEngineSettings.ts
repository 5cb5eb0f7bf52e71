import type { CommandResult, EngineSettingsBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/pricing-settings/engine ('pricing.configure'): offer age, schedules, time zone. */
export function setEngineSettings(companyId: string, body: EngineSettingsBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', '/pricing-settings/engine', body);
}

export function useSetEngineSettings(companyId: string) {
  return useSettingsMutation(companyId, 'set-engine-settings', (body: EngineSettingsBody) => setEngineSettings(companyId, body));
}
