/**
 * Problems of a scrape exception in a shape people can act on: which part (code, scope,
 * instructions, settings), where inside it ("price.selector"), what is wrong (a code the web app
 * translates) and the details (unknown keys, allowed values, limits). The API sends them as
 * `details.issues` of SCRAPE_EXCEPTION_INVALID; the extraction CLI prints them.
 */
import { z } from 'zod';

export const SCRAPE_EXCEPTION_PARTS = ['body', 'code', 'scope', 'instructions', 'settings'] as const;
export type ScrapeExceptionPart = (typeof SCRAPE_EXCEPTION_PARTS)[number];

export const SCRAPE_EXCEPTION_PROBLEMS = [
  'REQUIRED',
  'WRONG_TYPE',
  'UNKNOWN_KEYS',
  'NOT_ALLOWED_VALUE',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_FEW',
  'TOO_MANY',
  'TOO_SMALL',
  'TOO_BIG',
  'NOT_INTEGER',
  'INVALID_CODE',
  'INVALID_DOMAIN',
  'INVALID_REGEX',
  'INVALID_SELECTOR',
  'INVALID_HEADER_NAME',
  'FORBIDDEN_HEADER',
  'INVALID_HEADER_VALUE',
  'INVALID_CURRENCY',
  'INVALID',
] as const;
export type ScrapeExceptionProblem = (typeof SCRAPE_EXCEPTION_PROBLEMS)[number];

export const scrapeExceptionIssueSchema = z.object({
  part: z.enum(SCRAPE_EXCEPTION_PARTS),
  /** Dotted path inside the part ("" for the part itself), e.g. "priceTable.row" or "headers.Host". */
  path: z.string(),
  problem: z.enum(SCRAPE_EXCEPTION_PROBLEMS),
  /** English text for callers without a catalog. */
  message: z.string(),
  keys: z.array(z.string()).optional(),
  allowed: z.array(z.string()).optional(),
  /** What type was expected: string, number, object, array, boolean, "selectors" (selector or list) or "rule" (selector, list or object). */
  expected: z.string().optional(),
  limit: z.number().optional(),
  /** The parser's own explanation (invalid selectors). */
  detail: z.string().optional(),
});
export type ScrapeExceptionIssue = z.infer<typeof scrapeExceptionIssueSchema>;

type Path = readonly PropertyKey[];
type RawIssue = z.core.$ZodIssue;

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isTypeMismatchAtRoot = (issues: readonly RawIssue[]) => issues.every((i) => i.code === 'invalid_type' && i.path.length === 0);

/**
 * zod issues → exception issues. `root` is the value that was parsed (to tell a missing value
 * from a wrong one); `base` prefixes the paths (parts parsed on their own).
 */
export function toScrapeExceptionIssues(issues: readonly RawIssue[], root: unknown, base: Path = []): ScrapeExceptionIssue[] {
  // One issue per place and problem (a domain can break several of its rules at once).
  const seen = new Set<string>();
  return collect(issues, root, base).filter((issue) => {
    const key = `${issue.part}|${issue.path}|${issue.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function collect(issues: readonly RawIssue[], root: unknown, base: Path): ScrapeExceptionIssue[] {
  const out: ScrapeExceptionIssue[] = [];
  for (const issue of issues) {
    const full = [...base, ...issue.path];
    if (issue.code === 'invalid_union') {
      // A field rule is a selector, a list or an object: report the branch of the value's shape.
      const branches = issue.errors.filter((branch) => !isTypeMismatchAtRoot(branch));
      if (branches.length === 1 && branches[0]) out.push(...collect(branches[0], root, full));
      else if (valueAt(root, full) === undefined) out.push(make(full, 'REQUIRED'));
      else out.push(make(full, 'WRONG_TYPE', { expected: full.at(-1) === 'selector' ? 'selectors' : 'rule' }));
      continue;
    }
    if (issue.code === 'invalid_key') {
      out.push(...collect(issue.issues, root, full));
      continue;
    }
    out.push(fromIssue(issue, full, root));
  }
  return out;
}

function fromIssue(issue: RawIssue, path: Path, root: unknown): ScrapeExceptionIssue {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(root, path) === undefined) return make(path, 'REQUIRED');
      return issue.expected === 'int' && typeof valueAt(root, path) === 'number' ? make(path, 'NOT_INTEGER') : make(path, 'WRONG_TYPE', { expected: issue.expected });
    case 'unrecognized_keys':
      return make(path, 'UNKNOWN_KEYS', { keys: issue.keys });
    case 'invalid_value':
      return make(path, 'NOT_ALLOWED_VALUE', { allowed: issue.values.map(String) });
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') return make(path, limit <= 1 ? 'REQUIRED' : 'TOO_SHORT', { limit });
      if (issue.origin === 'array' || issue.origin === 'set') return make(path, 'TOO_FEW', { limit });
      return make(path, 'TOO_SMALL', { limit });
    }
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return make(path, 'TOO_LONG', { limit });
      if (issue.origin === 'array' || issue.origin === 'set') return make(path, 'TOO_MANY', { limit });
      return make(path, 'TOO_BIG', { limit });
    }
    case 'invalid_format':
      return make(path, 'INVALID');
    case 'custom': {
      const params = (issue.params ?? {}) as { problem?: string; limit?: number };
      const known = SCRAPE_EXCEPTION_PROBLEMS.find((p) => p === params.problem) ?? 'INVALID';
      return make(path, known, typeof params.limit === 'number' ? { limit: params.limit } : {}, issue.message);
    }
    default:
      // The domain rules of competitorDomainSchema are refinements without a problem name.
      return make(path, 'INVALID', {}, issue.message);
  }
}

type Extra = Pick<ScrapeExceptionIssue, 'keys' | 'allowed' | 'expected' | 'limit' | 'detail'>;

/** One issue at `path` (first element: the part). */
export function makeScrapeExceptionIssue(path: Path, problem: ScrapeExceptionProblem, extra: Extra = {}, text?: string): ScrapeExceptionIssue {
  return make(path, problem, extra, text);
}

function make(path: Path, problem: ScrapeExceptionProblem, extra: Extra = {}, text?: string): ScrapeExceptionIssue {
  const [head, ...rest] = path.map(String);
  const known = SCRAPE_EXCEPTION_PARTS.find((p) => p === head);
  const part = known ?? 'body';
  const inner = known ? rest : path.map(String);
  // The domain rules (competitorDomainSchema) carry their own English text but no problem name.
  const named = problem === 'INVALID' && part === 'scope' && inner[0] === 'hostname' ? 'INVALID_DOMAIN' : problem;
  const issue: ScrapeExceptionIssue = { part, path: inner.join('.'), problem: named, message: '', ...extra };
  issue.message = `${[part, ...inner].join('.')}: ${text ?? describe(issue)}`;
  return issue;
}

function describe(issue: ScrapeExceptionIssue): string {
  switch (issue.problem) {
    case 'REQUIRED':
      return 'required';
    case 'WRONG_TYPE':
      if (issue.expected === 'rule') return 'expected a CSS selector, a list of selectors or { "selector", "attribute", "regex" }';
      if (issue.expected === 'selectors') return 'expected a CSS selector or a list of selectors';
      return `expected ${issue.expected ?? 'another type'}`;
    case 'UNKNOWN_KEYS':
      return `unknown key(s) ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ')}`;
    case 'NOT_ALLOWED_VALUE':
      return `expected one of ${(issue.allowed ?? []).join(', ')}`;
    case 'TOO_SHORT':
      return `at least ${issue.limit} characters`;
    case 'TOO_LONG':
      return `at most ${issue.limit} characters`;
    case 'TOO_FEW':
      return `at least ${issue.limit} entries`;
    case 'TOO_MANY':
      return `at most ${issue.limit} entries`;
    case 'TOO_SMALL':
      return `at least ${issue.limit}`;
    case 'TOO_BIG':
      return `at most ${issue.limit}`;
    case 'NOT_INTEGER':
      return 'expected a whole number';
    case 'INVALID_SELECTOR':
      return `not a valid CSS selector${issue.detail ? ` (${issue.detail})` : ''}`;
    default:
      return 'invalid value';
  }
}
