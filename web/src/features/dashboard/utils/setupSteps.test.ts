import { describe, expect, it } from 'vitest';
import { setupSteps } from './setupSteps.ts';

describe('setupSteps', () => {
  it('marks steps done from the real counts', () => {
    const steps = setupSteps({ products: 0, sources: 2, priceRules: 0, users: 1 }, true);
    expect(steps.map((step) => [step.id, step.count, step.done])).toEqual([
      ['products', 0, false],
      ['sources', 2, true],
      ['priceRules', 0, false],
      ['users', 1, false],
    ]);
  });

  it('counts the team as invited once there is more than the first user', () => {
    expect(setupSteps({ products: 0, sources: 0, priceRules: 0, users: 4 }, true)[3]?.done).toBe(true);
  });

  it('links only to screens that exist, and user management only for those who may manage users', () => {
    const admin = setupSteps({ products: 0, sources: 0, priceRules: 0, users: 1 }, true);
    expect(admin.map((step) => step.path)).toEqual(['/assortment', '/sources', '/settings/price-engine/price-rules', '/settings/user-management']);
    const maintainer = setupSteps({ products: 0, sources: 0, priceRules: 0, users: 1 }, false);
    expect(maintainer.map((step) => step.path)).toEqual(['/assortment', '/sources', '/settings/price-engine/price-rules', null]);
  });
});
