import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_SPECS } from './e2eSpecs.ts';

describe('the end-to-end spec list', () => {
  it('names every spec file of e2e/ once', () => {
    const files = readdirSync(join(import.meta.dirname, '..', '..', 'e2e'))
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => file.replace(/\.spec\.ts$/, ''));
    expect([...E2E_SPECS].sort()).toEqual(files.sort());
    expect(new Set(E2E_SPECS).size).toBe(E2E_SPECS.length);
  });
});
