import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_SPECS, e2eGroups } from './e2eSpecs.ts';

describe('the end-to-end spec list', () => {
  it('names every spec file of e2e/ once, and each group holds at most five', () => {
    const files = readdirSync(join(import.meta.dirname, '..', '..', 'e2e'))
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => file.replace(/\.spec\.ts$/, ''));
    expect([...E2E_SPECS].sort()).toEqual(files.sort());
    expect(new Set(E2E_SPECS).size).toBe(E2E_SPECS.length);
    expect(e2eGroups().flat()).toEqual([...E2E_SPECS]);
    expect(e2eGroups().every((group) => group.length >= 1 && group.length <= 5)).toBe(true);
  });
});
