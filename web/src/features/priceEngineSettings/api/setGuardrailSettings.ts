import type { CommandResult, GuardrailSettingsBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/pricing-settings/guardrails ('pricing.configure'). */
export function setGuardrailSettings(companyId: string, body: GuardrailSettingsBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', '/pricing-settings/guardrails', body);
}

export function useSetGuardrailSettings(companyId: string) {
  return useSettingsMutation(companyId, 'set-guardrails', (body: GuardrailSettingsBody) => setGuardrailSettings(companyId, body));
}
