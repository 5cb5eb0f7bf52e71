/**
 * Reads and checks the input of `npm run reprice`: a JSON file (or stdin for "-") that must be a
 * contracts PricingRunInput. Every problem is named with its path, e.g.
 * `rules[0].target.percent: Too big: expected number to be <=10000`.
 */
import { readFileSync } from 'node:fs';
import { pricingRunInputSchema, type PricingRunInput } from '@pm/contracts';

export type InputResult = { ok: true; input: PricingRunInput; warnings: string[] } | { ok: false; problems: string[] };

/** `rules[0].target.percent` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text === '' ? '' : '.'}${String(key)}`;
  return text === '' ? '(top level)' : text;
}

/** Things the engine accepts but that are probably mistakes in a what-if file. */
function warningsFor(input: PricingRunInput): string[] {
  const channelIds = new Set(input.channels.map((c) => c.channelId));
  return input.rules.filter((rule) => !channelIds.has(rule.salesChannelId)).map((rule) => `rule "${rule.name}" (${rule.ruleId}) names sales channel "${rule.salesChannelId}", which is not among the channels: it is ignored`);
}

export function parseRunInput(text: string): InputResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = pricingRunInputSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`) };
  if (Number.isNaN(Date.parse(parsed.data.now))) return { ok: false, problems: [`now: "${parsed.data.now}" is not an ISO date-time (e.g. 2026-11-22T05:00:00Z)`] };
  return { ok: true, input: parsed.data, warnings: warningsFor(parsed.data) };
}

export function readRunInput(file: string): InputResult {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`] };
  }
  return parseRunInput(text);
}
