/**
 * A scrape exception's instructions and settings (spec §3) as the extraction applies them. The
 * schemas live in the contracts (contracts/src/http/scrapeExceptions.ts), shared with the API
 * that stores exceptions; here they are parsed from objects or JSON texts (the extraction CLI's
 * `--exception` file) and every selector is compiled once with the parser Cheerio uses.
 *
 * Example:
 *   instructions: { "price": ".product-price .amount", "availability": { "selector": ".stock", "regex": "Status: (.*)" },
 *                   "availabilityValues": { "Ab Lager": "InStock" },
 *                   "image": { "selector": ".gallery img", "attribute": "data-src" } }
 *   settings:     { "decimalSeparator": ",", "currency": "EUR" }
 */
import {
  scrapeSettingsSchema,
  toScrapeExceptionIssues,
  type FieldRule,
  type PriceTableRules,
  type ScrapeExceptionIssue,
  type ScrapeInstructions,
  type ScrapeSettings,
} from '@pm/contracts';
import { scrapeInstructionsSchema } from '@pm/contracts/patterns';
import { selectorIssues } from '@pm/contracts/selectorSyntax';

export type { FieldRule, PriceTableRules };
export type SelectorInstructions = ScrapeInstructions;
export type SelectorSettings = ScrapeSettings;

export interface SelectorConfig {
  instructions: SelectorInstructions;
  settings?: SelectorSettings;
}

export type SelectorConfigResult = { ok: true; config: SelectorConfig } | { ok: false; error: string; issues: ScrapeExceptionIssue[] };

/** Validates a scrape exception's instructions and settings (objects or JSON texts). */
export function parseSelectorConfig(input: { instructions: unknown; settings?: unknown }): SelectorConfigResult {
  const instructions = fromJson(input.instructions, 'instructions');
  if ('error' in instructions) return instructions.error;
  const settings = fromJson(input.settings ?? {}, 'settings');
  if ('error' in settings) return settings.error;
  const issues: ScrapeExceptionIssue[] = [];
  const parsedInstructions = scrapeInstructionsSchema.safeParse(instructions.value);
  if (!parsedInstructions.success) issues.push(...toScrapeExceptionIssues(parsedInstructions.error.issues, instructions.value, ['instructions']));
  const parsedSettings = scrapeSettingsSchema.safeParse(settings.value);
  if (!parsedSettings.success) issues.push(...toScrapeExceptionIssues(parsedSettings.error.issues, settings.value, ['settings']));
  issues.push(...selectorIssues({ instructions: instructions.value, settings: settings.value }).filter((s) => !issues.some((i) => i.part === s.part && i.path === s.path)));
  if (parsedInstructions.success && parsedSettings.success && issues.length === 0) return { ok: true, config: { instructions: parsedInstructions.data, settings: parsedSettings.data } };
  return { ok: false, error: issues.map((i) => i.message).join('; '), issues };
}

function fromJson(value: unknown, name: 'instructions' | 'settings'): { value: unknown } | { error: SelectorConfigResult } {
  if (typeof value !== 'string') return { value };
  try {
    return { value: JSON.parse(value) as unknown };
  } catch {
    const issue: ScrapeExceptionIssue = { part: name, path: '', problem: 'WRONG_TYPE', expected: 'object', message: `${name}: not valid JSON` };
    return { error: { ok: false, error: issue.message, issues: [issue] } };
  }
}

/** A rule in its long form. */
export function ruleOf(rule: FieldRule): { selectors: string[]; attribute: string | null; regex: string | null } {
  if (typeof rule === 'string') return { selectors: [rule], attribute: null, regex: null };
  if (Array.isArray(rule)) return { selectors: rule, attribute: null, regex: null };
  return {
    selectors: Array.isArray(rule.selector) ? rule.selector : [rule.selector],
    attribute: rule.attribute ?? null,
    regex: rule.regex ?? null,
  };
}
