import { describe, expect, it } from 'vitest';
import { alertRuleFieldsSchema } from '../http/alerts.ts';
import { createCategoryBodySchema, updateCategoryBodySchema } from '../http/categories.ts';
import { companyDetailsFields, ownShopSchema } from '../http/companies.ts';
import { customValueDefinitionSchema } from '../http/customValues.ts';
import { createUserBodySchema } from '../http/users.ts';
import { priceRuleFieldsSchema } from '../pricing/priceRules.ts';
import { salesChannelFieldsSchema, shippingRateFieldsSchema } from '../pricing/pricingSettings.ts';
import { displayNameSchema } from './displayName.ts';

describe('names people type and others read', () => {
  it('keep their visible text: control characters become a space, text-direction overrides go, every script stays', () => {
    const name = displayNameSchema(40);
    expect(name.parse('  Preisalarm Lumara  ')).toBe('Preisalarm Lumara');
    expect(name.parse('Ürün fiyatı – مراقبة الأسعار')).toBe('Ürün fiyatı – مراقبة الأسعار');
    // Shown as "Undercut exe.pdf" with the override; a line break would split an e-mail subject.
    expect(name.parse('Undercut \u202efdp.exe')).toBe('Undercut fdp.exe');
    expect(name.parse('a\u2066b\u2069')).toBe('ab');
    expect(name.parse('Rule\r\nBcc: x@y.z')).toBe('Rule Bcc: x@y.z');
    expect(name.parse('tab\there\u0007\u0085')).toBe('tab here');
    expect(name.parse('left\u200eright')).toBe('left\u200eright');
    // Checked after cleaning: nothing visible is no name, and the limit counts visible characters.
    expect(name.safeParse('\u202e\n').success).toBe(false);
    expect(name.safeParse('x'.repeat(41)).success).toBe(false);
    expect(name.parse(`${'x'.repeat(40)}\u202e`)).toBe('x'.repeat(40));
  });

  it('is the rule of every typed name in the API', () => {
    const names = [
      alertRuleFieldsSchema.shape.name,
      createCategoryBodySchema.shape.name,
      updateCategoryBodySchema.shape.name,
      companyDetailsFields.name,
      ownShopSchema.shape.name,
      customValueDefinitionSchema.shape.label,
      createUserBodySchema.shape.firstName,
      createUserBodySchema.shape.lastName,
      priceRuleFieldsSchema.shape.name,
      salesChannelFieldsSchema.shape.name,
      shippingRateFieldsSchema.shape.carrier,
    ];
    for (const schema of names) expect(schema.parse('Spoof \u202eemanyrav\n')).toBe('Spoof emanyrav');
  });
});
