/**
 * Regular expressions that people supply — a comparison site's search URL patterns, a scrape
 * exception's path pattern and its field regexes — are checked, compiled and matched here only,
 * with RE2 (the pure-JavaScript port `re2js`). RE2 runs in time linear in the text: no pattern
 * can make it backtrack exponentially the way JavaScript's RegExp does on `^/(a+)+$`, which froze
 * the whole server for minutes (issue 11, defect 3). Browser-safe: the web checks patterns with
 * the same rules the API applies. Imported through `@pm/contracts/patterns` only, never through
 * `@pm/contracts`, so the engine stays out of the web's entry chunk (lazy features load it).
 *
 * What RE2 does not have (refused as PATTERN_UNSUPPORTED): backreferences (`\1`, `\k<name>`),
 * lookahead and lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`), `\u` escapes (write `\x{00e4}` or the
 * character itself) and repetition counts above 1000. Linear is not free: the time is the
 * compiled program's size times the text's length, so programs above
 * USER_PATTERN_MAX_PROGRAM_SIZE are refused (PATTERN_TOO_COMPLEX) and at most
 * USER_PATTERN_MAX_SUBJECT_LENGTH characters of a text are looked at.
 *
 * Every pattern is case-insensitive. A stored pattern that RE2 cannot compile (written before
 * these rules) matches nothing.
 */
import { RE2JS } from 're2js';
import { z } from 'zod';

/** Largest compiled program (RE2's measure of a pattern's cost) a user pattern may have. */
export const USER_PATTERN_MAX_PROGRAM_SIZE = 1_000;
/** Characters of a text a user pattern is matched against (a URL's path and query are at most 2,000). */
export const USER_PATTERN_MAX_SUBJECT_LENGTH = 4_000;

export const USER_PATTERN_PROBLEMS = ['PATTERN_SYNTAX', 'PATTERN_UNSUPPORTED', 'PATTERN_TOO_COMPLEX'] as const;
export type UserPatternProblem = (typeof USER_PATTERN_PROBLEMS)[number];

export interface UserPatternIssue {
  problem: UserPatternProblem;
  /** English text for callers without a catalog. */
  message: string;
}

export interface UserPattern {
  readonly source: string;
  /** Whether the pattern matches anywhere in the text. */
  test(text: string): boolean;
  /** The first capture group of the first match (the whole match when the pattern has no group), or null. */
  firstGroup(text: string): string | null;
}

type Compiled = { ok: true; pattern: UserPattern } | ({ ok: false } & UserPatternIssue);

const UNSUPPORTED =
  'Patterns run in a linear-time engine (RE2 syntax), which has no backreferences (\\1), no lookahead or lookbehind ((?=, (?!, (?<=, (?<!), no \\u escapes and no repetition counts above 1000';

/** Whether JavaScript would accept the pattern (compiling only: compiling never backtracks). */
function isJavaScriptPattern(source: string): boolean {
  for (const flags of ['iu', 'i']) {
    try {
      new RegExp(source, flags);
      return true;
    } catch {
      // try the next flags
    }
  }
  return false;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error));

function compile(source: string): Compiled {
  let re: RE2JS;
  try {
    re = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  } catch (error) {
    if (isJavaScriptPattern(source)) return { ok: false, problem: 'PATTERN_UNSUPPORTED', message: `${UNSUPPORTED} (${detailOf(error)})` };
    return { ok: false, problem: 'PATTERN_SYNTAX', message: `Not a valid regular expression (${detailOf(error)})` };
  }
  const size = re.programSize();
  if (size > USER_PATTERN_MAX_PROGRAM_SIZE) {
    return { ok: false, problem: 'PATTERN_TOO_COMPLEX', message: `The pattern is too complex (program size ${size}, at most ${USER_PATTERN_MAX_PROGRAM_SIZE}): use smaller repetition counts or fewer alternatives` };
  }
  const bounded = (text: string) => (text.length > USER_PATTERN_MAX_SUBJECT_LENGTH ? text.slice(0, USER_PATTERN_MAX_SUBJECT_LENGTH) : text);
  return {
    ok: true,
    pattern: {
      source,
      test: (text) => re.test(bounded(text)),
      firstGroup: (text) => {
        const match = re.exec(bounded(text)) as (string | undefined)[] | null;
        return match === null ? null : (match[1] ?? match[0] ?? null);
      },
    },
  };
}

// Compiled patterns are kept (most recently used last); a few hundred cover every source and exception.
const CACHE_SIZE = 500;
const cache = new Map<string, Compiled>();

function compiled(source: string): Compiled {
  const hit = cache.get(source);
  if (hit) {
    cache.delete(source);
    cache.set(source, hit);
    return hit;
  }
  const result = compile(source);
  cache.set(source, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result;
}

/** Why a pattern cannot be used, or null when it can. */
export function userPatternIssue(source: string): UserPatternIssue | null {
  const result = compiled(source);
  return result.ok ? null : { problem: result.problem, message: result.message };
}

/** The compiled pattern, or null when it cannot be used (see userPatternIssue for why). */
export function compileUserPattern(source: string): UserPattern | null {
  const result = compiled(source);
  return result.ok ? result.pattern : null;
}

/** Whether a usable pattern matches anywhere in the text (an unusable one matches nothing). */
export function userPatternMatches(source: string, text: string): boolean {
  return compileUserPattern(source)?.test(text) ?? false;
}

/**
 * A user pattern in a request body: at most `maxLength` characters and usable by RE2. The issue
 * carries `params.problem` (a UserPatternProblem, or `problem` when given) and the English reason.
 */
export function userPatternSchema(options: { maxLength: number; problem?: string }) {
  return z
    .string()
    .min(1)
    .max(options.maxLength)
    .superRefine((source, ctx) => {
      const issue = userPatternIssue(source);
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message, params: { problem: options.problem ?? issue.problem } });
    });
}
