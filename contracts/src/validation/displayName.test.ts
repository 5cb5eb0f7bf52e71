import { describe, expect, it } from 'vitest';
import { alertRuleFieldsSchema } from '../http/alerts.ts';
import { createCategoryBodySchema, updateCategoryBodySchema } from '../http/categories.ts';
import { companyDetailsFields, ownShopSchema } from '../http/companies.ts';
import { customValueDefinitionSchema } from '../http/customValues.ts';
import { createUserBodySchema } from '../http/users.ts';
import { priceRuleFieldsSchema } from '../pricing/priceRules.ts';
import { salesChannelFieldsSchema, shippingRateFieldsSchema } from '../pricing/pricingSettings.ts';
import { displayNameSchema, hasUnsafeNameCharacters } from './displayName.ts';

describe('names people type and others read', () => {
  it('refuse control characters and text-direction overrides, keep every visible script and trim', () => {
    const name = displayNameSchema(40);
    expect(name.parse('  Preisalarm Lumara  ')).toBe('Preisalarm Lumara');
    expect(name.parse('Ürün fiyatı – مراقبة الأسعار')).toBe('Ürün fiyatı – مراقبة الأسعار');
    // "Undercut ‮fdp.exe" shows as "Undercut exe.pdf"; a line break would split an e-mail subject.
    for (const unsafe of ['Undercut \u202efdp.exe', 'a\u2066b\u2069', 'Rule\nBcc: x@y.z', 'tab\there', 'bell\u0007', 'c1\u0085'])
      expect(name.safeParse(unsafe).success, JSON.stringify(unsafe)).toBe(false);
    expect(name.safeParse('').success).toBe(false);
    expect(name.safeParse('x'.repeat(41)).success).toBe(false);
    expect(hasUnsafeNameCharacters('left\u200eright')).toBe(false);
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
    for (const schema of names) {
      expect(schema.safeParse('Fine name').success).toBe(true);
      expect(schema.safeParse('Spoof \u202eemanyrav').success).toBe(false);
    }
  });
});
