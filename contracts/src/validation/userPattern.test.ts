import { describe, expect, it } from 'vitest';
import { compileUserPattern, USER_PATTERN_MAX_SUBJECT_LENGTH, userPatternIssue, userPatternMatches, userPatternSchema } from './userPattern.ts';

describe('user patterns (RE2)', () => {
  it('match case-insensitively anywhere in the text, like the patterns people write', () => {
    expect(userPatternMatches('[?&](q|query|search|suche|keywords?)=', '/liste?Suche=zelt')).toBe(true);
    expect(userPatternMatches('/(search|suche)(/|$|\\?)', '/produkt/123')).toBe(false);
    expect(userPatternMatches('^/artikel/\\d+$', '/ARTIKEL/42')).toBe(true);
    expect(userPatternMatches('\\p{L}+-\\d', '/zelt-2')).toBe(true);
  });

  it('keep the first capture group, or the whole match without one', () => {
    expect(compileUserPattern('Status: (.*)')?.firstGroup('Lager status: Sofort lieferbar')).toBe('Sofort lieferbar');
    expect(compileUserPattern('\\d+,\\d{2}')?.firstGroup('nur 12,99 €')).toBe('12,99');
    expect(compileUserPattern('(x)?\\d+')?.firstGroup('nur 12')).toBe('12');
    expect(compileUserPattern('\\d+')?.firstGroup('keine Zahl')).toBeNull();
  });

  it('run a catastrophic backtracking pattern in linear time', () => {
    // JavaScript's RegExp needs 2^n steps for `^/(a+)+$` on "/aaa…a!" (at 40 characters: minutes);
    // at 4,000 characters a backtracking engine would never finish, so finishing is the proof.
    // The time bound lives in deploy/src/security/redos.security.test.ts.
    const pattern = compileUserPattern('^/(a+)+$');
    expect(pattern?.test(`/${'a'.repeat(3_998)}!`)).toBe(false);
    expect(pattern?.firstGroup(`/${'a'.repeat(3_998)}!`)).toBeNull();
    expect(pattern?.test('/aaaa')).toBe(true);
  });

  it('look at the first USER_PATTERN_MAX_SUBJECT_LENGTH characters only', () => {
    expect(userPatternMatches('needle', `${'x'.repeat(USER_PATTERN_MAX_SUBJECT_LENGTH - 6)}needle`)).toBe(true);
    expect(userPatternMatches('needle', `${'x'.repeat(USER_PATTERN_MAX_SUBJECT_LENGTH)}needle`)).toBe(false);
  });

  it('name what RE2 does not support: backreferences and lookaround', () => {
    for (const source of ['(a)\\1', '(?<x>a)\\k<x>', '^/(?=admin)', '(?!a)b', '(?<=a)b', '(?<!a)b', '\\u00e4', 'a{1001}']) {
      expect(userPatternIssue(source), source).toEqual({ problem: 'PATTERN_UNSUPPORTED', message: expect.stringMatching(/linear-time.*backreferences.*lookahead or lookbehind/) });
      expect(compileUserPattern(source)).toBeNull();
      expect(userPatternMatches(source, 'ab')).toBe(false);
    }
  });

  it('tell broken syntax from unsupported syntax', () => {
    for (const source of ['(', '[a-', '*a', 'a)']) expect(userPatternIssue(source)?.problem, source).toBe('PATTERN_SYNTAX');
  });

  it('refuse patterns whose program is too big to run cheaply', () => {
    expect(userPatternIssue('.{1000}.{1000}')?.problem).toBe('PATTERN_TOO_COMPLEX');
    expect(userPatternIssue('[a-z]{1,300}')).toBeNull();
  });

  it('as a body field: length and RE2 checked, the problem named in the issue', () => {
    const schema = userPatternSchema({ maxLength: 10 });
    expect(schema.safeParse('/suche').success).toBe(true);
    expect(schema.safeParse('').success).toBe(false);
    expect(schema.safeParse('x'.repeat(11)).success).toBe(false);
    const refused = schema.safeParse('(a)\\1');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ code: 'custom', params: { problem: 'PATTERN_UNSUPPORTED' } });
    expect(userPatternSchema({ maxLength: 10, problem: 'INVALID_REGEX' }).safeParse('(?=a)').error?.issues[0]).toMatchObject({ params: { problem: 'INVALID_REGEX' } });
  });
});
