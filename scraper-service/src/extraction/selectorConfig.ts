/**
 * Per-store extraction instructions — the "scrape exception" of spec §3 (code, scope,
 * instructions JSON, settings JSON). `instructions` maps fields to CSS selectors (a selector, a
 * list tried in order, or an object with the selector(s), an attribute to read instead of the text, a regex whose first group —
 * or whole match — is the value); `priceTable` holds the same for aggregator offer rows.
 * `settings` carry the shop's number format and currency. Unknown keys are kept (other parts of
 * the scraper may store their own settings in the same JSON).
 *
 * Example:
 *   instructions: { "price": ".product-price .amount", "availability": { "selector": ".stock", "regex": "Status: (.*)" },
 *                   "image": { "selector": ".gallery img", "attribute": "data-src" } }
 *   settings:     { "decimalSeparator": ",", "currency": "EUR" }
 */
import { z } from 'zod';

const selectorList = z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1).max(20)]);

const validRegex = (source: string) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
};

export const fieldRuleSchema = z.union([
  selectorList,
  z.strictObject({
    selector: selectorList,
    /** Attribute to read instead of the element's text ("content", "data-price", "src"). */
    attribute: z.string().trim().min(1).optional(),
    /** Applied to the value; the first capture group (or the whole match) is kept. */
    regex: z.string().min(1).max(500).refine(validRegex, 'not a valid regular expression').optional(),
  }),
]);
export type FieldRule = z.infer<typeof fieldRuleSchema>;

const productFieldRules = {
  name: fieldRuleSchema.optional(),
  brand: fieldRuleSchema.optional(),
  gtin: fieldRuleSchema.optional(),
  mpn: fieldRuleSchema.optional(),
  sku: fieldRuleSchema.optional(),
  image: fieldRuleSchema.optional(),
  price: fieldRuleSchema.optional(),
  currency: fieldRuleSchema.optional(),
  regularPrice: fieldRuleSchema.optional(),
  shippingCost: fieldRuleSchema.optional(),
  availability: fieldRuleSchema.optional(),
  deliveryTime: fieldRuleSchema.optional(),
  condition: fieldRuleSchema.optional(),
};

export const priceTableRulesSchema = z.strictObject({
  /** One element per offer. */
  row: z.string().trim().min(1),
  shop: fieldRuleSchema.optional(),
  shopUrl: fieldRuleSchema.optional(),
  price: fieldRuleSchema.optional(),
  shipping: fieldRuleSchema.optional(),
  total: fieldRuleSchema.optional(),
  availability: fieldRuleSchema.optional(),
  condition: fieldRuleSchema.optional(),
});
export type PriceTableRules = z.infer<typeof priceTableRulesSchema>;

export const selectorInstructionsSchema = z.looseObject({
  ...productFieldRules,
  priceTable: priceTableRulesSchema.optional(),
});
export type SelectorInstructions = z.infer<typeof selectorInstructionsSchema>;

export const selectorSettingsSchema = z.looseObject({
  decimalSeparator: z.enum([',', '.']).optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'an ISO 4217 code such as EUR')
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type SelectorSettings = z.infer<typeof selectorSettingsSchema>;

export interface SelectorConfig {
  instructions: SelectorInstructions;
  settings?: SelectorSettings;
}

export type SelectorConfigResult = { ok: true; config: SelectorConfig } | { ok: false; error: string };

/** Validates a scrape exception's instructions and settings (objects or JSON texts). */
export function parseSelectorConfig(input: { instructions: unknown; settings?: unknown }): SelectorConfigResult {
  const instructions = fromJson(input.instructions, 'instructions');
  if ('error' in instructions) return { ok: false, error: instructions.error };
  const settings = fromJson(input.settings ?? {}, 'settings');
  if ('error' in settings) return { ok: false, error: settings.error };
  const parsedInstructions = selectorInstructionsSchema.safeParse(instructions.value);
  if (!parsedInstructions.success) return { ok: false, error: `instructions: ${describe(parsedInstructions.error)}` };
  const parsedSettings = selectorSettingsSchema.safeParse(settings.value);
  if (!parsedSettings.success) return { ok: false, error: `settings: ${describe(parsedSettings.error)}` };
  return { ok: true, config: { instructions: parsedInstructions.data, settings: parsedSettings.data } };
}

function fromJson(value: unknown, name: string): { value: unknown } | { error: string } {
  if (typeof value !== 'string') return { value };
  try {
    return { value: JSON.parse(value) as unknown };
  } catch {
    return { error: `${name}: not valid JSON` };
  }
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
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
