import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as browserSafe from './index.ts';
import * as patterns from './patterns.ts';

/** Every file an entry point loads, and the packages they import (relative imports followed, `import type` skipped). */
function importsOf(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?'([^']+)'/gm)) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(fileURLToPath(new URL(entry, import.meta.url)));
  return { files, packages };
}

describe('@pm/contracts and @pm/contracts/patterns', () => {
  it('the browser-safe entry never loads the RE2 engine (it would land in the web entry chunk)', () => {
    const { files, packages } = importsOf('./index.ts');
    expect([...files].filter((f) => /userPattern\.ts$|competitorUrl\.ts$|patterns\.ts$/.test(f))).toEqual([]);
    expect(packages.has('re2js')).toBe(false);
    expect(importsOf('./patterns.ts').packages.has('re2js')).toBe(true);
  });

  it('the browser-safe request schemas check a pattern’s length, the patterns entry also whether RE2 runs it', () => {
    const source = { kind: 'AGGREGATOR', hostname: 'vergleich.example', searchUrlPatterns: ['^/(?=a)'] };
    expect(browserSafe.connectSourceBodySchema.safeParse(source).success).toBe(true);
    expect(patterns.connectSourceBodySchema.safeParse(source).error?.issues[0]).toMatchObject({ path: ['searchUrlPatterns', 0], params: { problem: 'PATTERN_UNSUPPORTED' } });
    expect(patterns.updateSourceBodySchema.safeParse({ searchUrlPatterns: ['('] }).error?.issues[0]).toMatchObject({ params: { problem: 'PATTERN_SYNTAX' } });
    expect(browserSafe.connectSourceBodySchema.safeParse({ ...source, searchUrlPatterns: ['x'.repeat(301)] }).success).toBe(false);

    const exception = { code: 'shop-plain', scope: { hostname: 'shop.example', pathPattern: '(a)\\1' }, instructions: { price: { selector: '.p', regex: '(?<=x)\\d' } } };
    expect(browserSafe.createScrapeExceptionBodySchema.safeParse(exception).success).toBe(true);
    const issues = patterns.createScrapeExceptionBodySchema.safeParse(exception).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), (i as { params?: { problem?: string } }).params?.problem])).toEqual([
      ['scope.pathPattern', 'INVALID_REGEX'],
      ['instructions.price.regex', 'INVALID_REGEX'],
    ]);
    expect(patterns.scrapeInstructionsSchema.safeParse({ price: { selector: '.p', regex: '(?<=x)\\d' } }).success).toBe(false);
    expect(patterns.scrapeExceptionScopeSchema.safeParse({ hostname: 'shop.example', pathPattern: '^/artikel/\\d+' }).success).toBe(true);
  });
});
